import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Online payments (issue 29):
 * - online_payments: one row per attempt to pay on the gateway's hosted page, written (pending)
 *   before the client is sent there, so nothing is lost if the server stops before the gateway's
 *   answer comes back. The gateway's checkout id and its payment id are unique: a payment is
 *   settled once whoever (the return, the webhook, the reconciliation) learns of it first.
 *   Kept like every record (RESTRICT on what it points at, never deleted);
 * - payment_refunds: money given back through the gateway, with the credit note it issued;
 * - payment_webhook_events: the gateway's webhook events already taken (its event id unique), so a
 *   replayed event is counted once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('online_payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('deposit', 'balance', 'invoice')`))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('restrict'))
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('restrict'))
    .addColumn('amount_halalas', 'bigint', (c) => c.notNull().check(sql`amount_halalas > 0`))
    .addColumn('refunded_halalas', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`refunded_halalas >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('SAR'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'paid', 'failed', 'partly_refunded', 'refunded')`))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_checkout_id', 'text')
    .addColumn('checkout_url', 'text')
    .addColumn('gateway_payment_id', 'text')
    .addColumn('gateway_status', 'text')
    .addColumn('method', 'text')
    .addColumn('failure_message', 'text')
    .addColumn('document_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .addCheckConstraint('online_payments_refund_within', sql`refunded_halalas <= amount_halalas`)
    .execute();
  await sql`create unique index online_payments_checkout_key on online_payments (gateway, gateway_checkout_id)`.execute(db);
  await sql`create unique index online_payments_payment_key on online_payments (gateway, gateway_payment_id)`.execute(db);
  await sql`create index online_payments_pending_idx on online_payments (created_at) where state = 'pending'`.execute(db);
  await db.schema.createIndex('online_payments_booking_idx').on('online_payments').column('booking_id').execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('online_payments.id').onDelete('restrict'))
    .addColumn('amount_halalas', 'bigint', (c) => c.notNull().check(sql`amount_halalas > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('credit_note_id', 'integer', (c) => c.references('invoices.id').onDelete('restrict'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payment_refunds_payment_idx').on('payment_refunds').column('payment_id').execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('gateway_payment_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('payment_webhook_events_pkey', ['gateway', 'event_id'])
    .execute();
  // Records: refused a delete like invoices are (records-kept migration).
  for (const table of ['online_payments', 'payment_refunds']) {
    await sql`create trigger ${sql.id(`${table}_kept`)} before delete on ${sql.id(table)} for each row execute function refuse_record_delete()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_webhook_events').ifExists().execute();
  await db.schema.dropTable('payment_refunds').ifExists().execute();
  await db.schema.dropTable('online_payments').ifExists().execute();
}
