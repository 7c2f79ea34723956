import { type RawBuilder, type SqlBool, sql } from 'kysely';

/** Rows per batch of an export: small enough to hold, large enough that the queries are few. */
export const EXPORT_BATCH_SIZE = 500;

/** One batch of a list and where it ended (the key the next batch starts after). */
export interface Batch<T, K> {
  rows: T[];
  last: K | undefined;
}

/**
 * A whole list read in batches by keyset: each batch starts after the last row of the one before,
 * so reading row 99,500 costs what reading row 1 does (an offset would walk past every row before
 * it), and a row added meanwhile cannot shift a row into two batches.
 */
export async function* keysetBatches<T, K>(read: (after: K | null, limit: number) => Promise<Batch<T, K>>, size = EXPORT_BATCH_SIZE): AsyncGenerator<T[]> {
  let after: K | null = null;
  for (;;) {
    const batch: Batch<T, K> = await read(after, size);
    if (batch.rows.length > 0) yield batch.rows;
    if (batch.rows.length < size || batch.last === undefined) return;
    after = batch.last;
  }
}

/** A row's place in a newest-first list (created_at, then id, both descending). */
export interface NewestFirstKey {
  id: number;
  /** created_at as the database writes it, to the microsecond: a JS Date keeps milliseconds, and a cut at a millisecond would skip rows. */
  at: string;
}

/** The list's time column of `table` (created_at unless it is ordered by another) as text, for a NewestFirstKey. */
export const createdAtText = (table: string, column = 'created_at'): RawBuilder<string> => sql<string>`cast(${sql.ref(`${table}.${column}`)} as text)`;

/** The rows of `table` that come after `key` in newest-first order (by `column`, then id). */
export const olderThan = (table: string, key: NewestFirstKey, column = 'created_at'): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.ref(`${table}.${column}`)}, ${sql.ref(`${table}.id`)}) < (cast(${key.at} as timestamptz), ${key.id})`;
