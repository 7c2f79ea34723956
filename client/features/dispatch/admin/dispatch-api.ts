import type { BookingAssignment, DispatchBoard, PartnerAccount, PartnerAvailability, PartnerNotifyChannel } from '../../../../shared/types/assignment';
import type { Booking } from '../../../../shared/types/booking';
import type { BookingAddressValues, PartnerAccountValues, PartnerAvailabilityValues, PartnerContactValues } from '../../../../shared/validation/dispatch';
import { api } from '../../../lib/api';

/** A booking's dispatch board is cached under the booking's tag: an assignment refreshes it and the booking's views. */
const boardTag = (id: number) => ({ type: 'Booking' as const, id: `dispatch-${id}` });
const partnerTag = (id: number) => ({ type: 'Partner' as const, id: `dispatch-${id}` });

/** Dispatch (issue 27): who does a booking, where it is, and partners' logins and availability. */
export const dispatchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The live assignments of the calendar's bookings (its lanes), refreshed with the calendar by every assignment change. */
    calendarAssignments: build.query<BookingAssignment[], { from: string; to: string; serviceId?: number }>({
      query: (params) => ({ url: '/DemandeDeService/calendar/assignments', params: { ...params } }),
      providesTags: [{ type: 'Booking' as const, id: 'CALENDAR' }],
    }),
    dispatchBoard: build.query<DispatchBoard, number>({
      query: (id) => ({ url: `/DemandeDeService/${id}/dispatch` }),
      providesTags: (_result, _error, id) => [boardTag(id)],
    }),
    assignPartner: build.mutation<BookingAssignment, { bookingId: number; partnerId: number }>({
      query: ({ bookingId, partnerId }) => ({ url: `/DemandeDeService/${bookingId}/assignments`, method: 'POST', body: { partnerId } }),
      invalidatesTags: (_result, error, { bookingId }) => (error ? [boardTag(bookingId)] : [boardTag(bookingId), { type: 'Booking', id: 'CALENDAR' }]),
    }),
    withdrawAssignment: build.mutation<BookingAssignment, { bookingId: number; assignmentId: number }>({
      query: ({ bookingId, assignmentId }) => ({ url: `/DemandeDeService/${bookingId}/assignments/${assignmentId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { bookingId }) => [boardTag(bookingId), { type: 'Booking', id: 'CALENDAR' }],
    }),
    reassignPartner: build.mutation<BookingAssignment, { bookingId: number; assignmentId: number; partnerId: number }>({
      query: ({ bookingId, assignmentId, partnerId }) => ({
        url: `/DemandeDeService/${bookingId}/assignments/${assignmentId}/reassign`,
        method: 'POST',
        body: { partnerId },
      }),
      invalidatesTags: (_result, _error, { bookingId }) => [boardTag(bookingId), { type: 'Booking', id: 'CALENDAR' }],
    }),
    saveBookingAddress: build.mutation<Booking, { bookingId: number; address: BookingAddressValues }>({
      query: ({ bookingId, address }) => ({ url: `/DemandeDeService/${bookingId}/address`, method: 'PUT', body: address }),
      // The booking's screen reads the address from the booking (getBooking) and the board's city.
      invalidatesTags: (_result, error, { bookingId }) => (error ? [] : [boardTag(bookingId), { type: 'Booking', id: bookingId }]),
    }),
    partnerAccount: build.query<PartnerAccount | null, number>({
      query: (id) => ({ url: `/Partners/${id}/account` }),
      providesTags: (_result, _error, id) => [partnerTag(id)],
    }),
    partnerContact: build.query<{ partnerId: number; phone: string | null; notifyChannel: PartnerNotifyChannel }, number>({
      query: (id) => ({ url: `/Partners/${id}/contact` }),
      providesTags: (_result, _error, id) => [partnerTag(id)],
    }),
    invitePartner: build.mutation<PartnerAccount, { partnerId: number; account: PartnerAccountValues }>({
      query: ({ partnerId, account }) => ({ url: `/Partners/${partnerId}/account`, method: 'POST', body: account }),
      invalidatesTags: (_result, error, { partnerId }) => (error ? [] : [partnerTag(partnerId)]),
    }),
    reinvitePartner: build.mutation<PartnerAccount, number>({
      query: (partnerId) => ({ url: `/Partners/${partnerId}/account/invitation`, method: 'POST' }),
    }),
    savePartnerContact: build.mutation<unknown, { partnerId: number; contact: PartnerContactValues }>({
      query: ({ partnerId, contact }) => ({ url: `/Partners/${partnerId}/contact`, method: 'PUT', body: contact }),
      invalidatesTags: (_result, error, { partnerId }) => (error ? [] : [partnerTag(partnerId)]),
    }),
    partnerAvailability: build.query<PartnerAvailability, number>({
      query: (id) => ({ url: `/Partners/${id}/availability` }),
      providesTags: (_result, _error, id) => [partnerTag(id)],
    }),
    savePartnerAvailability: build.mutation<PartnerAvailability, { partnerId: number; availability: PartnerAvailabilityValues }>({
      query: ({ partnerId, availability }) => ({ url: `/Partners/${partnerId}/availability`, method: 'PUT', body: availability }),
      invalidatesTags: (_result, error, { partnerId }) => (error ? [] : [partnerTag(partnerId)]),
    }),
  }),
});

export const {
  useCalendarAssignmentsQuery,
  useDispatchBoardQuery,
  useAssignPartnerMutation,
  useWithdrawAssignmentMutation,
  useReassignPartnerMutation,
  useSaveBookingAddressMutation,
  usePartnerAccountQuery,
  usePartnerContactQuery,
  useInvitePartnerMutation,
  useReinvitePartnerMutation,
  useSavePartnerContactMutation,
  usePartnerAvailabilityQuery,
  useSavePartnerAvailabilityMutation,
} = dispatchApi;
