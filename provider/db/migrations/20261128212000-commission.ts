import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * The company's commission (issue 27 item 7), kept apart from the quotes and invoices a client
 * reads, so no client-facing query can ever carry it:
 * - service_commissions: a service's default commission (a percentage of the partner's cost in
 *   basis points, or a fixed amount of halalas per unit), applied to the lines of its later quotes;
 * - quote_line_costs: a quote line's rule and the split it gives (partner cost + commission = the
 *   line's total, VAT excluded), the service it counts under and the partner it is owed to
 *   (null: the booking's one assigned partner). A line without a row is not costed yet;
 * - partner_payouts: money paid to a partner, never deleted (RESTRICT on the partner, like every
 *   kept record).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('service_commissions')
    .addColumn('service_id', 'integer', (c) => c.primaryKey().references('services.id').onDelete('cascade'))
    .addColumn('commission_kind', 'text', (c) => c.notNull().check(sql`commission_kind in ('percent', 'amount')`))
    .addColumn('commission_value', 'bigint', (c) => c.notNull().check(sql`commission_value >= 0`))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('quote_line_costs')
    .addColumn('quote_item_id', 'integer', (c) => c.primaryKey().references('quote_items.id').onDelete('cascade'))
    .addColumn('commission_kind', 'text', (c) => c.notNull().check(sql`commission_kind in ('percent', 'amount')`))
    .addColumn('commission_value', 'bigint', (c) => c.notNull().check(sql`commission_value >= 0`))
    .addColumn('cost_halalas', 'bigint', (c) => c.notNull().check(sql`cost_halalas >= 0`))
    .addColumn('commission_halalas', 'bigint', (c) => c.notNull().check(sql`commission_halalas >= 0`))
    .addColumn('service_id', 'integer', (c) => c.references('services.id').onDelete('set null'))
    .addColumn('partner_id', 'integer', (c) => c.references('partners.id').onDelete('restrict'))
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('quote_line_costs_partner_idx').on('quote_line_costs').column('partner_id').execute();
  await db.schema.createIndex('quote_line_costs_service_idx').on('quote_line_costs').column('service_id').execute();
  // The margins read accepted quotes by the day they were accepted.
  await sql`create index quotes_accepted_idx on quotes (answered_at) where status = 'accepted'`.execute(db);

  await db.schema
    .createTable('partner_payouts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('partner_id', 'integer', (c) => c.notNull().references('partners.id').onDelete('restrict'))
    .addColumn('amount_halalas', 'bigint', (c) => c.notNull().check(sql`amount_halalas > 0`))
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recorded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('partner_payouts_partner_idx').on('partner_payouts').columns(['partner_id', 'paid_on']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partner_payouts').ifExists().execute();
  await sql`drop index if exists quotes_accepted_idx`.execute(db);
  await db.schema.dropTable('quote_line_costs').ifExists().execute();
  await db.schema.dropTable('service_commissions').ifExists().execute();
}
