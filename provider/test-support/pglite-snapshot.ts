import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { PGliteDialect } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';

/**
 * One migrated PGlite database for the whole `npm test` run. A new PGlite runs initdb and then
 * every migration (8 and 2.5 s a suite, measured on a busy two-core machine); starting from this
 * snapshot took 2 s there, and every suite still gets a database of its own. The tests' global setup builds it once; the workers find it through the environment.
 */
export const SNAPSHOT_ENV = 'KHADAMAT_TEST_PGLITE_SNAPSHOT';
/**
 * The same database before its migrations: what PGlite's initdb leaves, for the suites that start
 * from a database without tables (a restore's target). initdb took 3-4 s of CPU per such database
 * (issue 31 item 3).
 */
export const EMPTY_SNAPSHOT_ENV = 'KHADAMAT_TEST_PGLITE_EMPTY_SNAPSHOT';

/** The shared buffers of the tests' PGlite databases (postgresql.auto.conf in both snapshots). */
export const TEST_SHARED_BUFFERS = '16MB';

const dump = async (pglite: PGlite, file: string) => writeFileSync(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));

/** Writes the migrated database to `file`, and with `emptyFile` the same database as initdb left it, before migrating. */
export async function writeMigratedSnapshot(file: string, emptyFile?: string): Promise<void> {
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    // Every PGlite started from a snapshot allocates and clears its shared buffers first: at
    // initdb's 128 MB that was half the CPU of opening one (2.75 s median, 1.5 s at 16 MB, measured
    // on the migrated snapshot). A test database holds a few hundred rows; 16 MB is 2,048 pages.
    await pglite.exec(`alter system set shared_buffers = '${TEST_SHARED_BUFFERS}'`);
    if (emptyFile) await dump(pglite, emptyFile);
    await migrateToLatest({ db, schema: 'public' });
    await dump(pglite, file);
  } finally {
    await db.destroy();
  }
}

/**
 * A snapshot read once, whose bytes every PGlite opened from it reads without a copy. PGlite reads
 * a data directory with `blob.arrayBuffer()`, which copies the whole 40 MB tarball out of a Blob
 * each time: 40 % of the CPU of opening a database (1.05 s median, 0.62 s from one kept buffer;
 * 10 opens each, alternating). PGlite only reads those bytes (it copies each file into its own file
 * system, so what a database writes never reaches them: pglite-snapshot.test.ts checks that two
 * databases opened from one snapshot do not see each other's tables).
 */
class KeptSnapshot extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(bytes: ArrayBuffer) {
    super([bytes]);
    this.#bytes = bytes;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

const loaded = new Map<string, Blob | null>();

function snapshotOfRun(env: string): Blob | null {
  let blob = loaded.get(env);
  if (blob === undefined) {
    const file = process.env[env];
    loaded.set(env, (blob = file ? new KeptSnapshot(new Uint8Array(readFileSync(file)).buffer) : null));
  }
  return blob;
}

/** The run's migrated snapshot, or null outside `npm test` (a suite run by other means migrates itself). */
export function migratedSnapshot(): Blob | null {
  return snapshotOfRun(SNAPSHOT_ENV);
}

/** The run's initialised, unmigrated snapshot, or null outside `npm test` (PGlite then runs initdb). */
export function emptySnapshot(): Blob | null {
  return snapshotOfRun(EMPTY_SNAPSHOT_ENV);
}

/** Part of the tests' global setup: builds the snapshot in a folder of its own and tells the workers where. */
export async function buildSnapshotForRun(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'khadamat-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  const emptyFile = path.join(dir, 'empty.tar');
  await writeMigratedSnapshot(file, emptyFile);
  process.env[SNAPSHOT_ENV] = file;
  process.env[EMPTY_SNAPSHOT_ENV] = emptyFile;
}

/** Part of the tests' global teardown: removes the run's snapshot. */
export function removeSnapshotOfRun(): void {
  const file = process.env[SNAPSHOT_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
