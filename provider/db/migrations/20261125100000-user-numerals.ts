import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The digits a user reads Arabic pages, e-mails and quote PDFs in: 'arab' (Arabic-Indic) or 'latn'
 * (Latin); null until they choose, which means the default (shared/format/numerals.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('numerals', 'text', (c) => c.check(sql`numerals in ('arab', 'latn')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('numerals').execute();
}
