import type { Paged } from '../../shared/api/envelope';
import type { ApiError, ApiRequest } from './api';

/** The largest page the provider serves (its MAX_PAGE_SIZE): the fewest calls for a whole list. */
export const LARGEST_PAGE = 100;

/** Pages asked for at once after the first: a long list must not flood the provider. */
const PARALLEL_PAGES = 4;

type PageQuery = (request: ApiRequest) => PromiseLike<{ data?: unknown; error?: unknown }> | { data?: unknown; error?: unknown };

/**
 * Every item of a paged list, for a screen that needs the whole of it (a picker): page 1 says how
 * many there are, the rest follow a few at a time. Any page that fails fails the whole read, so a
 * list is never shown with items silently missing. An item that moved from one page to the next
 * while they were read is kept once.
 */
export async function fetchAllPages<T extends { id: number }>(baseQuery: PageQuery, request: ApiRequest): Promise<{ data: T[] } | { error: ApiError }> {
  const pageOf = async (page: number): Promise<{ error: ApiError } | { page: Paged<T> }> => {
    const response = await baseQuery({ ...request, params: { ...request.params, page, pageSize: LARGEST_PAGE } });
    return response.error ? { error: response.error as ApiError } : { page: response.data as Paged<T> };
  };
  const first = await pageOf(1);
  if ('error' in first) return { error: first.error };
  const size = first.page.pageSize > 0 ? first.page.pageSize : LARGEST_PAGE;
  const pageCount = Math.max(1, Math.ceil(first.page.total / size));
  const items = [...first.page.items];
  for (let start = 2; start <= pageCount; start += PARALLEL_PAGES) {
    const batch = await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, pageCount - start + 1) }, (_, i) => pageOf(start + i)));
    for (const result of batch) {
      if ('error' in result) return { error: result.error };
      items.push(...result.page.items);
    }
  }
  const seen = new Set<number>();
  return { data: items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))) };
}
