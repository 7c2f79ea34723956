import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { DERIVED_TABLES, type Database } from '../db/database';
import type { FileStorage } from '../files/storage/file-storage';
import { referencedFiles } from '../files/referenced-files';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  END_ENTRY,
  fileEntry,
  MANIFEST_ENTRY,
  tableEntry,
  type BackupEnd,
  type BackupManifest,
  type BackupSummary,
} from './archive-format';
import { rowLine } from './ndjson';
import { TarWriter } from './tar';

/** The bytes of `body`, passed through, fed to `hash` on the way. */
async function* hashed(body: AsyncIterable<Buffer | Uint8Array | string>, hash: Hash): AsyncGenerator<Buffer> {
  for await (const piece of body) {
    const chunk = typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
    hash.update(chunk);
    yield chunk;
  }
}

export interface BackupSource {
  db: Kysely<Database>;
  schema: string;
  kind: 'postgres' | 'pglite';
  storage: FileStorage;
}

/**
 * Kysely's bookkeeping, the files table whose bytes travel as files/ entries, and the counts that
 * triggers derive from the other tables (rebuilt by those triggers as a restore loads the rows).
 */
/** The derived counters under the names they had before the booking-rating-names migration (a restore of an older backup passes through them). */
const FORMER_DERIVED_TABLES = ['request_counts', 'rate_counts'];
const NOT_DUMPED = new Set<string>(['kysely_migration', 'kysely_migration_lock', 'stored_files', ...DERIVED_TABLES, ...FORMER_DERIVED_TABLES]);
const FETCH_ROWS = 500;

/** The schema's tables (those a backup holds) and their columns, in order. */
export async function dumpedTables(db: Kysely<Database>, schema: string): Promise<Array<{ name: string; columns: string[] }>> {
  const rows = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = ${schema} and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, string[]>();
  for (const row of rows.rows) {
    if (NOT_DUMPED.has(row.table_name)) continue;
    let columns = tables.get(row.table_name);
    if (!columns) tables.set(row.table_name, (columns = []));
    columns.push(row.column_name);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

async function appliedMigrations(db: Kysely<Database>, schema: string): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')} order by name`.execute(db);
  return result.rows.map((r) => r.name);
}

/**
 * Writes a backup archive (gzipped tar) to `out`: every table as one consistent snapshot (a single
 * REPEATABLE READ, read-only transaction, read through a cursor so no table is held in memory),
 * then the stored files those rows point at. Files are read after the snapshot: they never change
 * once written, and a file removed in between is listed as missing rather than stopping the backup.
 * On PGlite the transaction holds the one connection, so the site waits for the rows (not the files).
 */
export async function writeBackup(source: BackupSource, out: Writable): Promise<BackupSummary> {
  const work = await mkdtemp(path.join(tmpdir(), 'khadamat-backup-'));
  try {
    const snapshot = await source.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const migrations = await appliedMigrations(trx, source.schema);
        const tables: BackupManifest['tables'] = [];
        for (const table of await dumpedTables(trx, source.schema)) {
          const file = createWriteStream(path.join(work, `${table.name}.jsonl`));
          const digest = createHash('sha256');
          let rows = 0;
          try {
            await sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${sql.id(source.schema, table.name)} t`.execute(trx);
            for (;;) {
              const batch = await sql<{ line: string }>`fetch forward ${sql.raw(String(FETCH_ROWS))} from backup_rows`.execute(trx);
              if (batch.rows.length === 0) break;
              rows += batch.rows.length;
              const text = batch.rows.map((r) => rowLine(r.line)).join('');
              digest.update(text);
              if (!file.write(text)) await new Promise<void>((resolve) => file.once('drain', () => resolve()));
            }
            await sql`close backup_rows`.execute(trx);
          } finally {
            await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
          }
          tables.push({ ...table, rows, sha256: digest.digest('hex') });
        }
        return { migrations, tables, files: await referencedFiles(trx, new Set(tables.map((t) => t.name))) };
      });

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      database: source.kind,
      ...snapshot,
    };
    const gzip = createGzip();
    const written = pipeline(gzip, out);
    // A failed output must not leave the writer waiting for a drain.
    written.catch(() => gzip.destroy());
    const tar = new TarWriter(gzip);
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.entry(MANIFEST_ENTRY, manifestBytes.length, manifestBytes);
    for (const table of snapshot.tables) {
      const file = path.join(work, `${table.name}.jsonl`);
      await tar.entry(tableEntry(table.name), (await stat(file)).size, createReadStream(file));
    }
    const end: BackupEnd = { files: 0, fileBytes: 0, missingFiles: [], sha256: {} };
    for (const file of snapshot.files) {
      const info = await source.storage.stat(file.name);
      const body = info ? await source.storage.get(file.name) : null;
      if (!info || !body) {
        end.missingFiles.push(file.name);
        continue;
      }
      const digest = createHash('sha256');
      await tar.entry(fileEntry(file.name), info.size, hashed(body, digest));
      end.sha256![file.name] = digest.digest('hex');
      end.files += 1;
      end.fileBytes += info.size;
    }
    const endBytes = Buffer.from(JSON.stringify(end, null, 2));
    await tar.entry(END_ENTRY, endBytes.length, endBytes);
    await tar.finish();
    await written;
    const tables = Object.fromEntries(snapshot.tables.map((t) => [t.name, t.rows]));
    return {
      tables,
      rows: snapshot.tables.reduce((sum, t) => sum + t.rows, 0),
      files: end.files,
      fileBytes: end.fileBytes,
      missingFiles: end.missingFiles,
      migrations: snapshot.migrations,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
