import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Records are never deleted (architecture, convention 12; VAT Implementing Regulations art. 66: tax
 * invoices are kept six years). Until now a deleted client took its bookings, quotes, issued invoices
 * and ratings with it through cascades, and a deleted service its verified reviews. From here on:
 *
 * - every foreign key into a record is RESTRICT: deleting a user, client, service or booking that a
 *   record points at fails in the database, whatever the code above it does;
 * - the records themselves (invoices and their lines, quotes and their lines, booking changes and the
 *   audit log) refuse DELETE outright, by trigger (TRUNCATE, which a restore uses, is not a delete);
 * - users, services and partners get archived_at: archived instead of deleted, and restorable;
 *   users also anonymised_at (their personal data replaced on request, the records kept).
 */

/** [table, column, referenced table]: the foreign keys that now refuse a delete of what they point at. */
export const KEPT_REFERENCES: ReadonlyArray<readonly [string, string, string]> = [
  ['clients', 'user_id', 'users'],
  ['bookings', 'client_id', 'clients'],
  ['bookings', 'slot_service_id', 'services'],
  ['booking_items', 'request_id', 'bookings'],
  ['booking_items', 'service_id', 'services'],
  ['booking_changes', 'booking_id', 'bookings'],
  ['booking_changes', 'by_user_id', 'users'],
  ['quotes', 'request_id', 'bookings'],
  ['quotes', 'client_id', 'clients'],
  ['quotes', 'answered_by', 'users'],
  ['quotes', 'created_by', 'users'],
  ['quote_items', 'quote_id', 'quotes'],
  ['invoices', 'quote_id', 'quotes'],
  ['invoices', 'booking_id', 'bookings'],
  ['invoices', 'client_id', 'clients'],
  ['invoices', 'created_by', 'users'],
  ['invoices', 'paid_by', 'users'],
  ['invoice_items', 'invoice_id', 'invoices'],
  ['ratings', 'booking_id', 'bookings'],
  ['ratings', 'client_id', 'clients'],
  ['ratings', 'service_id', 'services'],
  ['partners', 'service_id', 'services'],
  ['audit_log', 'actor_id', 'users'],
];

/** Tables whose rows are never deleted, whatever points at them. */
export const UNDELETABLE_TABLES = ['invoices', 'invoice_items', 'quotes', 'quote_items', 'booking_changes', 'audit_log'] as const;

async function setDeleteRule(db: Kysely<any>, table: string, column: string, parent: string, rule: 'restrict' | 'cascade' | 'set null'): Promise<void> {
  const found = await sql<{ conname: string }>`
    select c.conname from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.conrelid = to_regclass(${table}) and a.attname = ${column}`.execute(db);
  const name = found.rows[0]?.conname ?? `${table}_${column}_fkey`;
  await sql`alter table ${sql.id(table)} drop constraint if exists ${sql.id(name)}`.execute(db);
  await sql`alter table ${sql.id(table)} add constraint ${sql.id(name)} foreign key (${sql.id(column)}) references ${sql.id(parent)} (id) on delete ${sql.raw(rule)}`.execute(
    db,
  );
}

/** What each foreign key did before (to go back down). */
const BEFORE: Record<string, 'cascade' | 'set null'> = {
  'bookings.slot_service_id': 'set null',
  'booking_items.service_id': 'set null',
  'booking_changes.by_user_id': 'set null',
  'quotes.answered_by': 'set null',
  'quotes.created_by': 'set null',
  'invoices.created_by': 'set null',
  'invoices.paid_by': 'set null',
  'ratings.booking_id': 'set null',
  'partners.service_id': 'set null',
  'audit_log.actor_id': 'set null',
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [table, column, parent] of KEPT_REFERENCES) await setDeleteRule(db, table, column, parent, 'restrict');

  // SQLSTATE 23001 (restrict_violation), like the foreign keys': callers read one code for "kept".
  await sql`
    create or replace function refuse_record_delete() returns trigger language plpgsql as $$
    begin
      raise exception 'rows of % are records and are never deleted', tg_table_name using errcode = '23001';
    end
    $$`.execute(db);
  for (const table of UNDELETABLE_TABLES) {
    await sql`create trigger ${sql.id(`${table}_kept`)} before delete on ${sql.id(table)} for each row execute function refuse_record_delete()`.execute(db);
  }

  for (const table of ['users', 'services', 'partners']) {
    await db.schema.alterTable(table).addColumn('archived_at', 'timestamptz').execute();
  }
  await db.schema.alterTable('users').addColumn('anonymised_at', 'timestamptz').execute();
  // The public lists read only what is not archived.
  await sql`create index services_live_idx on services (id) where archived_at is null`.execute(db);
  await sql`create index partners_live_idx on partners (id) where archived_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists partners_live_idx`.execute(db);
  await sql`drop index if exists services_live_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('anonymised_at').execute();
  for (const table of ['users', 'services', 'partners']) await db.schema.alterTable(table).dropColumn('archived_at').execute();
  for (const table of UNDELETABLE_TABLES) await sql`drop trigger if exists ${sql.id(`${table}_kept`)} on ${sql.id(table)}`.execute(db);
  await sql`drop function if exists refuse_record_delete()`.execute(db);
  for (const [table, column, parent] of KEPT_REFERENCES) {
    await setDeleteRule(db, table, column, parent, BEFORE[`${table}.${column}`] ?? 'cascade');
  }
}
