/**
 * The state of a dashboard list (page, search text, filters) lives in the address, so a reload, the
 * back button and a shared link show the same list, and the route's loader can fetch exactly what
 * the screen will ask for during server rendering.
 */

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';
/** Same limit as the provider's list query (longer text is cut, not refused). */
export const SEARCH_MAX = 100;

export function readPage(params: URLSearchParams): number {
  const raw = params.get(PAGE_PARAM);
  const page = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return Math.max(page, 1);
}

const PAGE_MAX = 10_000;

/** A page number from the address of a public list: a whole number from 1 to 10,000; anything else is the first page. */
export function parsePage(value: string | null): number {
  const page = value && /^\d{1,5}$/.test(value) ? Number(value) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

export function readSearch(params: URLSearchParams): string {
  return (params.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX);
}

export function readEnum<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | null {
  const raw = params.get(name);
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

export function readPositiveInt(params: URLSearchParams, name: string, max = 2 ** 31 - 1): number | null {
  const raw = params.get(name);
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
}

/**
 * The next address's parameters: `changes` set (or, with null/''/undefined, remove) values. A new
 * search or filter goes back to page 1; `keepPage` is for what does not change the list (a dialog).
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null | undefined>, keepPage = false): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (!keepPage && !(PAGE_PARAM in changes)) next.delete(PAGE_PARAM);
  if (next.get(PAGE_PARAM) === '1') next.delete(PAGE_PARAM);
  return next;
}

/** ?new=1 opens a screen's add form (the overview's quick actions link there). */
export const NEW_PARAM = 'new';
