import type { BookingThread, UnreadMessages } from '../../../shared/types/booking-message';
import { api } from '../../lib/api';
import { withMessage, type WithMessage } from '../../lib/with-message';

/** How often an open thread, and the top bar's unread count, ask the provider for news. */
export const THREAD_POLL_MS = 20_000;
export const UNREAD_POLL_MS = 60_000;

export interface SendBookingMessage {
  bookingId: number;
  body: string;
  files: File[];
}

/**
 * A booking's thread (GET/POST /DemandeDeService/{id}/messages), marking it read, and the reader's
 * unread counts. No cache tags (the site-wide tag list stays as the first visit loads it): each
 * answer is the whole thread, written into the thread's cache, and the unread counts are asked again.
 */
export const bookingMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingThread: build.query<BookingThread, number>({
      query: (bookingId) => ({ url: `/DemandeDeService/${bookingId}/messages` }),
    }),
    unreadBookingMessages: build.query<UnreadMessages, void>({
      query: () => ({ url: '/BookingMessages/unread' }),
    }),
    sendBookingMessage: build.mutation<WithMessage<BookingThread>, SendBookingMessage>({
      query: ({ bookingId, body, files }) => {
        const form = new FormData();
        form.append('body', body);
        for (const file of files) form.append('files', file, file.name);
        return { url: `/DemandeDeService/${bookingId}/messages`, method: 'POST', body: form };
      },
      transformResponse: withMessage<BookingThread>,
      async onQueryStarted({ bookingId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(bookingMessagesApi.util.upsertQueryData('bookingThread', bookingId, data.result));
      },
    }),
    markBookingMessagesRead: build.mutation<BookingThread, { bookingId: number; lastReadId: number }>({
      query: ({ bookingId, lastReadId }) => ({ url: `/DemandeDeService/${bookingId}/messages/read`, method: 'POST', body: { lastReadId } }),
      async onQueryStarted({ bookingId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(bookingMessagesApi.util.upsertQueryData('bookingThread', bookingId, data));
        // The top bar's and the lists' counts go down with it.
        void dispatch(bookingMessagesApi.endpoints.unreadBookingMessages.initiate(undefined, { subscribe: false, forceRefetch: true }));
      },
    }),
  }),
});

export const { useBookingThreadQuery, useUnreadBookingMessagesQuery, useSendBookingMessageMutation, useMarkBookingMessagesReadMutation } = bookingMessagesApi;

/** The reader's unread count of one booking (0 while the counts are not known). */
export function useUnreadOfBooking(bookingId: number): number {
  const { data } = useUnreadBookingMessagesQuery(undefined, { pollingInterval: UNREAD_POLL_MS, skipPollingIfUnfocused: true });
  return data?.bookings.find((b) => b.bookingId === bookingId)?.unread ?? 0;
}
