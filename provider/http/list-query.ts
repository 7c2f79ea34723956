import type { Paged } from '../../shared/api/envelope';
import type { RouteContext } from './context';
import { integerParam, textParam } from './query-params';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
/** Far past any real list; keeps the row offset a small integer whatever a caller asks for. */
export const MAX_PAGE = 1_000_000;
export const SEARCH_MAX = 100;

/** The query parameters of every paged list (`paged: true` on a route). */
export const LIST_PARAMS = {
  page: integerParam('page', { description: 'Ask for one page (the result becomes a page object).', min: 1, max: MAX_PAGE, message: 'validation:pageInvalid' }),
  pageSize: integerParam('pageSize', { description: 'Items per page (default 20).', min: 1, max: MAX_PAGE_SIZE, message: 'validation:pageSizeInvalid' }),
  search: textParam('search', { description: 'Case-insensitive substring.', maxLength: SEARCH_MAX, message: 'validation:searchTooLong' }),
} as const;

export interface ListQuery {
  /** Present only when the caller asked for a page: the answer is then Paged<T>, else a plain array. */
  page: number | null;
  pageSize: number;
  search: string | null;
}

/** The paging and search of a paged route, as the request gate read them. */
export function listQueryOf(ctx: Pick<RouteContext, 'query'>): ListQuery {
  return {
    page: LIST_PARAMS.page.of(ctx),
    pageSize: LIST_PARAMS.pageSize.of(ctx) ?? DEFAULT_PAGE_SIZE,
    search: LIST_PARAMS.search.of(ctx),
  };
}

/** `%term%` for ILIKE, with the pattern characters of the search text escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function paged<T>(items: T[], total: number, query: ListQuery): Paged<T> {
  return { items, total, page: query.page ?? 1, pageSize: query.pageSize };
}

/** Which rows of a list make one page: `offset` and `limit` in the list's order, or from its end (`fromEnd`). */
export interface PageWindow {
  offset: number;
  limit: number;
  /** Read in the opposite order from the list's end; the rows are then put back in the list's order. */
  fromEnd: boolean;
}

/**
 * The page's rows, read from whichever end of the list is nearer: with the total known (kept by
 * the counters), the last pages skip a few rows from the end instead of scanning past every row
 * before them. Past the end the page is simply empty.
 */
export function pageWindow(query: ListQuery, total: number): PageWindow {
  const start = ((query.page ?? 1) - 1) * query.pageSize;
  if (start >= total) return { offset: start, limit: query.pageSize, fromEnd: false };
  const end = Math.min(start + query.pageSize, total);
  return total - end < start ? { offset: total - end, limit: end - start, fromEnd: true } : { offset: start, limit: query.pageSize, fromEnd: false };
}
