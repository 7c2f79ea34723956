import type { Paged } from '../../../shared/api/envelope';
import type { Rating, ServiceRatingSummary } from '../../../shared/types/rating';
import { api } from '../../lib/api';
import { TESTIMONIALS_PAGE_SIZE, type TestimonialArgs } from './testimonials-view';

/** The testimonials page: commented ratings page by page, and each rated service's figures. */
export const testimonialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommentedRatings: build.query<Paged<Rating>, TestimonialArgs>({
      query: ({ page, serviceId, stars }) => ({
        url: '/Rates/get-all',
        params: { withComment: true, page, pageSize: TESTIMONIALS_PAGE_SIZE, serviceId: serviceId ?? undefined, value: stars ?? undefined },
      }),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
    getRatingSummary: build.query<ServiceRatingSummary[], void>({
      query: () => ({ url: '/Rates/summary' }),
      transformResponse: (result: unknown) => (Array.isArray(result) ? (result as ServiceRatingSummary[]) : []),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
  }),
});

export const { useGetCommentedRatingsQuery, useGetRatingSummaryQuery } = testimonialsApi;

export const prefetchCommentedRatings = (args: TestimonialArgs) => testimonialsApi.endpoints.getCommentedRatings.initiate(args, { subscribe: false });
export const prefetchRatingSummary = () => testimonialsApi.endpoints.getRatingSummary.initiate(undefined, { subscribe: false });
