import { type Kysely, sql } from 'kysely';

/**
 * The grace period (issue 32 item 1): booking_policy.change_grace_minutes, how long after it was made
 * a booking inside the notice period may still be moved or cancelled by its client (30 until an admin
 * sets another; 0 gives none).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_policy')
    .addColumn('change_grace_minutes', 'integer', (c) => c.notNull().defaultTo(30).check(sql`change_grace_minutes between 0 and 1440`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_policy').dropColumn('change_grace_minutes').execute();
}
