import * as yup from 'yup';
import type { Paged } from '../../shared/api/envelope';
import { V } from '../../shared/validation/rules';
import { validate } from './validate';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

const listQuerySchema = yup.object({
  page: yup.number().typeError(V('pageInvalid')).integer(V('pageInvalid')).min(1, V('pageInvalid')).optional(),
  pageSize: yup
    .number()
    .typeError(V('pageSizeInvalid'))
    .integer(V('pageSizeInvalid'))
    .min(1, V('pageSizeInvalid'))
    .max(MAX_PAGE_SIZE, V('pageSizeInvalid'))
    .optional(),
  search: yup.string().trim().max(100, V('searchTooLong')).optional(),
});

export interface ListQuery {
  /** Present only when the caller asked for a page: the answer is then Paged<T>, else a plain array. */
  page: number | null;
  pageSize: number;
  search: string | null;
}

export async function parseListQuery(query: unknown): Promise<ListQuery> {
  const raw = (query ?? {}) as Record<string, unknown>;
  const parsed = await validate(listQuerySchema, {
    page: emptyToUndefined(raw.page),
    pageSize: emptyToUndefined(raw.pageSize),
    search: typeof raw.search === 'string' ? raw.search : undefined,
  });
  return { page: parsed.page ?? null, pageSize: parsed.pageSize ?? DEFAULT_PAGE_SIZE, search: parsed.search || null };
}

function emptyToUndefined(value: unknown): unknown {
  return value === '' || Array.isArray(value) ? undefined : value;
}

/** `%term%` for ILIKE, with the pattern characters of the search text escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function paged<T>(items: T[], total: number, query: ListQuery): Paged<T> {
  return { items, total, page: query.page ?? 1, pageSize: query.pageSize };
}
