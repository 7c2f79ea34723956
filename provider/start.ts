import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createProviderApp } from './app';
import { createPasswordHasher } from './auth/passwords';
import type { ProviderConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { createMailer } from './mail/mailer';
import { ensureAdmin } from './users/admin-bootstrap';

export interface RunningProvider {
  /** e.g. http://127.0.0.1:4000 (the real port when PROVIDER_PORT is 0). */
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  close(): Promise<void>;
}

const SHUTDOWN_GRACE_MS = 10_000;

/** Opens and migrates the database, seeds it, ensures an admin, and listens. */
export async function startProvider(config: ProviderConfig, logger?: pino.Logger): Promise<RunningProvider> {
  const log = logger ?? pino({ name: 'provider', level: config.logLevel });
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
    await seedDatabase(database.db, config.uploadDir, log);
    await ensureAdmin(database.db, config, createPasswordHasher(config.passwordHashCost), log);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = createProviderApp({ config, db: database.db, mailer: createMailer(config, log), logger: log });
  const server = createServer(app);
  server.keepAliveTimeout = 65_000;
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
  log.info({ url, database: database.kind }, 'provider API listening');

  let closing: Promise<void> | null = null;
  return {
    url,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            resolve();
          });
          server.closeIdleConnections();
        });
        await database.close();
        log.info('provider API stopped');
      })();
      return closing;
    },
  };
}
