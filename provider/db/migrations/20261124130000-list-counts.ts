import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they describe the schema at their point in time, not today's types.

/**
 * Row counts and table versions kept by triggers, so that paged lists, the dashboard and the public
 * answers' ETags never count(*) 100,000 rows (measured by scripts/bench-provider-lists.ts):
 *
 * - table_stats: per table, its number of rows and a version that every write statement raises. The
 *   version is what a provider instance's answer cache is keyed on: it lives in the database, so a
 *   write through any instance is seen by all of them. (users: raised only when a name changes, the
 *   one users column public answers show; a login would otherwise drop every cached rating list.)
 * - grouped counters (user_counts, request_counts, rate_counts, quote_counts): the rows per value
 *   of the columns the lists filter on, so any combination of those filters is a sum of a few rows.
 * - post_counts: posts per status (language '*'), and versions per status and language.
 *
 * The triggers are statement-level with transition tables: a bulk insert updates each counter row
 * once, not once per row. Counter rows are taken in key order, so two writers never deadlock on them.
 * Versions start from the clock, so after the tables are dropped and made again a version is never
 * one an instance already cached an answer under.
 *
 * Searches: trigram indexes on the blog versions (title, summary, body) and the slug, which the
 * blog searches scanned.
 */

/** Tables with a row in table_stats. */
const STATS_TABLES = [
  'users',
  'services',
  'service_files',
  'partners',
  'rates',
  'contact_messages',
  'service_requests',
  'quotes',
  'posts',
  'post_translations',
  'post_services',
  'site_content',
];

export interface Counter {
  name: string;
  table: string;
  /** Counter column, its type and the expression over a row of the table. */
  keys: Array<[column: string, type: string, expression: string]>;
  /** Summed columns: column, type, expression. */
  sums?: Array<[column: string, type: string, expression: string]>;
}

const COUNTERS: Counter[] = [
  {
    name: 'user_counts',
    table: 'users',
    keys: [
      ['role', 'text', 'role'],
      ['is_active', 'boolean', 'is_active'],
      ['type_user', 'integer', 'type_user'],
    ],
  },
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
  {
    name: 'quote_counts',
    table: 'quotes',
    keys: [
      ['status', 'text', 'status'],
      ['valid_until', 'date', 'valid_until'],
    ],
    sums: [['total_halalas', 'numeric', 'total_halalas']],
  },
];

const TRIGRAM: Array<[table: string, column: string]> = [
  ['post_translations', 'title'],
  ['post_translations', 'summary'],
  ['post_translations', 'body'],
  ['posts', 'slug'],
];
const trigramIndexName = (table: string, column: string) => `${table}_${column}_trgm_idx`;

const run = (db: Kysely<any>, text: string) => sql.raw(text).execute(db);

/** The statements that apply one statement's rows (`source`: new_rows or old_rows) to a counter, with `sign`. */
function counterUpsert(counter: Counter, select: string): string {
  const columns = [...counter.keys, ...(counter.sums ?? [])].map(([column]) => column);
  const keyColumns = counter.keys.map(([column]) => column);
  const updates = ['n = c.n + excluded.n', ...(counter.sums ?? []).map(([column]) => `${column} = c.${column} + excluded.${column}`)];
  return `insert into ${counter.name} as c (${columns.join(', ')}, n) ${select}
    on conflict (${keyColumns.join(', ')}) do update set ${updates.join(', ')}`;
}

function counterSelect(counter: Counter, rows: string, sign: 1 | -1): string {
  const keys = counter.keys.map(([column, , expression]) => `${expression} as ${column}`);
  const sums = (counter.sums ?? []).map(([column, , expression]) => `${sign === 1 ? '' : '-'}${expression} as ${column}`);
  return `select ${[...keys, ...sums].join(', ')}, ${sign} as n from ${rows}`;
}

