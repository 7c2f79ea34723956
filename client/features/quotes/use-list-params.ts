import { useSearchParams } from 'react-router';
import type { QuoteStatus } from '../../../shared/constants';
import { listArgsFrom } from './quote-loaders';

/** The list's page, status and search, kept in the address (the loader reads the same). */
export function useListParams(pageSize: number) {
  const [params, setParams] = useSearchParams();
  const args = listArgsFrom(params, pageSize);
  const update = (changes: { page?: number; status?: QuoteStatus | undefined; search?: string }) => {
    const next = new URLSearchParams(params);
    const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
    if ('status' in changes) set('status', changes.status);
    if ('search' in changes) set('search', changes.search?.trim() || undefined);
    // A new filter starts again at the first page.
    set('page', changes.page && changes.page > 1 ? String(changes.page) : undefined);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { args, update };
}
