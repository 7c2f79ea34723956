import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The address a user asked to change to, kept beside the current one until it is confirmed from a
 * link sent there (a 'change-email' user token); null when no change waits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
}
