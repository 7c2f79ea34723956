import type { Rating, RatingInput } from '../../../shared/types/rating';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';

export const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRatings: build.query<Rating[], void>({
      query: () => ({ url: '/Rates/get-all' }),
      transformResponse: (result: unknown) => (Array.isArray(result) ? (result as Rating[]) : []),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
    /** The provider takes the client from the session's token; clientId is sent as the spec's payload says. */
    createRating: build.mutation<Rating, Submission<RatingInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Rates/create-rate', method: 'POST', body, idempotencyKey }),
      // A service carries its ratings (rateDtos): its card and detail page show the new average.
      invalidatesTags: (_result, error, { body }) =>
        error
          ? []
          : [
              { type: 'Rating', id: 'LIST' },
              { type: 'Service', id: body.serviceId },
              { type: 'Service', id: 'LIST' },
            ],
    }),
  }),
});

export const { useGetRatingsQuery, useCreateRatingMutation } = ratingsApi;

export const prefetchRatings = () => ratingsApi.endpoints.getRatings.initiate(undefined, { subscribe: false });
