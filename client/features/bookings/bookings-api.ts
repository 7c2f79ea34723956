import type { Paged } from '../../../shared/api/envelope';
import type { Booking, BookingInput } from '../../../shared/types/booking';
import { api } from '../../lib/api';
import type { Submission } from '../../lib/submission';
import { withMessage, type WithMessage } from '../../lib/with-message';

export const MY_BOOKINGS_PAGE_SIZE = 5;

export interface MyBookingsArgs {
  page: number;
  pageSize?: number;
}

/**
 * Bookings (service requests): the signed-in client creates, lists their own and cancels a pending
 * one; getBooking is the one cache of GET /DemandeDeService/{id}, read by the dashboard's booking
 * details and the quote form alike.
 */
export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createBooking: build.mutation<WithMessage<Booking>, Submission<BookingInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/DemandeDeService/create', method: 'POST', body, idempotencyKey }),
      transformResponse: withMessage<Booking>,
      // The slots change either way: a place taken, or a full slot the calendar still showed free.
      invalidatesTags: (_result, error, { body }) => [
        ...(error ? [] : [{ type: 'Booking' as const, id: 'MINE' }]),
        ...(body.slotStartsAt ? [{ type: 'Availability' as const, id: body.demandeDeServiceItems[0]?.serviceId ?? 0 }] : []),
      ],
    }),
    getMyBookings: build.query<Paged<Booking>, MyBookingsArgs>({
      query: ({ page, pageSize = MY_BOOKINGS_PAGE_SIZE }) => ({ url: '/DemandeDeService/my-requests', params: { page, pageSize } }),
      providesTags: (result) => [{ type: 'Booking', id: 'MINE' }, ...(result?.items ?? []).map(({ id }) => ({ type: 'Booking' as const, id }))],
    }),
    getBooking: build.query<Booking, number>({
      query: (id) => ({ url: `/DemandeDeService/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    cancelBooking: build.mutation<WithMessage<Booking>, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/DemandeDeService/cancel/${id}`, method: 'PATCH', body: { reason } }),
      transformResponse: withMessage<Booking>,
      // A 409 means it moved on meanwhile (an admin took it up, or the notice period began): the list is refreshed either way.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Booking', id: 'MINE' },
        { type: 'Booking', id },
        { type: 'Booking', id: 'CALENDAR' },
        'Availability',
      ],
    }),
    /** Moves a booking to another slot of its main service (its client within the notice period, or an admin). */
    rescheduleBooking: build.mutation<WithMessage<Booking>, { id: number; serviceId: number; slotStartsAt: string; reason: string }>({
      query: ({ id, slotStartsAt, reason }) => ({ url: `/DemandeDeService/reschedule/${id}`, method: 'POST', body: { slotStartsAt, reason } }),
      transformResponse: withMessage<Booking>,
      // Both slots change (one place taken, one given back), or the slot was full after all.
      invalidatesTags: (_result, _error, { id, serviceId }) => [
        { type: 'Booking', id: 'MINE' },
        { type: 'Booking', id },
        { type: 'Booking', id: 'CALENDAR' },
        { type: 'Booking', id: 'LIST' },
        { type: 'Availability', id: serviceId },
      ],
    }),
  }),
});

export const { useCreateBookingMutation, useGetMyBookingsQuery, useGetBookingQuery, useCancelBookingMutation, useRescheduleBookingMutation } = bookingsApi;

export const prefetchBooking = (id: number) => bookingsApi.endpoints.getBooking.initiate(id, { subscribe: false });

export const prefetchMyBookings = (page = 1) => bookingsApi.endpoints.getMyBookings.initiate({ page }, { subscribe: false });
