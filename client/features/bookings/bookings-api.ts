import type { Paged } from '../../../shared/api/envelope';
import type { ServiceRequest, ServiceRequestInput } from '../../../shared/types/service-request';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';
import { withMessage, type WithMessage } from '../../lib/with-message';

export const MY_REQUESTS_PAGE_SIZE = 5;

export interface MyRequestsArgs {
  page: number;
  pageSize?: number;
}

/**
 * Bookings (service requests): the signed-in client creates, lists their own and cancels a pending
 * one; getBooking is the one cache of GET /DemandeDeService/{id}, read by the dashboard's booking
 * details and the quote form alike.
 */
export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createServiceRequest: build.mutation<WithMessage<ServiceRequest>, Submission<ServiceRequestInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/DemandeDeService/create', method: 'POST', body, idempotencyKey }),
      transformResponse: withMessage<ServiceRequest>,
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Request', id: 'MINE' }]),
    }),
    getMyRequests: build.query<Paged<ServiceRequest>, MyRequestsArgs>({
      query: ({ page, pageSize = MY_REQUESTS_PAGE_SIZE }) => ({ url: '/DemandeDeService/my-requests', params: { page, pageSize } }),
      providesTags: (result) => [{ type: 'Request', id: 'MINE' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Request' as const, id }))],
    }),
    getBooking: build.query<ServiceRequest, number>({
      query: (id) => ({ url: `/DemandeDeService/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Request', id }],
    }),
    cancelServiceRequest: build.mutation<WithMessage<ServiceRequest>, number>({
      query: (id) => ({ url: `/DemandeDeService/cancel/${id}`, method: 'PATCH' }),
      transformResponse: withMessage<ServiceRequest>,
      // A 409 means it moved on meanwhile (an admin took it up): the list is refreshed either way.
      invalidatesTags: (_result, _error, id) => [
        { type: 'Request', id: 'MINE' },
        { type: 'Request', id },
      ],
    }),
  }),
});

export const { useCreateServiceRequestMutation, useGetMyRequestsQuery, useGetBookingQuery, useCancelServiceRequestMutation } = requestsApi;

export const prefetchBooking = (id: number) => requestsApi.endpoints.getBooking.initiate(id, { subscribe: false });

export const prefetchMyRequests = (page = 1) => requestsApi.endpoints.getMyRequests.initiate({ page }, { subscribe: false });
