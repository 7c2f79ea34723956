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
 * snapshot took 2 s there, and every suite still gets a database of its own. Jest's global setup builds it once; the workers find it through the environment.
 */
export const SNAPSHOT_ENV = 'KHADAMAT_TEST_PGLITE_SNAPSHOT';

export async function writeMigratedSnapshot(file: string): Promise<void> {
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest({ db, schema: 'public' });
    const tarball = await pglite.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  } finally {
    await db.destroy();
  }
}

let loaded: Blob | null | undefined;

/** The run's migrated snapshot, or null outside `npm test` (a suite run by other means migrates itself). */
export function migratedSnapshot(): Blob | null {
  if (loaded === undefined) {
    const file = process.env[SNAPSHOT_ENV];
    loaded = file ? new Blob([readFileSync(file)]) : null;
  }
  return loaded;
}

/** Jest's global setup: builds the snapshot in a folder of its own and tells the workers where. */
export default async function buildSnapshotForRun(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'khadamat-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  await writeMigratedSnapshot(file);
  process.env[SNAPSHOT_ENV] = file;
}

/** Part of Jest's global teardown: removes the run's snapshot. */
export function removeSnapshotOfRun(): void {
  const file = process.env[SNAPSHOT_ENV];
  if (file) rmSync(path.dirname(file), { recursive: true, force: true });
}
