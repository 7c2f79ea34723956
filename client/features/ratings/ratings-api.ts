import type { Rating, RatingEligibility, RatingInput } from '../../../shared/types/rating';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';

export const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRatings: build.query<Rating[], void>({
      query: () => ({ url: '/Rates/get-all' }),
      transformResponse: (result: unknown) => (Array.isArray(result) ? (result as Rating[]) : []),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
    /** What the signed-in client may rate of a service (verified reviews): their completed bookings of it not rated yet. */
    ratingEligibility: build.query<RatingEligibility, number>({
      query: (serviceId) => ({ url: `/Rates/eligibility/${serviceId}` }),
      providesTags: (_result, _error, serviceId) => [{ type: 'RatingEligibility', id: serviceId }],
    }),
    /** The provider takes the client from the session's token; clientId is sent as the spec's payload says. */
    createRating: build.mutation<Rating, Submission<RatingInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Rates/create-rate', method: 'POST', body, idempotencyKey }),
      // A service carries its newest ratings and its rating figures: its card and page show the new average.
      invalidatesTags: (_result, error, { body }) =>
        error
          ? []
          : [
              { type: 'Rating', id: 'LIST' },
              { type: 'RatingEligibility', id: body.serviceId },
              { type: 'Service', id: body.serviceId },
              { type: 'Service', id: 'LIST' },
            ],
    }),
  }),
});

export const { useGetRatingsQuery, useRatingEligibilityQuery, useCreateRatingMutation } = ratingsApi;

export const prefetchRatings = () => ratingsApi.endpoints.getRatings.initiate(undefined, { subscribe: false });
