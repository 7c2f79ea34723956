import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * A covering index for "the bookings of a service" (booking_items by service_id, with the
 * booking's id): the list's count then reads the index alone (an index-only scan of the service's
 * entries) instead of a bitmap heap scan of every matching item row and a probe of its request
 * (measured by scripts/bench-provider-lists.ts at 100,000 rows: the slowest admin list on
 * PostgreSQL). It serves every lookup the (service_id) index did, which it replaces.
 * Runs after the rename of service_request_items to booking_items, whose (service_id) index it replaces.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index booking_items_service_booking_idx on booking_items (service_id, request_id)`.execute(db);
  await db.schema.dropIndex('booking_items_service_idx').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('booking_items_service_idx').on('booking_items').column('service_id').execute();
  await db.schema.dropIndex('booking_items_service_booking_idx').ifExists().execute();
}
