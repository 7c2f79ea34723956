import type { Paged } from '../../../../shared/api/envelope';
import type { Rating } from '../../../../shared/types/rating';
import { api } from '../../../lib/api';

export interface RatingListArgs {
  page: number;
  pageSize: number;
  /** Case-insensitive substring of the comment, client name or service title (spec 5.9). */
  search?: string;
  /** Exact star value; absent means all (the spec's 0). */
  value?: number;
}

export const ratingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminRatings: build.query<Paged<Rating>, RatingListArgs>({
      query: (params) => ({ url: '/Rates/get-all', params: { ...params } }),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
    deleteRating: build.mutation<null, { id: number; serviceId: number }>({
      query: ({ id }) => ({ url: `/Rates/${id}`, method: 'DELETE' }),
      // A service carries its newest ratings and its rating figures: they change on the public pages too.
      invalidatesTags: (_result, _error, { serviceId }) => [
        { type: 'Rating', id: 'LIST' },
        { type: 'Service', id: serviceId },
        { type: 'Service', id: 'LIST' },
      ],
    }),
  }),
});

export const { useAdminRatingsQuery, useDeleteRatingMutation } = ratingsAdminApi;
