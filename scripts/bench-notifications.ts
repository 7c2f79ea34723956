/**
 * npm run bench:notifications [-- --messages=1000] (also the last part of npm run bench)
 *
 * The notification throughput (issue 30 item 4): a backlog of `messages` "we received your booking"
 * e-mails (queued by another queue instance, 8 at a time, as a burst of bookings queues them), then
 * the time from the workers' start until every one is an .eml in the outbox folder, through the
 * provider's own queue, outbox and mailer. On the embedded PGlite
 * (the jobs table, as `npm start` runs) and, with DATABASE_URL, on PostgreSQL with pg-boss (a
 * throwaway schema). Prints figures; asserts nothing.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { loadProviderConfig } from '../provider/config';
import { openDatabase } from '../provider/db/database';
import { migrateToLatest } from '../provider/db/migrate';
import { createJobQueue } from '../provider/jobs/create-queue';
import type { JobPayload } from '../provider/jobs/job-queue';
import { createMailer } from '../provider/mail/mailer';
import type { NotifyRequest } from '../provider/notifications/notification';
import { NOTIFY_JOB, setUpNotifications } from '../provider/notifications/notifications';
import { createUser } from '../provider/users/users.repository';

export interface NotificationFigures {
  engine: string;
  messages: number;
  queueMs: number;
  deliverMs: number;
}

const eml = (dir: string) => {
  try {
    return readdirSync(dir).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
};

async function measure(messages: number, postgresUrl: string | null): Promise<NotificationFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-notify-'));
  const schema = `bench_notify_${process.pid}`;
  const config = loadProviderConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(postgresUrl ? { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema } : {}),
  });
  const logger = pino({ level: 'silent' });
  const database = await openDatabase(config);
  const producer = createJobQueue(config, database.db, logger);
  const jobs = createJobQueue(config, database.db, logger);
  try {
    await migrateToLatest(database);
    const user = await createUser(database.db, {
      fullName: 'نورة الشمري',
      email: 'bench@example.com',
      phoneNumber: '0501234567',
      typeUser: 3,
      startDate: new Date('2024-01-01T00:00:00Z'),
      passwordHash: 'x',
      role: 'Client',
      emailConfirmed: true,
      isActive: true,
    });
    // The backlog: queued (as notify() queues them) by another process while this one's workers were not running.
    await producer.start();
    const queueStarted = performance.now();
    let next = 1;
    const produce = async () => {
      for (let i = next++; i <= messages; i = next++) {
        const request: NotifyRequest = {
          to: { userId: user.id, channel: 'email' },
          event: 'booking.received',
          data: {
            bookingId: i,
            status: 'pending',
            serviceTitle: 'Home visit',
            serviceArabicTitle: 'زيارة منزلية',
            preferredAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
            location: 'الخبر، حي الراكة',
            clientName: 'نورة الشمري',
          },
        };
        await producer.enqueue(NOTIFY_JOB, request as unknown as JobPayload, { dedupeKey: `bench:${i}:received:email` });
      }
    };
    // Several at once, as the requests of a burst of bookings queue them.
    await Promise.all(Array.from({ length: 8 }, produce));
    const queueMs = performance.now() - queueStarted;
    await producer.stop();

    setUpNotifications({ config, db: database.db, mailer: createMailer(config, logger), jobs, logger });
    const started = performance.now();
    await jobs.start();
    while (eml(config.outboxDir) < messages) {
      if (performance.now() - started > 600_000) throw new Error(`only ${eml(config.outboxDir)} of ${messages} messages delivered in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { engine: postgresUrl ? `PostgreSQL, ${jobs.kind}` : `PGlite (npm start), ${jobs.kind}`, messages, queueMs, deliverMs: performance.now() - started };
  } finally {
    await producer.stop();
    await jobs.stop();
    await database.close();
    if (postgresUrl) {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.query(`drop schema if exists "${config.jobsSchema}" cascade`);
      await client.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Measures each engine available and prints one line per engine. */
export async function benchNotifications(out: (line?: string) => void, messages = 1000): Promise<NotificationFigures[]> {
  const figures: NotificationFigures[] = [];
  out(`Notifications: a backlog of ${messages} queued e-mails delivered to the outbox folder (goal: under 30 s):`);
  for (const url of [null, process.env.DATABASE_URL ?? null].filter((u, i) => i === 0 || u !== null)) {
    const f = await measure(messages, url);
    figures.push(f);
    out(
      `  ${f.engine.padEnd(34)} delivered in ${(f.deliverMs / 1000).toFixed(1)} s: ${(f.messages / (f.deliverMs / 1000)).toFixed(0)} messages/s (queueing them took ${(f.queueMs / 1000).toFixed(1)} s)`,
    );
  }
  return figures;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const arg = process.argv.find((a) => a.startsWith('--messages='));
  const messages = arg ? Number(arg.split('=')[1]) : 1000;
  if (!Number.isInteger(messages) || messages <= 0) throw new Error('--messages must be a positive whole number');
  await benchNotifications((line = '') => process.stdout.write(`${line}\n`), messages);
}
