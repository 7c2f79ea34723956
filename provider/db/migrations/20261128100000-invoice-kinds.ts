import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The tax documents the law knows (VAT Implementing Regulations art. 53 and 54; ZATCA's e-invoicing
 * data dictionary), in the one `invoices` table, so that every document a UBL file is built from has
 * the same shape and one ICV/PIH chain (added by the ZATCA phase-2 work) runs over all of them:
 *
 * - kind: 'invoice' (the tax invoice of a completed booking, which deducts any advance), 'advance'
 *   (the tax invoice of a deposit received against an accepted quote), 'credit_note' (corrects an
 *   invoice or advance after issue: a cancellation or refund, in full or in part);
 * - invoice_type: 'standard' (a business buyer with a VAT number: name, VAT number and national
 *   address printed; ZATCA clears it) or 'simplified' (a person; ZATCA is reported it);
 * - uuid: the document's stable UUID (UBL cbc:UUID); supply_date: the day of supply (KSA-5);
 * - the buyer's VAT number and national address, and the seller's Arabic name, commercial
 *   registration number and national address, copied when issued like the rest;
 * - number_series: INV (invoices and advances share INV-<year>-<sequence>) or CRN (credit notes,
 *   CRN-<year>-<sequence>), each gapless per year, credit notes from credit_note_counters;
 * - each line's VAT (rate and amount) for the UBL line's TaxTotal;
 * - invoice_deductions: the advances a final invoice deducts, with their VAT (ZATCA's prepayment
 *   lines), each advance deducted once; prepaid_halalas is their sum with VAT, and the invoice's
 *   payable amount is its total less that.
 *
 * Accounts and quotes get the buyer's VAT number and national address (user types 2 and 3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const vatCheck = (column: string) => sql`${sql.ref(column)} is null or ${sql.ref(column)} ~ '^3[0-9]{13}3$'`;

  for (const table of ['users', 'quotes']) {
    await db.schema
      .alterTable(table)
      .addColumn('buyer_vat_number', 'text', (c) => c.check(vatCheck('buyer_vat_number')))
      .addColumn('buyer_address', 'jsonb')
      .execute();
  }

  await db.schema
    .createTable('credit_note_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('invoices')
    .addColumn('uuid', 'uuid', (c) => c.notNull().unique().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('invoice').check(sql`kind in ('invoice', 'advance', 'credit_note')`))
    .addColumn('invoice_type', 'text', (c) => c.notNull().defaultTo('simplified').check(sql`invoice_type in ('standard', 'simplified')`))
    .addColumn('number_series', 'text', (c) => c.notNull().defaultTo('INV').check(sql`number_series in ('INV', 'CRN')`))
    .addColumn('supply_date', 'date')
    .addColumn('buyer_vat_number', 'text', (c) => c.check(vatCheck('buyer_vat_number')))
    .addColumn('buyer_address', 'jsonb')
    .addColumn('seller_name_ar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_cr_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_national_address', 'jsonb')
    .addColumn('corrects_invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prepaid_halalas', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`prepaid_halalas >= 0`))
    .execute();
  // Every invoice issued so far was a booking's invoice, supplied on the day it was issued (company time, UTC+3 all year).
  await sql`update invoices set supply_date = ((issued_at at time zone 'UTC') + interval '3 hours')::date`.execute(db);
  await sql`alter table invoices alter column supply_date set not null`.execute(db);
  await sql`alter table invoices add constraint invoices_credit_note_corrects check ((kind = 'credit_note') = (corrects_invoice_id is not null))`.execute(db);
  await sql`alter table invoices add constraint invoices_series_of_kind check ((kind = 'credit_note') = (number_series = 'CRN'))`.execute(db);
  await sql`alter table invoices add constraint invoices_credit_note_reason check (kind <> 'credit_note' or btrim(reason) <> '')`.execute(db);
  await sql`alter table invoices add constraint invoices_standard_has_buyer check (invoice_type = 'simplified' or (buyer_vat_number is not null and buyer_address is not null))`.execute(
    db,
  );
  await sql`alter table invoices add constraint invoices_prepaid_within_total check (prepaid_halalas <= total_halalas and (kind = 'invoice' or prepaid_halalas = 0))`.execute(
    db,
  );
  // A booking has one final invoice, and any number of advances and credit notes.
  await sql`alter table invoices drop constraint if exists invoices_booking_id_key`.execute(db);
  await sql`create unique index invoices_final_per_booking_key on invoices (booking_id) where kind = 'invoice'`.execute(db);
  await sql`create index invoices_booking_idx on invoices (booking_id)`.execute(db);
  await sql`create index invoices_corrects_idx on invoices (corrects_invoice_id) where corrects_invoice_id is not null`.execute(db);
  await sql`alter table invoices drop constraint if exists invoices_year_sequence_key`.execute(db);
  await sql`alter table invoices add constraint invoices_series_year_sequence_key unique (number_series, invoice_year, invoice_sequence)`.execute(db);

  await db.schema
    .alterTable('invoice_items')
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull().defaultTo(0).check(sql`vat_rate_bp between 0 and 10000`))
    .addColumn('vat_halalas', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`vat_halalas >= 0`))
    .execute();
  // The lines of earlier invoices get their invoice's rate, and their VAT half up to the halala.
  await sql`
    update invoice_items set vat_rate_bp = invoices.vat_rate_bp,
      vat_halalas = (invoice_items.total_halalas * invoices.vat_rate_bp + 5000) / 10000
    from invoices where invoices.id = invoice_items.invoice_id`.execute(db);

  await db.schema
    .createTable('invoice_deductions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('restrict'))
    // An advance is deducted once, by one final invoice.
    .addColumn('advance_invoice_id', 'integer', (c) => c.notNull().unique().references('invoices.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('subtotal_halalas', 'bigint', (c) => c.notNull().check(sql`subtotal_halalas >= 0`))
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull().check(sql`vat_rate_bp between 0 and 10000`))
    .addColumn('vat_halalas', 'bigint', (c) => c.notNull().check(sql`vat_halalas >= 0`))
    .addColumn('total_halalas', 'bigint', (c) => c.notNull())
    .addCheckConstraint('invoice_deductions_total_is_sum', sql`total_halalas = subtotal_halalas + vat_halalas`)
    .execute();
  await db.schema.createIndex('invoice_deductions_invoice_idx').on('invoice_deductions').columns(['invoice_id', 'position']).execute();
  await sql`create trigger invoice_deductions_kept before delete on invoice_deductions for each row execute function refuse_record_delete()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_deductions').ifExists().execute();
  await db.schema.alterTable('invoice_items').dropColumn('vat_rate_bp').dropColumn('vat_halalas').execute();
  await sql`alter table invoices drop constraint if exists invoices_series_year_sequence_key`.execute(db);
  await sql`drop index if exists invoices_corrects_idx`.execute(db);
  await sql`drop index if exists invoices_booking_idx`.execute(db);
  await sql`drop index if exists invoices_final_per_booking_key`.execute(db);
  for (const constraint of [
    'invoices_credit_note_corrects',
    'invoices_series_of_kind',
    'invoices_credit_note_reason',
    'invoices_standard_has_buyer',
    'invoices_prepaid_within_total',
  ]) {
    await sql`alter table invoices drop constraint if exists ${sql.id(constraint)}`.execute(db);
  }
  for (const column of [
    'uuid',
    'kind',
    'invoice_type',
    'number_series',
    'supply_date',
    'buyer_vat_number',
    'buyer_address',
    'seller_name_ar',
    'seller_cr_number',
    'seller_national_address',
    'corrects_invoice_id',
    'reason',
    'prepaid_halalas',
  ]) {
    await db.schema.alterTable('invoices').dropColumn(column).execute();
  }
  await sql`alter table invoices add constraint invoices_year_sequence_key unique (invoice_year, invoice_sequence)`.execute(db);
  await sql`alter table invoices add constraint invoices_booking_id_key unique (booking_id)`.execute(db);
  await db.schema.dropTable('credit_note_counters').ifExists().execute();
  for (const table of ['users', 'quotes']) await db.schema.alterTable(table).dropColumn('buyer_vat_number').dropColumn('buyer_address').execute();
}
