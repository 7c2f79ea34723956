import { type Kysely, sql } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Verified reviews: a rating made from now on names the completed booking it reviews. One rating per
 * booking (a unique index, so two submissions at once cannot both count). Ratings made before have
 * no booking and stay, shown without the "verified client" mark. A deleted booking leaves its rating
 * in place, unmarked. Both ways raise the ratings' version (table_stats): the answers kept from
 * them change shape, so no instance may go on serving the ones built before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ratings')
    .addColumn('booking_id', 'integer', (column) => column.references('bookings.id').onDelete('set null'))
    .execute();
  await sql`create unique index ratings_booking_key on ratings (booking_id)`.execute(db);
  await sql`update table_stats set version = version + 1 where table_name = 'ratings'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ratings_booking_key').ifExists().execute();
  await db.schema.alterTable('ratings').dropColumn('booking_id').execute();
  await sql`update table_stats set version = version + 1 where table_name = 'ratings'`.execute(db);
}
