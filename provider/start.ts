import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type pino from 'pino';
import { fail } from '../shared/api/envelope';
import { createGracefulServer } from '../shared/server/graceful-http';
import { createProgramLogger } from '../shared/server/logger';
import { collectProcessMetrics, startMetricsServer } from '../shared/server/metrics';
import { createProviderApp } from './app';
import { createPasswordHasher } from './auth/passwords';
import type { ProviderConfig } from './config';
import { openDatabase } from './db/database';
import { createFileStorage } from './files/storage/create-storage';
import type { BackupSource } from './backup/dump';
import { claimOperatorSocket, operatorSocketPath } from './backup/operator-socket';
import { backupHandler } from './backup/serve-backup';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { languageOf, translate } from './http/i18n';
import { createJobQueue } from './jobs/create-queue';
import { setUpNotifications } from './notifications/notifications';
import { createMailer } from './mail/mailer';
import { ensureAdmin } from './users/admin-bootstrap';

export interface RunningProvider {
  /** e.g. http://127.0.0.1:4000 (the real port when PROVIDER_PORT is 0). */
  url: string;
  /**
   * Readiness turns 503 (for SHUTDOWN_DRAIN_MS), then new requests are refused, in-flight requests
   * finish (up to SHUTDOWN_TIMEOUT_MS), the jobs running finish (up to SHUTDOWN_TIMEOUT_MS again; the
   * rest run again after the next start), and the database closes.
   */
  close(): Promise<void>;
}

/** A request that arrives once the provider is stopping: refused whole, so the caller may retry elsewhere. */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify(fail(translate(languageOf(req), 'shuttingDown'), 'SERVICE_UNAVAILABLE'));
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Opens and migrates the database, seeds it, ensures an admin, and listens. */
export async function startProvider(config: ProviderConfig, logger?: pino.Logger): Promise<RunningProvider> {
  const log = logger ?? createProgramLogger({ name: 'provider', level: config.logLevel, pretty: config.prettyLogs });
  // The embedded database is this process's alone: backups of it go through this socket, which is also its lock.
  let backupSource: BackupSource | null = null;
  const operator = config.databaseUrl
    ? null
    : await claimOperatorSocket(
        operatorSocketPath(config.dataDir),
        backupHandler(() => backupSource, log),
      );
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config, { onConnectionError: (error) => log.warn({ err: error }, 'a pooled database connection failed; it is replaced') });
  } catch (error) {
    await operator?.close();
    throw error;
  }
  const storage = createFileStorage(config, database.db);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    await seedDatabase(database.db, storage, log);
    await ensureAdmin(database.db, config, createPasswordHasher(config.passwordHashCost), log);
  } catch (error) {
    await database.close();
    await operator?.close();
    throw error;
  }
  backupSource = { db: database.db, schema: database.schema, kind: database.kind, storage };

  let graceful: ReturnType<typeof createGracefulServer> | undefined;
  const jobs = createJobQueue(config, database.db, log);
  const mailer = createMailer(config, log);
  const notifications = setUpNotifications({ config, db: database.db, mailer, jobs, logger: log });
  const app = createProviderApp({
    config,
    db: database.db,
    storage,
    mailer,
    jobs,
    notifications,
    logger: log,
    phase: () => graceful?.phase() ?? 'running',
    connectionStats: database.stats,
  });
  try {
    // Before listening: the first request may already queue a message.
    await jobs.start();
    // What the outbox has not sent (a restored database's queue is empty) goes out now, once.
    await notifications.recover();
  } catch (error) {
    await database.close();
    await operator?.close();
    throw error;
  }
  collectProcessMetrics();
  const metrics = config.metricsPort === null ? null : await startMetricsServer({ port: config.metricsPort, host: config.metricsHost });
  if (metrics) log.info({ url: metrics.url }, 'provider metrics listening');
  graceful = createGracefulServer(app, { refuse });
  const { server } = graceful;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port, address, family } = server.address() as AddressInfo;
  const host = family === 'IPv6' ? `[${address}]` : address;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host}:${port}`;
  log.info({ url, database: database.kind, fileStorage: storage.kind }, 'provider API listening');

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        const { cut } = await graceful.shutdown({ drainMs: config.shutdownDrainMs, timeoutMs: config.shutdownTimeoutMs });
        if (cut > 0) log.warn({ cut }, 'requests still unanswered at SHUTDOWN_TIMEOUT_MS were cut');
        // After the requests (they may queue jobs): jobs running finish, or are retried after the next start.
        await jobs.stop(config.shutdownTimeoutMs);
        await metrics?.close();
        backupSource = null;
        await operator?.close();
        await database.close();
        log.info('provider API stopped');
      })();
      return closing;
    },
  };
}
