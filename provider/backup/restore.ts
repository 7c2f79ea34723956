import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';
import { appliedMigrations, migrateTo, migrateToLatest, MIGRATIONS, type MigratableDatabase } from '../db/migrate';
import type { FileStorage } from '../files/storage/file-storage';
import { STORED_NAME_PATTERN } from '../files/stored-name';
import { END_ENTRY, fileEntry, MANIFEST_ENTRY, tableEntry, type BackupEnd, type BackupManifest, type BackupSummary } from './archive-format';
import { dumpedTables } from './dump';
import { readLines } from './ndjson';
import { readTar } from './tar';
import { BackupUnreadable, entryChecks, parseManifest } from './verify';

export interface RestoreTarget extends MigratableDatabase {
  db: Kysely<Database>;
  storage: FileStorage;
}

export interface RestoreOptions {
  /** Restore over a setup that has data: its rows and stored files are replaced by the backup's. */
  replace?: boolean;
}

/** Rows per insert, and the most JSON text one insert carries. */
const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

export class RestoreRefused extends Error {}

/** An archive check that failed, as the restore's refusal. */
function refused<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof BackupUnreadable) throw new RestoreRefused(error.message);
    throw error;
  }
}

/** The bytes of `chunks` passed through, their SHA-256 set by `done` at the end. */
async function* digesting(chunks: AsyncIterable<Buffer>, done: (sha256: string) => void): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of chunks) {
    hash.update(chunk);
    yield chunk;
  }
  done(hash.digest('hex'));
}

function checkManifest(raw: Buffer): BackupManifest {
  const manifest = refused(() => parseManifest(raw));
  const known = Object.keys(MIGRATIONS);
  const expected = known.slice(0, manifest.migrations.length);
  if (manifest.migrations.length === 0 || manifest.migrations.some((name, i) => name !== expected[i])) {
    const unknown = manifest.migrations.find((name) => !known.includes(name));
    throw new RestoreRefused(
      unknown
        ? `the backup was made by a newer version (migration ${unknown} is unknown here): restore it with that version`
        : "the backup's migrations do not match this version's",
    );
  }
  for (const table of manifest.tables) if (!/^[a-z_][a-z0-9_]*$/.test(table.name)) throw new RestoreRefused(`bad table name in the manifest: ${table.name}`);
  for (const file of manifest.files) if (!STORED_NAME_PATTERN.test(file.name)) throw new RestoreRefused(`bad file name in the manifest: ${file.name}`);
  return manifest;
}

/** The tables that hold rows now (an empty setup has none, migrated or not). */
async function tablesWithRows(db: Kysely<Database>, schema: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await dumpedTables(db, schema)) {
    const result = await sql<{ any: boolean }>`select exists (select 1 from ${sql.id(schema, table.name)}) as any`.execute(db);
    if (result.rows[0]?.any) found.push(table.name);
  }
  return found;
}

/** Parents before children, by the foreign keys between the schema's tables. */
async function loadOrder(db: Kysely<Database>, schema: string, tables: string[]): Promise<string[]> {
  const edges = await sql<{ child: string; parent: string }>`
    select ch.relname as child, pa.relname as parent from pg_constraint c
    join pg_class ch on ch.oid = c.conrelid join pg_class pa on pa.oid = c.confrelid
    join pg_namespace n on n.oid = ch.relnamespace
    where c.contype = 'f' and n.nspname = ${schema}`.execute(db);
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges.rows) if (child !== parent && parents.has(child) && parents.has(parent)) parents.get(child)!.add(parent);
  const order: string[] = [];
  const placed = new Set<string>();
  while (order.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error("the tables' foreign keys form a cycle");
    for (const t of ready) {
      order.push(t);
      placed.add(t);
    }
  }
  return order;
}

async function loadTable(trx: Kysely<Database>, schema: string, table: string, columns: string[], file: string): Promise<number> {
  const target = sql.id(schema, table);
  const list = sql.join(columns.map((c) => sql.id(c)));
  let batch: string[] = [];
  let chars = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // PostgreSQL turns its own JSON back into each column's type (timestamps, numeric, jsonb, bytea): no value passes through JavaScript numbers.
    await sql`insert into ${target} (${list}) select ${list} from json_populate_recordset(null::${target}, ${`[${batch.join(',')}]`}::json)`.execute(trx);
    rows += batch.length;
    batch = [];
    chars = 0;
  };
  // Split on \n alone: U+2028 and U+2029 (readline's line ends too) are text inside a row.
  for await (const line of readLines(createReadStream(file))) {
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  return rows;
}

