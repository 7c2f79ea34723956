import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import request from 'supertest';
import type { Role } from '../../shared/constants';
import { runsOnPostgres } from '../../test-support/optional-suites';
import { createProviderApp } from '../app';
import { createPasswordHasher, passwordFingerprint } from '../auth/passwords';
import { createTokenService } from '../auth/tokens';
import { FILE_STORAGE_KINDS, loadProviderConfig, type FileStorageKind, type ProviderConfig } from '../config';
import { createFileStorage } from '../files/storage/create-storage';
import type { FileStorage } from '../files/storage/file-storage';
import { startFakeS3, type FakeS3 } from './fake-s3';
import { openDatabase, type Database, type OpenedDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { type Clock, type JobQueue, systemClock } from '../jobs/job-queue';
import { createPgBossQueue } from '../jobs/pg-boss-queue';
import { withOutbox } from '../jobs/outbox';
import { createTableQueue } from '../jobs/table-queue';
import { createMemoryMailer, createOutboxMailer, type MailMessage } from '../mail/mailer';
import { type Notifications, setUpNotifications } from '../notifications/notifications';
import { createUser, type UserWithClient } from '../users/users.repository';
import { emptySnapshot, migratedSnapshot } from './pglite-snapshot';
import { waitUntil } from './wait-until';

export type Dialect = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (each test file then gets its own schema). */
export const DIALECTS: Dialect[] = ['pglite', ...(runsOnPostgres() ? (['postgres'] as const) : [])];

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const STRONG_PASSWORD = 'Secret#123';

export interface TestUser {
  row: UserWithClient;
  id: number;
  clientId: number | null;
  email: string;
  password: string;
  token: string;
}

export interface TestProvider {
  dialect: Dialect;
  config: ProviderConfig;
  db: Kysely<Database>;
  database: OpenedDatabase;
  app: Express;
  /** Where this provider's uploads live (FILE_STORAGE). */
  storage: FileStorage;
  /** The in-test S3 server when FILE_STORAGE is s3. */
  s3: FakeS3 | null;
  mail: MailMessage[];
  /** The job queue the app's notifications go through (the jobs table, on either dialect), started. */
  jobs: JobQueue;
  /** The app's notifications (deliver() sends at once, without the queue). */
  notifications: Notifications;
  /** Waits until every job due now has run, so the mail a call caused is all in `mail`. */
  settle(): Promise<void>;
  http(): ReturnType<typeof request>;
  user(options?: { role?: Role; confirmed?: boolean; active?: boolean; password?: string; fullName?: string }): Promise<TestUser>;
  tokenFor(row: UserWithClient): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.com`;

/** `migrate: false`: a new, empty database without even the tables (what a restore starts from). */
export async function startTestProvider(
  dialect: Dialect,
  env: NodeJS.ProcessEnv = {},
  options: {
    migrate?: boolean;
    clock?: Clock;
    /** The job queue's clock (real time by default): a TestClock moved by hand runs delayed jobs (reminders) on demand. */
    jobsClock?: Clock;
    /** E-mails as .eml files in config.outboxDir (as in development) instead of `mail`. */
    outbox?: boolean;
    /** The app's queue: pg-boss in the test's own JOBS_SCHEMA (PostgreSQL only), instead of the jobs table. */
    jobsEngine?: 'table' | 'pg-boss';
  } = {},
): Promise<TestProvider> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'provider-test-'));
  const schema = dialect === 'postgres' ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : 'public';
  // FILE_STORAGE=s3 without an endpoint: a fake S3 of this test's own.
  const s3 = env.FILE_STORAGE === 's3' && !env.S3_ENDPOINT ? await startFakeS3() : null;
  const config = loadProviderConfig({
    PROVIDER_TOKEN_SECRET: TEST_SECRET,
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '1024',
    LOG_LEVEL: 'silent',
    PUBLIC_SITE_URL: 'http://site.test',
    // Suites book many times as one client and send many messages; the quota tests set their own.
    OPEN_BOOKINGS_PER_CLIENT: '100000',
    OPEN_BOOKINGS_PER_SERVICE: '100000',
    BOOKINGS_PER_CLIENT_PER_HOUR: '100000',
    CONTACT_EMAILS_PER_HOUR: '100000',
    ...(dialect === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema } : {}),
    ...env,
    ...s3?.env(),
  });
  // A PGlite starts from one of the run's snapshots: migrated (migrating then finds nothing left to
  // do), or as initdb left it when the test wants a database without tables.
  const snapshot = dialect === 'pglite' ? (options.migrate !== false ? migratedSnapshot() : emptySnapshot()) : null;
  const database = await openDatabase(config, { inMemory: true, ...(snapshot ? { loadDataDir: snapshot } : {}) });
  if (options.migrate !== false) await migrateToLatest(database);
  const memory = createMemoryMailer();
  const logger = pino({ level: 'silent' });
  const mailer = options.outbox ? createOutboxMailer(config.outboxDir, config.mailFrom, logger) : memory;
  const storage = createFileStorage(config, database.db);
  const pgBoss = options.jobsEngine === 'pg-boss' && config.databaseUrl !== null;
  const engine = pgBoss
    ? createPgBossQueue({ connectionString: config.databaseUrl!, schema: config.jobsSchema, logger, clock: options.jobsClock, pollIntervalSeconds: 1 })
    : createTableQueue({ db: database.db, logger, ...(options.jobsClock ? { clock: options.jobsClock, pollIntervalMs: 1000 } : {}) });
  // As the provider runs it (create-queue.ts): keyed jobs recorded in the outbox.
  const jobs = withOutbox(engine, { db: database.db, logger, clock: options.jobsClock });
  const notifications = setUpNotifications({ config, db: database.db, mailer, jobs, logger, clock: options.clock });
  const app = createProviderApp({ config, db: database.db, storage, mailer, jobs, notifications, logger, clock: options.clock });
  await jobs.start();
  const passwords = createPasswordHasher(config.passwordHashCost);
  const tokens = createTokenService(config.tokenSecret, config.tokenTtlMinutes);
  const tokenFor = (row: UserWithClient) => tokens.issue({ userId: row.id, passwordFingerprint: passwordFingerprint(row.password_hash) });

  return {
    dialect,
    config,
    db: database.db,
    database,
    app,
    storage,
    s3,
    mail: memory.sent,
    jobs,
    notifications,
    async settle() {
      await waitUntil(async () => {
        const due = await database.db
          .selectFrom('jobs')
          .select('id')
          .where('state', 'in', ['queued', 'active'])
          .where('run_at', '<=', new Date())
          .executeTakeFirst();
        return due === undefined;
      });
    },
    http: () => request(app),
    tokenFor,
    async user(options = {}) {
      const password = options.password ?? STRONG_PASSWORD;
      const role = options.role ?? 'Client';
      const email = uniqueEmail(role.toLowerCase());
      const row = await createUser(database.db, {
        fullName: options.fullName ?? `${role} Tester`,
        email,
        phoneNumber: '0501234567',
        typeUser: 3,
        startDate: new Date('2024-01-01T00:00:00Z'),
        passwordHash: await passwords.hash(password),
        role,
        emailConfirmed: options.confirmed ?? true,
        isActive: options.active ?? true,
      });
      return { row, id: row.id, clientId: row.client_id, email, password, token: await tokenFor(row) };
    },
    async close() {
      await jobs.stop();
      await database.close();
      await s3?.close();
      if (dialect === 'postgres') {
        const client = new pg.Client({ connectionString: config.databaseUrl! });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
          if (pgBoss) await client.query(`drop schema if exists "${config.jobsSchema}" cascade`);
        } finally {
          await client.end();
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a describe block once per dialect with one migrated database shared by its tests. */
export function describeEachDialect(name: string, body: (provider: () => TestProvider) => void, env: NodeJS.ProcessEnv = {}, clock?: Clock): void {
  describe.each(DIALECTS)(`%s: ${name}`, (dialect) => {
    let provider: TestProvider | undefined;
    beforeAll(async () => {
      provider = await startTestProvider(dialect, env, { clock });
    });
    afterAll(async () => {
      await provider?.close();
    });
    body(() => provider!);
  });
}

/** Runs a describe block once per file storage (disk, database, an in-test S3) and dialect. */
export function describeEachStorage(name: string, body: (provider: () => TestProvider) => void, kinds: readonly FileStorageKind[] = FILE_STORAGE_KINDS): void {
  describe.each(kinds)('%s storage', (kind) => describeEachDialect(name, body, { FILE_STORAGE: kind }));
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A small valid PNG (1x1). */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** The app's clock for a test: the real one until `set`, then standing at the moment set (the job queue keeps real time). */
export function settableClock(): Clock & { set(at: Date | string | null): void } {
  let fixed: number | null = null;
  return {
    ...systemClock,
    now: () => fixed ?? Date.now(),
    set(at) {
      fixed = at === null ? null : new Date(at).getTime();
    },
  };
}
