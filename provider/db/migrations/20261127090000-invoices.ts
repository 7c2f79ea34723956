import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Tax invoices: issued by an admin for a completed booking from its accepted quote, one per booking.
 * Everything printed is copied when issued (client, seller, lines, amounts in integer halalas, VAT
 * rate in basis points), so an invoice never changes with later edits of the quote or the settings.
 * invoice_counters hands out the gapless per-year sequence like quote_counters (see the quotes
 * migration). Paid invoices carry the payment's day, method and reference, and nothing else may.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_number', 'text', (c) => c.notNull().unique())
    .addColumn('invoice_year', 'integer', (c) => c.notNull())
    .addColumn('invoice_sequence', 'integer', (c) => c.notNull())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    // One invoice per booking; the unique key backs the check made under the booking's row lock.
    .addColumn('booking_id', 'integer', (c) => c.notNull().unique().references('bookings.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('client_phone', 'text', (c) => c.notNull())
    .addColumn('client_company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('seller_name', 'text', (c) => c.notNull())
    .addColumn('seller_vat_number', 'text', (c) => c.notNull())
    .addColumn('seller_address_en', 'text', (c) => c.notNull())
    .addColumn('seller_address_ar', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('subtotal_halalas', 'bigint', (c) => c.notNull().check(sql`subtotal_halalas >= 0`))
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull().check(sql`vat_rate_bp between 0 and 10000`))
    .addColumn('vat_halalas', 'bigint', (c) => c.notNull().check(sql`vat_halalas >= 0`))
    .addColumn('total_halalas', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('issued').check(sql`status in ('issued', 'paid')`))
    .addColumn('paid_on', 'date')
    .addColumn('payment_method', 'text')
    .addColumn('payment_reference', 'text')
    .addColumn('paid_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('invoices_year_sequence_key', ['invoice_year', 'invoice_sequence'])
    .addCheckConstraint('invoices_total_is_sum', sql`total_halalas = subtotal_halalas + vat_halalas`)
    .addCheckConstraint(
      'invoices_paid_has_payment',
      sql`(status = 'paid') = (paid_on is not null and payment_method is not null and payment_reference is not null)`,
    )
    .execute();
  await sql`create index invoices_issued_idx on invoices (issued_at desc, id desc)`.execute(db);
  await sql`create index invoices_client_issued_idx on invoices (client_id, issued_at desc, id desc)`.execute(db);
  await sql`create index invoices_status_idx on invoices (status)`.execute(db);

  await db.schema
    .createTable('invoice_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('invoice_id', 'integer', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('arabic_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_halalas', 'bigint', (c) => c.notNull().check(sql`unit_price_halalas >= 0`))
    .addColumn('total_halalas', 'bigint', (c) => c.notNull())
    .addCheckConstraint('invoice_items_total_is_product', sql`total_halalas = quantity * unit_price_halalas`)
    .execute();
  await db.schema.createIndex('invoice_items_invoice_idx').on('invoice_items').columns(['invoice_id', 'position']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invoice_items').ifExists().execute();
  await db.schema.dropTable('invoices').ifExists().execute();
  await db.schema.dropTable('invoice_counters').ifExists().execute();
}