/** Serial columns continue after the restored ids. */
async function resetSequences(trx: Kysely<Database>, schema: string): Promise<void> {
  const serials = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = ${schema} and column_default like 'nextval(%'`.execute(trx);
  for (const { table_name: table, column_name: column } of serials.rows) {
    const qualified = `${quote(schema)}.${quote(table)}`;
    await sql`select setval(pg_get_serial_sequence(${qualified}, ${column}), coalesce((select max(${sql.id(column)}) from ${sql.id(schema, table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * Restores a backup archive into an empty setup (or, with `replace`, over one): reads and checks the
 * whole archive first (into a work folder), then migrates the database to the backup's migration,
 * loads every table in one transaction, migrates on to the latest, and puts the files into the
 * storage. Until that transaction commits the setup keeps what it had.
 */
export async function restoreBackup(target: RestoreTarget, input: Readable, options: RestoreOptions = {}): Promise<BackupSummary> {
  const { db, schema, storage } = target;
  const work = await mkdtemp(path.join(tmpdir(), 'khadamat-restore-'));
  try {
    const entries = readTar(input.pipe(createGunzip()));
    const first = await entries.next();
    if (first.done || first.value.name !== MANIFEST_ENTRY) throw new RestoreRefused('not a Khadamat backup: it does not start with its manifest');
    const manifest = checkManifest(await first.value.buffer());

    const occupied = await tablesWithRows(db, schema);
    if (occupied.length > 0 && !options.replace) {
      throw new RestoreRefused(`the database is not empty (rows in ${occupied.join(', ')}): restore into an empty one, or pass --replace to replace its data`);
    }

    const tableFiles = new Map(manifest.tables.map((t) => [tableEntry(t.name), t.name]));
    const contentTypes = new Map(manifest.files.map((f) => [fileEntry(f.name), f]));
    const checks = entryChecks(manifest);
    const spooled: Array<{ name: string; contentType: string }> = [];
    await mkdir(path.join(work, 'files'));
    let end: BackupEnd | null = null;
    let fileBytes = 0;
    for await (const entry of entries) {
      const table = tableFiles.get(entry.name);
      const file = contentTypes.get(entry.name);
      if (table) {
        await pipeline(
          digesting(entry.chunks(), (sha256) => checks.table(entry.name, sha256)),
          createWriteStream(path.join(work, `${table}.jsonl`)),
        );
      } else if (file) {
        // Kept aside until the rows are in: the storage may be a table that the migrations make.
        await pipeline(
          digesting(entry.chunks(), (sha256) => checks.file(file.name, sha256)),
          createWriteStream(path.join(work, 'files', file.name)),
        );
        fileBytes += entry.size;
        spooled.push(file);
      } else if (entry.name === END_ENTRY) {
        end = JSON.parse((await entry.buffer()).toString('utf8')) as BackupEnd;
      }
    }
    refused(() => checks.finish(end));
    if (!end) throw new RestoreRefused('the archive ends without its end entry');

    // The database as the backup knew it: up (an empty one), or down (one newer than the backup, empty or being replaced).
    const applied = await appliedMigrations(target);
    const backupLast = manifest.migrations[manifest.migrations.length - 1]!;
    if (applied.join('\n') !== manifest.migrations.join('\n')) await migrateTo(target, backupLast);

    const present = new Map((await dumpedTables(db, schema)).map((t) => [t.name, t.columns]));
    for (const table of manifest.tables) {
      const columns = present.get(table.name);
      const unknown = table.columns.filter((c) => !columns?.includes(c));
      if (!columns || unknown.length > 0)
        throw new Error(`the database at ${backupLast} has no ${columns ? `columns ${unknown.join(', ')} in ` : ''}table ${table.name}`);
    }
    const order = await loadOrder(
      db,
      schema,
      manifest.tables.map((t) => t.name),
    );
    const byName = new Map(manifest.tables.map((t) => [t.name, t]));
    const counts: Record<string, number> = {};
    await db.transaction().execute(async (trx) => {
      if (options.replace && present.size > 0) {
        await sql`truncate ${sql.join([...present.keys()].map((t) => sql.id(schema, t)))} restart identity cascade`.execute(trx);
      } else {
        // The setup was empty before migrating, so any row now is one a migration wrote (a default
        // setting, a first policy version): the backup's own rows of that table replace it. Children
        // first, so no foreign key is in the way.
        for (const name of [...order].reverse()) {
          await sql`delete from ${sql.id(schema, name)}`.execute(trx);
        }
      }
      for (const name of order) {
        const table = byName.get(name)!;
        counts[name] = await loadTable(trx, schema, name, table.columns, path.join(work, `${name}.jsonl`));
        if (counts[name] !== table.rows) throw new Error(`table ${name}: ${counts[name]} rows loaded, the manifest says ${table.rows}`);
      }
      await resetSequences(trx, schema);
    });
    await migrateToLatest(target);
    try {
      for (const file of spooled) await storage.put(file.name, await readFile(path.join(work, 'files', file.name)), file.contentType);
    } catch (error) {
      throw new Error(
        `the rows are restored, but putting the files into the storage failed (${(error as Error).message}): run the restore again with --replace`,
      );
    }

    if (options.replace) {
      // The replaced setup's own files, now pointed at by nothing.
      const keep = new Set(manifest.files.map((f) => f.name));
      const stale: string[] = [];
      for await (const name of storage.list()) if (!keep.has(name)) stale.push(name);
      for (const name of stale) await storage.delete(name);
    }
    return {
      tables: counts,
      rows: Object.values(counts).reduce((sum, n) => sum + n, 0),
      files: end.files,
      fileBytes,
      missingFiles: end.missingFiles,
      migrations: manifest.migrations,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
