import type { Db } from './database';

/**
 * What the triggers of the list-counts migration keep per table: its number of rows, and a version
 * raised by every statement that writes it (users: only when a name changes).
 */
export type CountedTable =
  | 'users'
  | 'services'
  | 'service_files'
  | 'partners'
  | 'ratings'
  | 'contact_messages'
  | 'bookings'
  | 'quotes'
  | 'posts'
  | 'post_translations'
  | 'post_services'
  | 'site_content';

/** The table's rows, without counting them. */
export async function rowCount(db: Db, table: CountedTable): Promise<number> {
  const row = await db.selectFrom('table_stats').select('row_count').where('table_name', '=', table).executeTakeFirst();
  return Number(row?.row_count ?? 0);
}

/** The versions of the tables, as one text that changes whenever any of them is written. */
export async function tableVersions(db: Db, tables: readonly CountedTable[]): Promise<string> {
  const rows = await db.selectFrom('table_stats').select(['table_name', 'version']).where('table_name', 'in', tables).orderBy('table_name').execute();
  return rows.map((r) => `${r.table_name}:${String(r.version)}`).join(',');
}
