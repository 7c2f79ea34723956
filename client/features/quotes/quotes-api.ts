import type { QuoteStatus } from '../../../shared/constants';
import type { QuoteCreateInput, QuoteDetail, QuotePage, QuoteSettings } from '../../../shared/types/quote';
import type { Booking } from '../../../shared/types/booking';
import { api } from '../../lib/api';
import { fetchAllPages } from '../../lib/all-pages';
import type { Submission } from '../../lib/submission';

export interface QuoteListArgs {
  page: number;
  pageSize: number;
  status?: QuoteStatus;
  search?: string;
}

const listTags = (tag: 'MINE' | 'ALL') => (result: QuotePage | undefined) => [
  { type: 'Quote' as const, id: tag },
  ...(result?.items ?? []).map(({ id }) => ({ type: 'Quote' as const, id })),
];

/** The booking statuses a quote can be issued for. */
const QUOTABLE_STATUSES = ['pending', 'in_review'] as const;

/** Every change to a quote refreshes both lists and the quote itself (and the booking it moved). */
const changed = (id: number) => [
  { type: 'Quote' as const, id: 'MINE' },
  { type: 'Quote' as const, id: 'ALL' },
  { type: 'Quote' as const, id },
  { type: 'Booking' as const, id: 'LIST' },
];

/** Quotes: the client's own, the admin's list, one quote, issuing, accepting and rejecting. */
export const quotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyQuotes: build.query<QuotePage, QuoteListArgs>({
      query: ({ page, pageSize, status, search }) => ({ url: '/Quotes/my-quotes', params: { page, pageSize, status, search } }),
      providesTags: listTags('MINE'),
    }),
    getAllQuotes: build.query<QuotePage, QuoteListArgs>({
      query: ({ page, pageSize, status, search }) => ({ url: '/Quotes/get-all', params: { page, pageSize, status, search } }),
      providesTags: listTags('ALL'),
    }),
    getQuote: build.query<QuoteDetail, number>({
      query: (id) => ({ url: `/Quotes/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Quote', id }],
    }),
    getQuoteSettings: build.query<QuoteSettings, void>({
      query: () => ({ url: '/Quotes/settings' }),
    }),
    /**
     * Bookings an admin can price: every pending or in-review one, newest first. Every page is read
     * (a picker that stopped at the first 100 would silently leave the older bookings out).
     */
    getQuotableBookings: build.query<Booking[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const lists = await Promise.all(
          QUOTABLE_STATUSES.map((status) => fetchAllPages<Booking>(baseQuery, { url: '/DemandeDeService/get-all', params: { status } })),
        );
        const all: Booking[] = [];
        for (const list of lists) {
          if ('error' in list) return { error: list.error };
          all.push(...list.data);
        }
        return { data: all.sort((a, b) => b.createdAt.localeCompare(a.createdAt)) };
      },
      providesTags: [{ type: 'Booking', id: 'LIST' }],
    }),
    createQuote: build.mutation<QuoteDetail, Submission<QuoteCreateInput>>({
      query: ({ body, idempotencyKey }) => ({ url: '/Quotes/create', method: 'POST', body, idempotencyKey }),
      invalidatesTags: (result, _error, { body }) => (result ? [...changed(result.id), { type: 'Booking', id: body.requestId }] : []),
    }),
    acceptQuote: build.mutation<QuoteDetail, number>({
      query: (id) => ({ url: `/Quotes/accept/${id}`, method: 'PATCH' }),
      // A 409 means the quote moved on meanwhile (expired, answered elsewhere): refresh either way.
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    rejectQuote: build.mutation<QuoteDetail, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `/Quotes/reject/${id}`, method: 'PATCH', body: { reason } }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
  }),
});

export const {
  useGetMyQuotesQuery,
  useGetAllQuotesQuery,
  useGetQuoteQuery,
  useGetQuoteSettingsQuery,
  useGetQuotableBookingsQuery,
  useCreateQuoteMutation,
  useAcceptQuoteMutation,
  useRejectQuoteMutation,
} = quotesApi;

/** The PDF through the web server's /api proxy (the session's token goes along), in a language. */
export const quotePdfUrl = (id: number, language: string) => `/api/Quotes/${id}/pdf?lang=${language}`;
