import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { loadProviderConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { TEST_SECRET } from './harness';
import { emptySnapshot, migratedSnapshot, TEST_SHARED_BUFFERS, writeMigratedSnapshot } from './pglite-snapshot';

describe('the migrated PGlite snapshot the suites start from', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'snapshot-test-'));
  const config = loadProviderConfig({ PROVIDER_TOKEN_SECRET: TEST_SECRET, DATA_DIR: dir, LOG_LEVEL: 'silent' });
  let snapshot: Blob;
  let empty: Blob;

  beforeAll(async () => {
    // The run's own snapshots under npm test (building others took over a minute on a busy machine); ones of its own otherwise.
    const [ofRun, emptyOfRun] = [migratedSnapshot(), emptySnapshot()];
    if (ofRun && emptyOfRun) {
      [snapshot, empty] = [ofRun, emptyOfRun];
      return;
    }
    const [file, emptyFile] = [path.join(dir, 'migrated.tar'), path.join(dir, 'empty.tar')];
    await writeMigratedSnapshot(file, emptyFile);
    snapshot = new Blob([await readFile(file)]);
    empty = new Blob([await readFile(emptyFile)]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds every migration: a database opened from it has none left to run', async () => {
    const database = await openDatabase(config, { inMemory: true, loadDataDir: snapshot });
    try {
      expect(await migrateToLatest(database)).toEqual([]);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(database.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('opens both with small shared buffers, which a PGlite clears on every start', async () => {
    for (const blob of [snapshot, empty]) {
      const database = await openDatabase(config, { inMemory: true, loadDataDir: blob });
      try {
        const { rows } = await sql<{ shared_buffers: string }>`show shared_buffers`.execute(database.db);
        expect(rows[0]!.shared_buffers).toBe(TEST_SHARED_BUFFERS);
      } finally {
        await database.close();
      }
    }
  });

  it('holds, before the migrations, a database without tables that migrates as a new one does', async () => {
    const database = await openDatabase(config, { inMemory: true, loadDataDir: empty });
    try {
      const tables = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_schema = 'public'`.execute(database.db)).rows[0]!.n;
      expect(await tables()).toBe(0);
      expect((await migrateToLatest(database)).length).toBeGreaterThan(30);
      expect(await tables()).toBeGreaterThan(10);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(database.db);
      expect(rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('gives each database its own copy: what one writes, another opened from it does not see, and the snapshot keeps its bytes', async () => {
    const bytesOf = async (blob: Blob) =>
      createHash('sha256')
        .update(new Uint8Array(await blob.arrayBuffer()))
        .digest('hex');
    const before = await bytesOf(snapshot);
    const first = await openDatabase(config, { inMemory: true, loadDataDir: snapshot });
    try {
      await sql`create table probe (id int)`.execute(first.db);
      await sql`insert into probe select generate_series(1, 1000)`.execute(first.db);
      await sql`checkpoint`.execute(first.db);
    } catch (error) {
      await first.close();
      throw error;
    }
    const second = await openDatabase(config, { inMemory: true, loadDataDir: snapshot });
    try {
      const probe = async (db: typeof first.db) => (await sql<{ t: string | null }>`select to_regclass('probe')::text as t`.execute(db)).rows[0]!.t;
      expect(await probe(first.db)).toBe('probe');
      expect(await probe(second.db)).toBeNull();
      expect(await bytesOf(snapshot)).toBe(before);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
