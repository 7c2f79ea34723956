import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from './list-params';
import { createParamsWriter, type ParamChanges } from './params-writer';

/**
 * A list's state from the address (page, search, filters: every paged list of the site and the
 * dashboard), and a way to change it: `changes` set or, with null/''/undefined, remove parameters,
 * and anything but a page change goes back to page 1 (list-params.ts, withParams). The entry is
 * replaced unless `push` asks for a new one (the back button then returns to it).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  // Two changes before the next render both count (params-writer.ts).
  const [write] = useState(createParamsWriter);
  const update = useCallback(
    (changes: ParamChanges, options: { push?: boolean; keepPage?: boolean } = {}) => {
      setParams(write(params, changes, options.keepPage), { replace: !options.push, preventScrollReset: true });
    },
    [params, setParams, write],
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
