import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Scheduling (issue 16): the company's working hours per weekday and its days off (Saudi time), each
 * service's visit length and capacity, and the places taken per slot.
 *
 * slot_occupancy is what makes "two clients never take the last place of a slot at once" hold: a
 * booking takes its place with one conditional upsert on the slot's row (insert, or add one while
 * fewer than the capacity are taken) inside the booking's transaction. Two such statements on one
 * slot serialize on that row's lock, and the second re-reads the count the first committed, so
 * counting bookings (which cannot lock rows that do not exist yet) is never what decides.
 *
 * Bookings keep their slot (start, length, service) next to the free "preferred date" of the spec;
 * the bookings made before, without a slot, keep nulls and stay valid.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // No rows: the default hours of shared/constants.ts (Sunday to Thursday, 09:00-18:00). Once an
  // admin saves the week, every weekday has its row, a closed one with null hours. (Seeding rows here
  // instead would collide with a backup's own rows on restore, which loads into migrated tables.)
  await db.schema
    .createTable('working_hours')
    .addColumn('weekday', 'smallint', (c) => c.primaryKey().check(sql`weekday between 0 and 6`))
    .addColumn('opens_minute', 'integer')
    .addColumn('closes_minute', 'integer')
    .addCheckConstraint(
      'working_hours_order',
      sql`(opens_minute is null and closes_minute is null) or (0 <= opens_minute and opens_minute < closes_minute and closes_minute <= 1440)`,
    )
    .execute();
  await db.schema
    .createTable('blackout_days')
    .addColumn('day', 'date', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('arabic_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('service_schedules')
    .addColumn('service_id', 'integer', (c) => c.primaryKey().references('services.id').onDelete('cascade'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes between 1 and 1440`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 1`))
    .execute();
  await db.schema
    .createTable('slot_occupancy')
    .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('taken', 'integer', (c) => c.notNull().check(sql`taken >= 0`))
    .addPrimaryKeyConstraint('slot_occupancy_pkey', ['service_id', 'starts_at'])
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('slot_service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('slot_starts_at', 'timestamptz')
    .addColumn('slot_minutes', 'integer')
    .execute();
  // The calendar of later steps (admin week and month views, reminders) reads bookings by slot time.
  await sql`create index bookings_slot_starts_idx on bookings (slot_starts_at) where slot_starts_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_slot_starts_idx').ifExists().execute();
  await db.schema.alterTable('bookings').dropColumn('slot_minutes').dropColumn('slot_starts_at').dropColumn('slot_service_id').execute();
  await db.schema.dropTable('slot_occupancy').ifExists().execute();
  await db.schema.dropTable('service_schedules').ifExists().execute();
  await db.schema.dropTable('blackout_days').ifExists().execute();
  await db.schema.dropTable('working_hours').ifExists().execute();
}
