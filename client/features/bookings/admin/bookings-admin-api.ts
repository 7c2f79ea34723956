import type { Paged } from '../../../../shared/api/envelope';
import type { RequestStatus } from '../../../../shared/constants';
import type { ServiceRequest } from '../../../../shared/types/service-request';
import { api } from '../../../lib/api';
import { bookingsApi } from '../bookings-api';

export interface BookingListArgs {
  page: number;
  pageSize: number;
  search?: string;
  status?: RequestStatus;
  serviceId?: number;
}

/** The admin's booking list and status changes; one booking is requests-api's getBooking. */
export const bookingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBookings: build.query<Paged<ServiceRequest>, BookingListArgs>({
      query: (params) => ({ url: '/DemandeDeService/get-all', params: { ...params } }),
      providesTags: (result) => [{ type: 'Booking' as const, id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Booking' as const, id }))],
    }),
    updateBookingStatus: build.mutation<ServiceRequest, { id: number; status: RequestStatus }>({
      query: ({ id, status }) => ({ url: `/DemandeDeService/update-status/${id}`, method: 'PATCH', body: { status } }),
      // The open details show the new status (and the moves it allows) at once, not after a refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          await dispatch(bookingsApi.util.upsertQueryData('getBooking', id, data));
        } catch {
          // A refused change leaves the booking as it was; the screen says why.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Booking', id: 'LIST' }]),
    }),
  }),
});

export const { useAdminBookingsQuery, useUpdateBookingStatusMutation } = bookingsAdminApi;
