import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Indexes for the admin lists and the dashboard at 100,000 rows and more (measured by
 * scripts/bench-provider-lists.ts): newest-first orderings, filters, the foreign keys the lists and
 * cascades follow, and trigram indexes for the case-insensitive substring searches.
 *
 * The trigram indexes need the pg_trgm extension (shipped with PostgreSQL and with PGlite). It lives
 * in one schema per database, so it is installed into public and its operator class named with its
 * schema: schemas side by side (tests, tenants) share it. Where it cannot be installed (a role without
 * the right), the searches still work, by scanning.
 */
const ORDERED: Array<[table: string, name: string, columns: string]> = [
  ['service_requests', 'service_requests_created_idx', 'created_at desc, id desc'],
  ['service_requests', 'service_requests_status_created_idx', 'status, created_at desc, id desc'],
  ['service_requests', 'service_requests_client_created_idx', 'client_id, created_at desc, id desc'],
  ['contact_messages', 'contact_messages_created_idx', 'created_at desc, id desc'],
  ['rates', 'rates_created_idx', 'created_at desc, id desc'],
  ['rates', 'rates_client_created_idx', 'client_id, created_at desc, id desc'],
  ['rates', 'rates_service_created_idx', 'service_id, created_at desc, id desc'],
  ['service_request_items', 'service_request_items_service_idx', 'service_id'],
];

/**
 * One index per searched column: the planner combines them with a BitmapOr for the OR of a search,
 * whereas it costs a multicolumn trigram index so high that it scans the table instead.
 */
const TRIGRAM: Array<[table: string, column: string]> = [
  ['users', 'full_name'],
  ['users', 'email'],
  ['users', 'phone_number'],
  ['service_requests', 'description'],
  ['service_requests', 'location'],
  ['contact_messages', 'name'],
  ['contact_messages', 'email'],
  ['contact_messages', 'subject'],
  ['contact_messages', 'description'],
  ['rates', 'comment'],
  ['services', 'title'],
];
const trigramIndexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

/** The schema pg_trgm is installed in, installing it into public if needed; null if that is refused. */
async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`
        select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  const existing = await installed();
  if (existing) return existing;
  // A savepoint, because the migration runs in a transaction that a failed statement would abort.
  await sql`savepoint install_pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint install_pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint install_pg_trgm`.execute(db);
    // Refused, or another process installed it at the same moment (then it is there now).
  }
  return installed();
}

export async function up(db: Kysely<any>): Promise<void> {
  // Replaced by the (service_id | client_id, created_at, id) indexes, which serve the same lookups.
  await db.schema.dropIndex('rates_service_idx').ifExists().execute();
  await db.schema.dropIndex('service_requests_client_idx').ifExists().execute();
  for (const [table, name, columns] of ORDERED) {
    await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(db);
  }
  const schema = await trigramSchema(db);
  if (schema === null) return;
  for (const [table, column] of TRIGRAM) {
    await sql`create index ${sql.id(trigramIndexName(table, column))} on ${sql.id(table)} using gin (${sql.id(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of TRIGRAM) await db.schema.dropIndex(trigramIndexName(table, column)).ifExists().execute();
  for (const [, name] of ORDERED) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.createIndex('rates_service_idx').on('rates').column('service_id').execute();
  await db.schema.createIndex('service_requests_client_idx').on('service_requests').column('client_id').execute();
  // pg_trgm stays: other schemas of the database may use it.
}
