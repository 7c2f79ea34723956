import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM, withParams } from './list-params';

/**
 * The list's state from the address, and a way to change it. A new page is a history entry (the
 * back button returns to it); typing a search or choosing a filter replaces the entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>, options: { push?: boolean; keepPage?: boolean } = {}) => {
      setParams((current) => withParams(current, changes, options.keepPage), { replace: !options.push, preventScrollReset: true });
    },
    [setParams],
  );
  return [params, update] as const;
}

/**
 * A server-paged list whose page is now past its end (its last item was deleted, or the address
 * names a page that no longer exists) goes to its last page.
 */
export function useServerPageClamp(
  data: { items: unknown[]; total: number } | undefined,
  page: number,
  pageSize: number,
  update: ReturnType<typeof useListParams>[1],
) {
  const last = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  const past = !!data && data.items.length === 0 && data.total > 0 && page > last;
  useEffect(() => {
    if (past) update({ [PAGE_PARAM]: last }, { keepPage: true });
  }, [past, last, update]);
}
