import { createHash } from 'node:crypto';
import { CompiledQuery } from 'kysely';
import { type JobResult, type JobWithMetadata, PgBoss, type SendOptions } from 'pg-boss';
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
  /** The backstop poll; a job queued to run now wakes the workers at once (LISTEN/NOTIFY). */
  pollIntervalSeconds?: number;
  /** Jobs one fetch takes, run side by side. */
  batchSize?: number;
  /** Fetching workers per job name in this process: up to batchSize × workers jobs run at once. */
  workers?: number;
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

/**
 * pg-boss 12 on PostgreSQL: jobs in `schema`, retried with exponential backoff. Each job name has
 * `workers` workers that fetch up to `batchSize` jobs at a time and run them side by side, settling
 * each on its own (one failed send retries that message alone); a full batch fetches again at once.
 * A job queued to run now wakes them through LISTEN/NOTIFY (committed with the insert), so a burst
 * is not paced by the poll, which stays as the backstop for delayed jobs and a lost connection.
 */
export function createPgBossQueue(options: PgBossQueueOptions): JobQueue {
  const { logger } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const queueOptions = {
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retry.retryDelayMaxSeconds,
    notify: true,
  };
  const batchSize = options.batchSize ?? 10;
  const workers = options.workers ?? 2;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    application_name: 'khadamat-jobs',
    max: 4,
    clock: options.clock ?? systemClock,
    // No cron here; one fewer timer and table to look after.
    schedule: false,
    openTelemetry: { enabled: false },
    useListenNotify: true,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue (pg-boss) error'));
  const handlers = new Map<string, JobHandler>();
  const created = new Map<string, Promise<void>>();
  let started = false;
  const ensureQueue = (name: string) => {
    let done = created.get(name);
    if (!done) {
      // A queue created before `notify` existed here is updated to it.
      done = boss.createQueue(name, queueOptions).then(() => boss.updateQueue(name, { notify: true }));
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
      const pollingIntervalSeconds = options.pollIntervalSeconds ?? 2;
      const workOptions = {
        batchSize,
        localConcurrency: workers,
        burstWhenBatchFull: true,
        includeMetadata: true,
        perJobResults: true,
        pollingIntervalSeconds,
        notifyPollingIntervalSeconds: Math.max(pollingIntervalSeconds, 30),
      } as const;
      for (const [name, handler] of handlers) {
        await ensureQueue(name);
        await boss.work(name, workOptions, async (jobs: JobWithMetadata<JobPayload>[]) => {
          const settled = await Promise.allSettled(
            jobs.map((job) => handler(job.data, { id: job.id, name: job.name, attempt: job.retryCount + 1, dedupeKey: job.singletonKey })),
          );
          return settled.map((result, i): JobResult => {
            if (result.status === 'fulfilled') return { id: jobs[i]!.id, status: 'completed' };
            const error = result.reason instanceof Error ? result.reason : new Error(String(result.reason));
            logger.warn({ err: error, jobId: jobs[i]!.id, job: name, attempt: jobs[i]!.retryCount + 1 }, 'job failed; retried later');
            return { id: jobs[i]!.id, status: 'failed', output: { message: error.message } };
          });
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