export async function createCounter(db: Kysely<any>, counter: Counter): Promise<void> {
  const keyColumns = counter.keys.map(([column]) => column);
  const sumColumns = (counter.sums ?? []).map(([column]) => column);
  const definitions = [
    ...counter.keys.map(([column, type]) => `${column} ${type} not null`),
    ...(counter.sums ?? []).map(([column, type]) => `${column} ${type} not null default 0`),
  ];
  await run(db, `create table ${counter.name} (${definitions.join(', ')}, n bigint not null default 0, primary key (${keyColumns.join(', ')}))`);
  const grouped = (inner: string, having: boolean) =>
    `select ${[...keyColumns, ...sumColumns.map((c) => `sum(${c})`)].join(', ')}, sum(n) from (${inner}) x
     group by ${keyColumns.join(', ')}${having ? ' having sum(n) <> 0' : ''} order by ${keyColumns.join(', ')}`;
  await run(db, counterUpsert(counter, grouped(counterSelect(counter, counter.table, 1), false)));
  await run(
    db,
    `create function ${counter.name}_change() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        ${counterUpsert(counter, grouped(counterSelect(counter, 'new_rows', 1), false))};
      elsif tg_op = 'DELETE' then
        ${counterUpsert(counter, grouped(counterSelect(counter, 'old_rows', -1), false))};
      elsif tg_op = 'UPDATE' then
        ${counterUpsert(counter, grouped(`${counterSelect(counter, 'new_rows', 1)} union all ${counterSelect(counter, 'old_rows', -1)}`, true))};
      else
        delete from ${counter.name};
      end if;
      return null;
    end $$`,
  );
  const fn = `${counter.name}_change()`;
  await run(
    db,
    `create trigger ${counter.name}_insert after insert on ${counter.table} referencing new table as new_rows for each statement execute function ${fn}`,
  );
  await run(
    db,
    `create trigger ${counter.name}_delete after delete on ${counter.table} referencing old table as old_rows for each statement execute function ${fn}`,
  );
  await run(
    db,
    `create trigger ${counter.name}_update after update on ${counter.table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}`,
  );
  await run(db, `create trigger ${counter.name}_truncate after truncate on ${counter.table} for each statement execute function ${fn}`);
}

export async function dropCounter(db: Kysely<any>, counter: Counter): Promise<void> {
  for (const suffix of ['insert', 'delete', 'update', 'truncate']) await run(db, `drop trigger if exists ${counter.name}_${suffix} on ${counter.table}`);
  await run(db, `drop function if exists ${counter.name}_change()`);
  await run(db, `drop table if exists ${counter.name}`);
}

async function createTableStats(db: Kysely<any>): Promise<void> {
  await run(db, 'create table table_stats (table_name text primary key, row_count bigint not null, version bigint not null)');
  const start = '(extract(epoch from clock_timestamp()) * 1000000)::bigint';
  for (const table of STATS_TABLES) {
    await run(db, `insert into table_stats (table_name, row_count, version) select '${table}', count(*), ${start} from ${table}`);
  }
  await run(
    db,
    `create function table_stats_change() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        update table_stats set row_count = row_count + (select count(*) from new_rows), version = version + 1 where table_name = tg_table_name;
      elsif tg_op = 'DELETE' then
        update table_stats set row_count = row_count - (select count(*) from old_rows), version = version + 1 where table_name = tg_table_name;
      elsif tg_op = 'TRUNCATE' then
        update table_stats set row_count = 0, version = version + 1 where table_name = tg_table_name;
      elsif tg_table_name <> 'users' then
        update table_stats set version = version + 1 where table_name = tg_table_name;
      -- A statement of its own: planned only for users, the one table whose update has transition tables.
      elsif exists (select 1 from new_rows n join old_rows o on o.id = n.id where n.full_name is distinct from o.full_name) then
        update table_stats set version = version + 1 where table_name = tg_table_name;
      end if;
      return null;
    end $$`,
  );
  for (const table of STATS_TABLES) {
    const fn = 'table_stats_change()';
    await run(db, `create trigger ${table}_stats_insert after insert on ${table} referencing new table as new_rows for each statement execute function ${fn}`);
    await run(db, `create trigger ${table}_stats_delete after delete on ${table} referencing old table as old_rows for each statement execute function ${fn}`);
    // Only users reads the rows of an update (has a name changed?); the others just raise the version.
    const referencing = table === 'users' ? 'referencing old table as old_rows new table as new_rows ' : '';
    await run(db, `create trigger ${table}_stats_update after update on ${table} ${referencing}for each statement execute function ${fn}`);
    await run(db, `create trigger ${table}_stats_truncate after truncate on ${table} for each statement execute function ${fn}`);
  }
}

/**
 * post_counts: (status, '*') counts posts; (status, language) counts the versions in that language
 * of posts in that status. A post's versions move with it when its status changes. A deleted post
 * takes its versions' counts with it in a row trigger that runs before the delete, because the
 * versions' own trigger, run by the cascade, no longer finds the post (and skips those versions).
 */
