import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * ZATCA phase 2 (Fatoora):
 *
 * - zatca_chain: one row, the last invoice counter value (ICV) and the last document's hash (PIH of
 *   the next one). Every tax document takes its ICV and PIH under this row's lock, in the transaction
 *   that inserts it, so concurrent issues queue on it and the chain has no gap and no fork;
 * - invoices get their ICV (unique), PIH, hash, the UBL XML as issued (signed once the company is
 *   onboarded), the QR text, and the state ZATCA answered (not_sent, reported, cleared, rejected)
 *   with its warnings and errors;
 * - zatca_settings: one row, whether stamping and sending is on, the environment, the EGS unit's
 *   data, and the sealed secrets (private key, certificates, API secrets: AES-256-GCM under a key
 *   from the environment, never sent to the browser).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('zatca_chain')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('last_counter', 'integer', (c) => c.notNull())
    .addColumn('last_hash', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('zatca_icv', 'integer', (c) => c.unique())
    .addColumn('zatca_pih', 'text')
    .addColumn('zatca_hash', 'text')
    .addColumn('zatca_xml', 'text')
    .addColumn('zatca_qr', 'text')
    .addColumn('zatca_signed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('zatca_status', 'text', (c) =>
      c.notNull().defaultTo('not_sent').check(sql`zatca_status in ('not_sent', 'pending', 'reported', 'cleared', 'rejected')`),
    )
    .addColumn('zatca_messages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('zatca_sent_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('zatca_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('environment', 'text', (c) =>
      c.notNull().defaultTo('developer-portal').check(sql`environment in ('developer-portal', 'simulation', 'production')`),
    )
    .addColumn('egs_serial', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('common_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('branch_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('business_category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('private_key_sealed', 'text')
    .addColumn('csr_pem', 'text')
    .addColumn('compliance_certificate', 'text')
    .addColumn('compliance_secret_sealed', 'text')
    .addColumn('compliance_request_id', 'text')
    .addColumn('production_certificate', 'text')
    .addColumn('production_secret_sealed', 'text')
    .addColumn('compliance_checks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('zatca_settings').ifExists().execute();
  for (const column of ['zatca_icv', 'zatca_pih', 'zatca_hash', 'zatca_xml', 'zatca_qr', 'zatca_signed', 'zatca_status', 'zatca_messages', 'zatca_sent_at']) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
  await db.schema.dropTable('zatca_chain').ifExists().execute();
}
