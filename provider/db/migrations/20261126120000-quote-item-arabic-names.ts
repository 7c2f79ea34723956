import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * A quote line's Arabic name beside its name: the create form fills both from the booked service's
 * English and Arabic titles, so the web page, the PDF and the e-mail show each reader their language.
 * '' (every line issued before this) means the line has one name, shown to every reader as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('quote_items')
    .addColumn('arabic_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quote_items').dropColumn('arabic_name').execute();
}
