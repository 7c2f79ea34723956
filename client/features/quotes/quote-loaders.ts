import { data, type LoaderFunctionArgs } from 'react-router';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../shared/constants';
import { requireAuth } from '../../lib/router/guards';
import { inBrowser } from '../../lib/router/page-data';
import type { AppStore } from '../../store';
import { quotesApi, type QuoteListArgs } from './quotes-api';

export const MY_QUOTES_PAGE_SIZE = 10;
export const DASHBOARD_QUOTES_PAGE_SIZE = 10;

const endpoints = async () => quotesApi.endpoints;

/**
 * Loaders of the quote pages: they start the page's queries in the request's store, so the server
 * renders with the data and the browser hydrates from the serialized cache (the server waits for the
 * loaders, then for every running query). The list state (page,
 * status, search) lives in the address, so a reload or a shared link shows the same list.
 */

export function listArgsFrom(search: URLSearchParams, pageSize: number): QuoteListArgs {
  const page = Number(search.get('page'));
  const status = search.get('status');
  const text = search.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize,
    ...(status && (QUOTE_STATUSES as readonly string[]).includes(status) ? { status: status as QuoteStatus } : {}),
    ...(text ? { search: text.slice(0, 100) } : {}),
  };
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** /quote: the signed-in client's quotes. */
export function myQuotesLoader(store: AppStore) {
  const auth = requireAuth(store);
  return async (args: LoaderFunctionArgs) => {
    auth(args);
    if (store.getState().session.user?.client) {
      store.dispatch((await endpoints()).getMyQuotes.initiate(listArgsFrom(searchOf(args.request), MY_QUOTES_PAGE_SIZE), { subscribe: false }));
    }
    return null;
  };
}

export const quoteIdOf = (value: string | undefined): number | null => (value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null);

/**
 * /quote/{id}: one quote (its client's, or any for an admin). On the server, a quote that does not
 * exist (or an id that cannot be one) renders the page's "not found" with its back link and status 404.
 */
export function quoteLoader(store: AppStore) {
  const auth = requireAuth(store);
  return async (args: LoaderFunctionArgs) => {
    auth(args);
    const id = quoteIdOf(args.params.quoteId);
    if (id === null) return inBrowser ? null : data(null, { status: 404 });
    const pending = store.dispatch((await endpoints()).getQuote.initiate(id, { subscribe: false }));
    if (inBrowser) return null;
    const result = await pending;
    const status = result.error && 'status' in result.error ? result.error.status : undefined;
    return status === 404 ? data(null, { status: 404 }) : null;
  };
}
