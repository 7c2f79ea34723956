import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Quotes: an admin's priced answer to a booking. Amounts are integers of halalas (bigint), never
 * floating point. The stored status is pending, accepted or rejected; 'expired' is derived on every
 * read from valid_until, so it can never be stale.
 *
 * quote_counters hands out the per-year sequence: an upsert of the year's row takes its row lock,
 * so concurrent issues are serialized there and each gets the next number; the counter moves in the
 * issuing transaction, so a failed issue leaves no gap.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_value', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('quotes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_number', 'text', (c) => c.notNull().unique())
    .addColumn('quote_year', 'integer', (c) => c.notNull())
    .addColumn('quote_sequence', 'integer', (c) => c.notNull())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('service_requests.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('client_name', 'text', (c) => c.notNull())
    .addColumn('client_email', 'text', (c) => c.notNull())
    .addColumn('client_phone', 'text', (c) => c.notNull())
    .addColumn('client_company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quote_date', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('subtotal_halalas', 'bigint', (c) => c.notNull().check(sql`subtotal_halalas >= 0`))
    .addColumn('tax_rate_bp', 'integer', (c) => c.notNull().check(sql`tax_rate_bp between 0 and 10000`))
    .addColumn('tax_halalas', 'bigint', (c) => c.notNull().check(sql`tax_halalas >= 0`))
    .addColumn('total_halalas', 'bigint', (c) => c.notNull())
    .addColumn('additional_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payment_terms', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_time', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('warranty', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('terms_and_conditions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'rejected')`))
    .addColumn('rejection_reason', 'text')
    .addColumn('answered_at', 'timestamptz')
    // Null once that account is deleted: the quote stays.
    .addColumn('answered_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('quotes_year_sequence_key', ['quote_year', 'quote_sequence'])
    .addCheckConstraint('quotes_total_is_sum', sql`total_halalas = subtotal_halalas + tax_halalas`)
    .addCheckConstraint('quotes_rejection_has_reason', sql`status <> 'rejected' or length(trim(rejection_reason)) > 0`)
    .execute();
  await sql`create index quotes_created_idx on quotes (created_at desc, id desc)`.execute(db);
  await sql`create index quotes_client_created_idx on quotes (client_id, created_at desc, id desc)`.execute(db);
  await sql`create index quotes_request_idx on quotes (request_id)`.execute(db);
  await sql`create index quotes_status_valid_idx on quotes (status, valid_until)`.execute(db);

  await db.schema
    .createTable('quote_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('quote_id', 'integer', (c) => c.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('unit_price_halalas', 'bigint', (c) => c.notNull().check(sql`unit_price_halalas >= 0`))
    .addColumn('total_halalas', 'bigint', (c) => c.notNull())
    .addCheckConstraint('quote_items_total_is_product', sql`total_halalas = quantity * unit_price_halalas`)
    .execute();
  await db.schema.createIndex('quote_items_quote_idx').on('quote_items').columns(['quote_id', 'position']).execute();

  // Trigram indexes for the list search, where pg_trgm is installed (see the list-indexes migration).
  const trgm = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  const schema = trgm.rows[0]?.schema;
  if (schema) {
    for (const column of ['quote_number', 'client_name', 'client_email']) {
      await sql`create index ${sql.id(`quotes_${column}_trgm_idx`)} on quotes using gin (${sql.id(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_items').ifExists().execute();
  await db.schema.dropTable('quotes').ifExists().execute();
  await db.schema.dropTable('quote_counters').ifExists().execute();
}
