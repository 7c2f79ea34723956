import type { BookingProgress } from '../../../../shared/types/job-progress';
import { api } from '../../../lib/api';
import { withMessage, type WithMessage } from '../../../lib/with-message';

/** What the client's answer changes: the booking's progress, the booking, and the partner's view of it. */
const progressTags = (bookingId: number) => [
  { type: 'Job' as const, id: `BOOKING-${bookingId}` },
  { type: 'Job' as const, id: 'MINE' },
  { type: 'Booking' as const, id: bookingId },
  { type: 'Booking' as const, id: 'MINE' },
];

/** A booking's progress as its client follows it, and the client's sign-off (issue 27 item 5). */
export const progressApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingProgress: build.query<BookingProgress, number>({
      query: (bookingId) => ({ url: `/DemandeDeService/${bookingId}/progress` }),
      providesTags: (_result, _error, bookingId) => [{ type: 'Job', id: `BOOKING-${bookingId}` }],
    }),
    confirmCompletion: build.mutation<WithMessage<BookingProgress>, number>({
      query: (bookingId) => ({ url: `/DemandeDeService/${bookingId}/confirm-completion`, method: 'POST' }),
      transformResponse: withMessage<BookingProgress>,
      // Completed: the booking's status, its invoice and what the client may rate change with it.
      invalidatesTags: (_result, _error, bookingId) => [...progressTags(bookingId), 'RatingEligibility', 'Invoice'],
    }),
    reportProblem: build.mutation<WithMessage<BookingProgress>, { bookingId: number; note: string }>({
      query: ({ bookingId, note }) => ({ url: `/DemandeDeService/${bookingId}/report-problem`, method: 'POST', body: { note } }),
      transformResponse: withMessage<BookingProgress>,
      invalidatesTags: (_result, _error, { bookingId }) => progressTags(bookingId),
    }),
  }),
});

export const { useGetBookingProgressQuery, useConfirmCompletionMutation, useReportProblemMutation } = progressApi;
