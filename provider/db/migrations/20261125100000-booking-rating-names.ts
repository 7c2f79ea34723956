import { sql, type Kysely } from 'kysely';
import { createCounter, dropCounter, type Counter } from './20261124130000-list-counts';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * One vocabulary (docs/architecture.md): a booking is a booking and a rating a rating, in the
 * tables too. The tables, their indexes, constraints, sequences and triggers take the new names;
 * the two grouped counters of the list-counts migration are made again under theirs (their trigger
 * functions name the counter table, so a rename alone would leave them writing to the old name).
 *
 * Rows are not touched. A backup made before this migration names the old tables: the restore
 * migrates an empty database to the backup's last migration, loads the rows under those names and
 * then migrates to the latest, which runs this one (provider/backup/restore.ts).
 */

const TABLES: Array<[before: string, after: string]> = [
  ['service_requests', 'bookings'],
  ['service_request_items', 'booking_items'],
  ['rates', 'ratings'],
];

const COUNTERS_BEFORE: Counter[] = [
  { name: 'request_counts', table: 'service_requests', keys: [['status', 'text', 'status']] },
  {
    name: 'rate_counts',
    table: 'rates',
    keys: [
      ['service_id', 'integer', 'service_id'],
      ['value', 'integer', 'value'],
      ['has_comment', 'boolean', "btrim(comment) <> ''"],
    ],
  },
];

const COUNTERS_AFTER: Counter[] = [
  { name: 'booking_counts', table: 'bookings', keys: [['status', 'text', 'status']] },
  {
    name: 'rating_counts',
    table: 'ratings',
    keys: [
      ['service_id', 'integer', 'service_id'],
      ['value', 'integer', 'value'],
      ['has_comment', 'boolean', "btrim(comment) <> ''"],
    ],
  },
];

const renamed = (name: string, from: string, to: string) => (name.startsWith(`${from}_`) ? `${to}${name.slice(from.length)}` : null);

/** Renames the table and every index, constraint, sequence and trigger whose name starts with its name. */
async function renameTable(db: Kysely<any>, from: string, to: string): Promise<void> {
  await sql`alter table ${sql.id(from)} rename to ${sql.id(to)}`.execute(db);
  const table = sql.id(to);
  // Foreign keys and checks first: renaming an index renames the constraint it backs (primary key, unique).
  const constraints = await sql<{ name: string }>`
    select c.conname as name from pg_constraint c join pg_class t on t.oid = c.conrelid
    where t.oid = ${to}::regclass and c.contype in ('f', 'c') order by 1`.execute(db);
  for (const { name } of constraints.rows) {
    const next = renamed(name, from, to);
    if (next) await sql`alter table ${table} rename constraint ${sql.id(name)} to ${sql.id(next)}`.execute(db);
  }
  const indexes = await sql<{ name: string }>`
    select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid where x.indrelid = ${to}::regclass order by 1`.execute(db);
  for (const { name } of indexes.rows) {
    const next = renamed(name, from, to);
    if (next) await sql`alter index ${sql.id(name)} rename to ${sql.id(next)}`.execute(db);
  }
  const sequences = await sql<{ name: string }>`
    select s.relname as name from pg_depend d join pg_class s on s.oid = d.objid
    where d.refobjid = ${to}::regclass and d.classid = 'pg_class'::regclass and s.relkind = 'S' order by 1`.execute(db);
  for (const { name } of sequences.rows) {
    const next = renamed(name, from, to);
    if (next) await sql`alter sequence ${sql.id(name)} rename to ${sql.id(next)}`.execute(db);
  }
  const triggers = await sql<{ name: string }>`
    select tgname as name from pg_trigger where tgrelid = ${to}::regclass and not tgisinternal order by 1`.execute(db);
  for (const { name } of triggers.rows) {
    const next = renamed(name, from, to);
    if (next) await sql`alter trigger ${sql.id(name)} on ${table} rename to ${sql.id(next)}`.execute(db);
  }
  // The table-stats triggers find their row by the table's name.
  await sql`update table_stats set table_name = ${to} where table_name = ${from}`.execute(db);
}

async function rename(db: Kysely<any>, pairs: Array<[string, string]>, drop: Counter[], create: Counter[]): Promise<void> {
  for (const counter of drop) await dropCounter(db, counter);
  for (const [from, to] of pairs) await renameTable(db, from, to);
  for (const counter of create) await createCounter(db, counter);
}

export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, TABLES, COUNTERS_BEFORE, COUNTERS_AFTER);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rename(
    db,
    TABLES.map(([before, after]) => [after, before]),
    COUNTERS_AFTER,
    COUNTERS_BEFORE,
  );
}
