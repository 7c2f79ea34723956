import { sql, type RawBuilder } from 'kysely';

/**
 * `= any($1::int[])` for a list of ids of any length, as one array parameter. An `in (...)` list
 * takes one bind parameter per id, and PostgreSQL's wire protocol counts them in 16 bits: from
 * 65,536 ids on (the lines of every booking or quote of a big site, listed unpaged) the query fails
 * ("bind message has 34464 parameter formats but 0 parameters" for 100,000).
 */
export function anyOf(ids: readonly number[]): RawBuilder<number> {
  return sql<number>`any(${sql.val(ids)}::int[])`;
}
