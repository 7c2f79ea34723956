import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The XML ZATCA returns when it clears a standard document (clearedInvoice: our XML with ZATCA's
 * own stamp and QR code). It is the document the buyer must receive, so it is kept beside the XML
 * as issued (which the hash chain was computed over, and stays) and served in its place once cleared.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('zatca_cleared_xml', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('zatca_cleared_xml').execute();
}
