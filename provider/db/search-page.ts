import type { SelectQueryBuilder } from 'kysely';
import type { Db } from './database';

/** One match of a list's search: the row's id and the moment the list is ordered by (newest first). */
export interface SearchMatch {
  id: number;
  listed_at: Date;
}

/** The matches of a search: a union of id sets, each found through its own index (its tables aliased per area). */
export type SearchMatches<DB, TB extends keyof DB> = SelectQueryBuilder<DB, TB, SearchMatch>;

/** How many rows a search matches: its union counted as it is, not joined back to every row. */
export async function countMatches<DB, TB extends keyof DB>(db: Db, matches: SearchMatches<DB, TB>): Promise<number> {
  const row = await db
    .selectFrom(matches.as('matches'))
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * When the search is a list's only filter, its page needs only the matches: the ids of one page,
 * newest first (ties broken by id), and the number of all matches, in one pass over them with a
 * window count rather than finding them twice. Counted apart only for a page past the end, where no
 * row carries the count.
 */
export async function searchPage<DB, TB extends keyof DB>(
  db: Db,
  matches: SearchMatches<DB, TB>,
  query: { page: number; pageSize: number },
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .selectFrom(matches.as('m'))
    .select((eb) => ['m.id', eb.fn.countAll().over().as('total')])
    .orderBy('m.listed_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countMatches(db, matches);
  return { ids: rows.map((row) => Number(row.id)), total };
}
