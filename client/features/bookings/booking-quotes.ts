import type { Quote } from '../../../shared/types/quote';
import { useGetMyQuotesQuery } from '../quotes';

/** The client's quotes read for their booking cards: one page of the most a page may hold. */
const QUOTES_READ = { page: 1, pageSize: 100 } as const;

/**
 * The quote each booking is tied to: the accepted one (its total is the agreed price, at every
 * status after), else the newest still open (pending); rejected and expired quotes tie nothing.
 */
export function quotesByBooking(quotes: readonly Quote[]): Map<number, Quote> {
  const rank = (quote: Quote) => (quote.status === 'accepted' ? 2 : quote.status === 'pending' ? 1 : 0);
  const tied = new Map<number, Quote>();
  for (const quote of quotes) {
    if (rank(quote) === 0) continue;
    const current = tied.get(quote.requestId);
    if (!current || rank(quote) > rank(current) || (rank(quote) === rank(current) && quote.id > current.id)) tied.set(quote.requestId, quote);
  }
  return tied;
}

export function useBookingQuotes(enabled: boolean): Map<number, Quote> {
  const { data } = useGetMyQuotesQuery(QUOTES_READ, { skip: !enabled });
  return quotesByBooking(data?.items ?? []);
}