async function createPostCounts(db: Kysely<any>): Promise<void> {
  await run(db, 'create table post_counts (status text not null, language text not null, n bigint not null default 0, primary key (status, language))');
  const upsert = (select: string) =>
    `insert into post_counts as c (status, language, n) select status, language, sum(n) from (${select}) x
     group by status, language having sum(n) <> 0 order by status, language
     on conflict (status, language) do update set n = c.n + excluded.n`;
  await run(
    db,
    upsert(
      `select status, '*' as language, 1 as n from posts union all select p.status, t.language, 1 from post_translations t join posts p on p.id = t.post_id`,
    ),
  );
  await run(
    db,
    `create function post_counts_posts_change() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        ${upsert(`select status, '*' as language, 1 as n from new_rows`)};
      elsif tg_op = 'DELETE' then
        ${upsert(`select status, '*' as language, -1 as n from old_rows`)};
      elsif tg_op = 'UPDATE' then
        ${upsert(`select n.status, '*' as language, 1 as n from new_rows n
                  union all select o.status, '*', -1 from old_rows o
                  union all select n.status, t.language, 1 from new_rows n join old_rows o on o.id = n.id join post_translations t on t.post_id = n.id where n.status <> o.status
                  union all select o.status, t.language, -1 from new_rows n join old_rows o on o.id = n.id join post_translations t on t.post_id = n.id where n.status <> o.status`)};
      else
        delete from post_counts;
      end if;
      return null;
    end $$`,
  );
  await run(
    db,
    `create function post_counts_post_deleting() returns trigger language plpgsql set search_path from current as $$
    begin
      ${upsert(`select old.status as status, t.language, -1 as n from post_translations t where t.post_id = old.id`)};
      return old;
    end $$`,
  );
  await run(
    db,
    `create function post_counts_versions_change() returns trigger language plpgsql set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        ${upsert(`select p.status, t.language, 1 as n from new_rows t join posts p on p.id = t.post_id`)};
      elsif tg_op = 'DELETE' then
        ${upsert(`select p.status, t.language, -1 as n from old_rows t join posts p on p.id = t.post_id`)};
      elsif tg_op = 'UPDATE' then
        ${upsert(`select p.status, t.language, 1 as n from new_rows t join posts p on p.id = t.post_id
                  union all select p.status, t.language, -1 from old_rows t join posts p on p.id = t.post_id`)};
      else
        delete from post_counts where language <> '*';
      end if;
      return null;
    end $$`,
  );
  const posts = 'post_counts_posts_change()';
  const versions = 'post_counts_versions_change()';
  await run(db, `create trigger post_counts_insert after insert on posts referencing new table as new_rows for each statement execute function ${posts}`);
  await run(db, `create trigger post_counts_delete after delete on posts referencing old table as old_rows for each statement execute function ${posts}`);
  await run(
    db,
    `create trigger post_counts_update after update on posts referencing old table as old_rows new table as new_rows for each statement execute function ${posts}`,
  );
  await run(db, `create trigger post_counts_truncate after truncate on posts for each statement execute function ${posts}`);
  await run(db, `create trigger post_counts_deleting before delete on posts for each row execute function post_counts_post_deleting()`);
  await run(
    db,
    `create trigger post_counts_insert after insert on post_translations referencing new table as new_rows for each statement execute function ${versions}`,
  );
  await run(
    db,
    `create trigger post_counts_delete after delete on post_translations referencing old table as old_rows for each statement execute function ${versions}`,
  );
  await run(
    db,
    `create trigger post_counts_update after update on post_translations referencing old table as old_rows new table as new_rows for each statement execute function ${versions}`,
  );
  await run(db, `create trigger post_counts_truncate after truncate on post_translations for each statement execute function ${versions}`);
}

async function trigramSchema(db: Kysely<any>): Promise<string | null> {
  const result = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db);
  return result.rows[0]?.schema ?? null;
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTableStats(db);
  for (const counter of COUNTERS) await createCounter(db, counter);
  await createPostCounts(db);
  // Where pg_trgm is installed (see the list-indexes migration); without it the searches scan.
  const schema = await trigramSchema(db);
  if (schema !== null) {
    for (const [table, column] of TRIGRAM) {
      await sql`create index ${sql.id(trigramIndexName(table, column))} on ${sql.id(table)} using gin (${sql.id(column)} ${sql.id(schema)}.gin_trgm_ops)`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [table, column] of TRIGRAM) await db.schema.dropIndex(trigramIndexName(table, column)).ifExists().execute();
  for (const table of ['posts', 'post_translations']) {
    for (const suffix of ['insert', 'delete', 'update', 'truncate']) await run(db, `drop trigger if exists post_counts_${suffix} on ${table}`);
  }
  await run(db, 'drop trigger if exists post_counts_deleting on posts');
  for (const fn of ['post_counts_posts_change', 'post_counts_post_deleting', 'post_counts_versions_change']) await run(db, `drop function if exists ${fn}()`);
  await run(db, 'drop table if exists post_counts');
  for (const counter of COUNTERS) await dropCounter(db, counter);
  for (const table of STATS_TABLES) {
    for (const suffix of ['insert', 'delete', 'update', 'truncate']) await run(db, `drop trigger if exists ${table}_stats_${suffix} on ${table}`);
  }
  await run(db, 'drop function if exists table_stats_change()');
  await run(db, 'drop table if exists table_stats');
}
