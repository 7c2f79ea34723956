import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { PgBoss, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { type Clock, DEFAULT_RETRY, type EnqueueOptions, type JobHandler, type JobPayload, type JobQueue, type RetryPolicy, systemClock } from './job-queue';

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (created and migrated by pg-boss at start). */
  schema: string;
  logger: Logger;
  clock?: Clock;
  retry?: RetryPolicy;
  pollIntervalSeconds?: number;
}

/**
 * A dedupe key as a job id. pg-boss inserts with ON CONFLICT DO NOTHING on (name, id), so a second
 * send of the same key returns null, however long after the first (finished keyed jobs are kept,
 * deleteAfterSeconds 0), while singletonKey alone only blocks duplicates queued at the same time.
 */
export function jobIdOf(name: string, dedupeKey: string): string {
  const hex = createHash('sha256').update(`${name}\n${dedupeKey}`).digest('hex');
  // An RFC 9562 version 8 (custom) UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Kysely (a transaction, typically) as the executor pg-boss runs a statement on. */
function executorOf(db: Db): NonNullable<SendOptions['db']> {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** pg-boss 12 on PostgreSQL: jobs in `schema`, retried with exponential backoff, LISTEN/NOTIFY off (polling). */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { logger } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const queueOptions = {
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.retryDelayMaxSeconds,
  };
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    application_name: 'khadamat-jobs',
    max: 4,
    clock: options.clock ?? systemClock,
    // No cron here; one fewer timer and table to look after.
    schedule: false,
    openTelemetry: { enabled: false },
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue (pg-boss) error'));
  const handlers = new Map<string, JobHandler>();
  const created = new Map<string, Promise<void>>();
  let started = false;
  const ensureQueue = (name: string) => {
    let done = created.get(name);
    if (!done) {
      done = boss.createQueue(name, queueOptions);
      created.set(name, done);
      done.catch(() => created.delete(name));
    }
    return done;
  };

  return {
    kind: 'pg-boss',
    async enqueue(name: string, payload: JobPayload, enqueueOptions: EnqueueOptions = {}) {
      await ensureQueue(name);
      const key = enqueueOptions.dedupeKey;
      return boss.send(name, payload, {
        ...(key === undefined ? {} : { id: jobIdOf(name, key), singletonKey: key, deleteAfterSeconds: 0 }),
        ...(enqueueOptions.startAfter ? { startAfter: enqueueOptions.startAfter } : {}),
        ...(enqueueOptions.db ? { db: executorOf(enqueueOptions.db) } : {}),
      });
    },
    work(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async start() {
      if (started) return;
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        await ensureQueue(name);
        await boss.work<JobPayload>(name, { pollingIntervalSeconds: options.pollIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) await handler(job.data, { id: job.id, name: job.name, attempt: job.retryCount + 1 });
        });
      }
    },
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      started = false;
      created.clear();
      // graceful: the handlers running finish (or pg-boss expires and retries them later).
      await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
    },
  };
}
