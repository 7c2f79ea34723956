import { type Kysely, sql } from 'kysely';

/**
 * Reminders (issue 16 item 5): booking_policy.reminder_hours, how many hours before its time a
 * booking's reminder goes out (24 until an admin sets another; 0 sends none). The reminders
 * themselves are jobs of the queue (the jobs table or pg-boss), keyed by booking and time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('booking_policy')
    .addColumn('reminder_hours', 'integer', (c) => c.notNull().defaultTo(24).check(sql`reminder_hours between 0 and 168`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_policy').dropColumn('reminder_hours').execute();
}
