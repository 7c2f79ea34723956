import { vi } from 'vitest';
import type { Booking } from '../../../shared/types/booking';
import { LARGEST_PAGE } from '../../lib/all-pages';
import { makeStore } from '../../store';
import { quotesApi } from './quotes-api';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A booking created `minutes` after a fixed start, so the newest-first order is easy to state. */
function booking(id: number, status: Booking['status'], minutes: number): Booking {
  return { id, status, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)).toISOString() } as Booking;
}

/** The provider's GET /DemandeDeService/get-all: a status filter and pages of at most 100. */
function fakeProvider(bookings: Booking[], failPage?: { status: string; page: number }) {
  return vi.fn(async (input: string) => {
    const url = new URL(input, 'http://web.test');
    const status = url.searchParams.get('status')!;
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    if (url.pathname !== '/api/DemandeDeService/get-all' || pageSize > LARGEST_PAGE) return json(400, { isSuccess: false, result: null, message: 'bad' });
    if (failPage && failPage.status === status && failPage.page === page)
      return json(500, { isSuccess: false, result: null, message: 'Server error - Please try again later' });
    const matching = bookings.filter((b) => b.status === status);
    const items = matching.slice((page - 1) * pageSize, page * pageSize);
    return json(200, { isSuccess: true, result: { items, total: matching.length, page, pageSize }, message: '' });
  });
}

describe('getQuotableBookings (the quote form picks any pending or in-review booking)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const store = () => makeStore(undefined, { baseUrl: '/api' });

  it('reads every page of both statuses, newest first, not just the first 100 of each', async () => {
    const pending = Array.from({ length: 250 }, (_, i) => booking(i + 1, 'pending', i));
    const inReview = Array.from({ length: 101 }, (_, i) => booking(1000 + i, 'in_review', 300 + i));
    const fetchMock = fakeProvider([...pending, ...inReview, booking(5000, 'quoted', 999)]);
    globalThis.fetch = fetchMock as unknown as typeof fetch;

    const result = await store().dispatch(quotesApi.endpoints.getQuotableBookings.initiate());

    expect(result.data).toHaveLength(351);
    expect(result.data!.map((b) => b.id)).toEqual([...pending, ...inReview].reverse().map((b) => b.id));
    // Three pages of pending, two of in review, each at the largest page size.
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('fails as a whole when a later page fails, rather than show a list with bookings missing', async () => {
    const pending = Array.from({ length: 150 }, (_, i) => booking(i + 1, 'pending', i));
    globalThis.fetch = fakeProvider(pending, { status: 'pending', page: 2 }) as unknown as typeof fetch;

    const result = await store().dispatch(quotesApi.endpoints.getQuotableBookings.initiate());

    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ status: 500, message: 'Server error - Please try again later' });
  });

  it('keeps a booking once when it moved to the next page while the pages were read', async () => {
    const pending = Array.from({ length: 101 }, (_, i) => booking(i + 1, 'pending', i));
    const provider = fakeProvider(pending);
    // Page 2 answers as if a new booking had pushed page 1's last item onto it.
    globalThis.fetch = vi.fn(async (input: string) => {
      if (input.includes('page=2') && input.includes('status=pending')) {
        return json(200, { isSuccess: true, result: { items: [pending[99], pending[100]], total: 102, page: 2, pageSize: 100 }, message: '' });
      }
      return provider(input);
    }) as unknown as typeof fetch;

    const result = await store().dispatch(quotesApi.endpoints.getQuotableBookings.initiate());

    expect(result.data!.map((b) => b.id)).toEqual(pending.map((b) => b.id).reverse());
  });
});
