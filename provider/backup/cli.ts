import { createReadStream, createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable, type Writable } from 'node:stream';
import type { Logger } from 'pino';
import type { ProviderConfig } from '../config';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { createFileStorage } from '../files/storage/create-storage';
import type { BackupSummary } from './archive-format';
import { writeBackup } from './dump';
import { claimOperatorSocket, operatorSocketPath, requestBackupThroughSocket, socketAnswers, type OperatorSocket } from './operator-socket';
import { restoreBackup, type RestoreOptions } from './restore';
import { verifyBackup } from './verify';
import { checkChainAfterRestore, type RestoredChain } from '../zatca/chain-check';

/**
 * Opens the configured database for a backup or restore run outside the provider. The embedded
 * one is claimed through its operator socket first, so a provider cannot open it meanwhile.
 */
async function withDatabase<T>(config: ProviderConfig, purpose: string, work: (database: OpenedDatabase) => Promise<T>): Promise<T> {
  let lock: OperatorSocket | null = null;
  if (!config.databaseUrl) {
    lock = await claimOperatorSocket(
      operatorSocketPath(config.dataDir),
      (_req, res) => res.writeHead(503, { 'content-type': 'text/plain' }).end(`A ${purpose} holds this data directory; try again when it is done.\n`),
      `a ${purpose}`,
    );
  }
  try {
    const database = await openDatabase(config);
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    await lock?.close();
  }
}

/** Where `--out` points: a file, a folder (a dated name in it), or - for standard output. */
export function backupTarget(out: string | undefined, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const name = `khadamat-${stamp}.tar.gz`;
  if (!out) return path.resolve('backups', name);
  if (out === '-') return out;
  if (out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory())) return path.resolve(out, name);
  return path.resolve(out);
}

/**
 * npm run backup: PostgreSQL is read directly (one REPEATABLE READ snapshot, whatever runs beside
 * it); the embedded database through the running provider's operator socket, or, when no provider
 * runs, by opening its directory. The archive is written under a .partial name, read back through
 * as a restore would (rows counted and parsed, checksums against the manifest), and only then
 * renamed: a backup that says it was written restores. Standard output is checked as it is written.
 */
export async function runBackup(
  config: ProviderConfig,
  options: { out?: string; stdout?: Writable },
  logger: Logger,
): Promise<{ file: string; summary: BackupSummary; ms: number }> {
  const started = Date.now();
  const target = backupTarget(options.out);
  const partial = `${target}.partial`;
  if (target !== '-') mkdirSync(path.dirname(target), { recursive: true });
  let streamed: Promise<BackupSummary> | null = null;
  const output = (): Writable => {
    if (target !== '-') return createWriteStream(partial, { mode: 0o600 });
    // The archive goes out and, at the same time, through the same check a file gets.
    const tee = new PassThrough();
    const copy = new PassThrough();
    tee.pipe(options.stdout ?? process.stdout);
    tee.pipe(copy);
    streamed = verifyBackup(copy);
    streamed.catch(() => undefined);
    return tee;
  };
  const socket = operatorSocketPath(config.dataDir);
  try {
    if (!config.databaseUrl && (await socketAnswers(socket))) {
      logger.info({ socket }, 'the provider is running: taking the backup through it');
      await requestBackupThroughSocket(socket, output());
    } else {
      if (!config.databaseUrl && !existsSync(config.pgliteDir)) throw new Error(`there is no embedded database at ${config.pgliteDir} (check DATA_DIR)`);
      await withDatabase(config, 'backup', (database) =>
        writeBackup({ db: database.db, schema: database.schema, kind: database.kind, storage: createFileStorage(config, database.db) }, output()),
      );
    }
  } catch (error) {
    if (target !== '-') await rm(partial, { force: true });
    throw error;
  }
  if (target === '-') return { file: '-', summary: await streamed!, ms: Date.now() - started };
  const summary = await verifyBackup(createReadStream(partial)).catch(async (error: unknown) => {
    await rm(partial, { force: true });
    throw error;
  });
  await rename(partial, target);
  return { file: target, summary, ms: Date.now() - started };
}

/** npm run restore FILE: into an empty setup (or with --replace, over one); the embedded database only while no provider runs on it. */
export async function runRestore(
  config: ProviderConfig,
  file: string,
  options: RestoreOptions & { stdin?: Readable },
): Promise<{ summary: BackupSummary; ms: number; chain: RestoredChain }> {
  const started = Date.now();
  if (file !== '-' && !existsSync(file)) throw new Error(`no such backup: ${file}`);
  if (!config.databaseUrl && (await socketAnswers(operatorSocketPath(config.dataDir)))) {
    throw new Error('the provider (or a backup) is running on this data directory: stop it, then restore');
  }
  const { summary, chain } = await withDatabase(config, 'restore', async (database) => {
    const restored = await restoreBackup(
      { db: database.db, schema: database.schema, storage: createFileStorage(config, database.db) },
      file === '-' ? (options.stdin ?? process.stdin) : createReadStream(file),
      options,
    );
    return { summary: restored, chain: await checkChainAfterRestore(database.db) };
  });
  return { summary, ms: Date.now() - started, chain };
}
