import type { Paged } from '../../../../shared/api/envelope';
import type { BookingStatus } from '../../../../shared/constants';
import type { Booking } from '../../../../shared/types/booking';
import { api } from '../../../lib/api';
import { bookingsApi } from '../bookings-api';

export interface BookingListArgs {
  page: number;
  pageSize: number;
  search?: string;
  status?: BookingStatus;
  serviceId?: number;
}

/** The admin's booking list and status changes; one booking is requests-api's getBooking. */
export const bookingsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminBookings: build.query<Paged<Booking>, BookingListArgs>({
      query: (params) => ({ url: '/DemandeDeService/get-all', params: { ...params } }),
      providesTags: (result) => [{ type: 'Booking' as const, id: 'LIST' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Booking' as const, id }))],
    }),
    /** The bookings of a Saudi date range by their time (the calendar), every status. */
    calendarBookings: build.query<Booking[], { from: string; to: string; serviceId?: number }>({
      query: (params) => ({ url: '/DemandeDeService/calendar', params: { ...params } }),
      providesTags: (result) => [{ type: 'Booking' as const, id: 'CALENDAR' }, ...(result ?? []).map(({ id }) => ({ type: 'Booking' as const, id }))],
    }),
    updateBookingStatus: build.mutation<Booking, { id: number; status: BookingStatus }>({
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
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Booking', id: 'LIST' },
              { type: 'Booking', id: 'CALENDAR' },
            ],
    }),
  }),
});

export const { useAdminBookingsQuery, useUpdateBookingStatusMutation, useCalendarBookingsQuery } = bookingsAdminApi;
