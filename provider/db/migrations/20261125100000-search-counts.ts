import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * A covering index for "the bookings of a service" (service_request_items by service_id, with the
 * request's id): the list's count then reads the index alone (an index-only scan of the service's
 * entries) instead of a bitmap heap scan of every matching item row and a probe of its request
 * (measured by scripts/bench-provider-lists.ts at 100,000 rows: the slowest admin list on
 * PostgreSQL). It serves every lookup the (service_id) index did, which it replaces.
 *
 * Written against today's table names (service_request_items); a rename of service_requests to
 * bookings renames indexes with their table only if it says so, so a migration that renames runs
 * after this one and may rename this index too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index service_request_items_service_request_idx on service_request_items (service_id, request_id)`.execute(db);
  await db.schema.dropIndex('service_request_items_service_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('service_request_items_service_idx').on('service_request_items').column('service_id').execute();
  await db.schema.dropIndex('service_request_items_service_request_idx').ifExists().execute();
}
