import { badRequest } from './http-error';

/**
 * Optional list filters from the query string. Absent, empty or "all" means no filter; anything else
 * must be valid, or the call fails with 400 naming the parameter (a typo never silently lists all).
 */
type Query = Record<string, unknown>;

const absent = (value: unknown) => value === undefined || value === '' || value === 'all';

export function booleanFilter(query: Query, name: string): boolean | null {
  const value = query[name];
  if (absent(value)) return null;
  if (value === 'true' || value === 'active') return true;
  if (value === 'false' || value === 'inactive') return false;
  throw badRequest({ [name]: ['validation:booleanInvalid'] });
}

export function enumFilter<T extends string>(query: Query, name: string, values: readonly T[], messageKey: string): T | null {
  const value = query[name];
  if (absent(value)) return null;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw badRequest({ [name]: [messageKey] });
}

/** An integer from `min` to `max`; `zeroMeansAll` for the spec's star filter (0 means all). */
export function intFilter(query: Query, name: string, min: number, max: number, messageKey: string, zeroMeansAll = false): number | null {
  const value = query[name];
  if (absent(value) || (zeroMeansAll && value === '0')) return null;
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw badRequest({ [name]: [messageKey] });
  return n;
}

export const MAX_ID = 2 ** 31 - 1;

/** A service id filter (positive integer). */
export const serviceIdFilter = (query: Query) => intFilter(query, 'serviceId', 1, MAX_ID, 'validation:selectService');
