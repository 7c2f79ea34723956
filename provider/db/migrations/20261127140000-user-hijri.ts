import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Whether a user reads Umm al-Qura Hijri dates beside the Gregorian ones (pages, e-mails); null until
 * they choose, which means the default: on for Arabic pages, off for English (shared/format/hijri.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('hijri', 'boolean').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('hijri').execute();
}
