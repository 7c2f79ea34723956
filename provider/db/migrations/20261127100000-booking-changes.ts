import { type Kysely, sql } from 'kysely';

/**
 * Reschedule and cancel by the client (issue 16 item 4), and moves by admins on the calendar:
 *
 * - bookings.cancellation_reason keeps why a booking was cancelled (what the client or admin wrote).
 * - booking_changes records every move and cancellation: from which slot to which, why, by whom.
 * - booking_policy holds the notice period: how many hours before its time a client may still move
 *   or cancel a booking. One row at most; none means the terms' 48 hours (no seeded row: a restored
 *   backup loads its own rows into migrated tables).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('cancellation_reason', 'text').execute();
  await db.schema
    .createTable('booking_changes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('moved', 'cancelled')`))
    .addColumn('from_starts_at', 'timestamptz')
    .addColumn('to_starts_at', 'timestamptz')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index booking_changes_booking_idx on booking_changes (booking_id, id)`.execute(db);
  await db.schema
    .createTable('booking_policy')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('change_notice_hours', 'integer', (c) => c.notNull().check(sql`change_notice_hours between 0 and 720`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_policy').ifExists().execute();
  await db.schema.dropIndex('booking_changes_booking_idx').ifExists().execute();
  await db.schema.dropTable('booking_changes').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('cancellation_reason').execute();
}
