import type { Logger } from 'pino';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../db/database';
import {
  type Clock,
  DEFAULT_RETRY,
  type EnqueueOptions,
  type JobHandler,
  type JobPayload,
  type JobQueue,
  type RetryPolicy,
  retryDelayMs,
  systemClock,
} from './job-queue';

export interface TableQueueOptions {
  db: Db;
  logger: Logger;
  clock?: Clock;
  retry?: RetryPolicy;
  /** How often due jobs are looked for (delayed jobs, retries); a job enqueued here runs at once. */
  pollIntervalMs?: number;
  /** A job running longer than this is taken as abandoned (its process died) and run again. */
  leaseMs?: number;
  /** Jobs run at the same time by this process (a burst's sends mostly wait on the mail server or gateway). */
  concurrency?: number;
}

interface ClaimedJob {
  id: string;
  name: string;
  payload: JobPayload;
  attempts: number;
  retry_limit: number;
  dedupe_key: string | null;
}

/**
 * The embedded database's queue: the jobs table (migration 20261125100000-jobs), polled by this
 * process. Claiming takes `FOR UPDATE SKIP LOCKED` and a lease, so it stays right if several
 * processes ever share a PostgreSQL database with JOB_QUEUE=table.
 */
export function createTableQueue(options: TableQueueOptions): JobQueue {
  const { db, logger } = options;
  const clock = options.clock ?? systemClock;
  const retry = options.retry ?? DEFAULT_RETRY;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const concurrency = options.concurrency ?? 16;
  const handlers = new Map<string, JobHandler>();
  const running = new Set<Promise<void>>();
  let started = false;
  let timer: unknown = null;
  let polling: Promise<void> | null = null;
  let pollAgain = false;

  const now = () => new Date(clock.now());

  function schedule(): void {
    if (!started) return;
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      wake();
    }, pollIntervalMs);
  }

  /** Looks for due jobs now (or right after the poll under way). */
  function wake(): void {
    if (!started) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = (async () => {
      do {
        pollAgain = false;
        const room = concurrency - running.size;
        if (room <= 0 || handlers.size === 0) break;
        const jobs = await claim(room);
        for (const job of jobs) track(run(job));
        if (jobs.length === room) pollAgain = true;
      } while (pollAgain && started);
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'polling the job queue failed'))
      .finally(() => {
        polling = null;
        schedule();
      });
  }

  function track(promise: Promise<void>): void {
    running.add(promise);
    void promise.finally(() => {
      running.delete(promise);
      // A place was freed: there may be more due work.
      if (started) setImmediate(wake);
    });
  }

  async function claim(limit: number): Promise<ClaimedJob[]> {
    const at = now();
    const rows = await db
      .updateTable('jobs')
      .set((eb) => ({ state: 'active', attempts: eb('attempts', '+', 1), locked_until: new Date(at.getTime() + leaseMs) }))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', [...handlers.keys()])
          .where((w) => w.or([w.and([w('state', '=', 'queued'), w('run_at', '<=', at)]), w.and([w('state', '=', 'active'), w('locked_until', '<', at)])]))
          .orderBy('run_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning(['id', 'name', 'payload', 'attempts', 'retry_limit', 'dedupe_key'])
      .execute();
    return rows.map((row) => ({ ...row, id: String(row.id), payload: row.payload as JobPayload }));
  }

  async function run(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.name);
    // The same attempt that was claimed: a job whose lease ran out and was claimed again is not ours to settle.
    const ours = (eb: ExpressionBuilder<Database, 'jobs'>) => eb.and([eb('id', '=', job.id), eb('state', '=', 'active'), eb('attempts', '=', job.attempts)]);
    try {
      if (!handler) throw new Error(`no handler for jobs named ${job.name}`);
      await handler(job.payload, { id: job.id, name: job.name, attempt: job.attempts, dedupeKey: job.dedupe_key });
      await db.updateTable('jobs').set({ state: 'completed', finished_at: now(), locked_until: null, last_error: null }).where(ours).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = job.attempts > job.retry_limit;
      const at = now();
      await db
        .updateTable('jobs')
        .set(
          final
            ? { state: 'failed', finished_at: at, locked_until: null, last_error: message }
            : { state: 'queued', run_at: new Date(at.getTime() + retryDelayMs(retry, job.attempts)), locked_until: null, last_error: message },
        )
        .where(ours)
        .execute()
        .catch((settleError: unknown) => logger.error({ err: settleError, jobId: job.id }, 'recording a failed job failed'));
      logger[final ? 'error' : 'warn'](
        { err: error, jobId: job.id, job: job.name, attempt: job.attempts },
        final ? 'job failed for good' : 'job failed; retried later',
      );
    }
  }

  return {
    kind: 'table',
    async enqueue(name: string, payload: JobPayload, enqueueOptions: EnqueueOptions = {}) {
      const at = now();
      const row = await (enqueueOptions.db ?? db)
        .insertInto('jobs')
        .values({
          name,
          payload: JSON.stringify(payload),
          dedupe_key: enqueueOptions.dedupeKey ?? null,
          state: 'queued',
          retry_limit: retry.retryLimit,
          run_at: enqueueOptions.startAfter ?? at,
          created_at: at,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row && handlers.has(name) && (enqueueOptions.startAfter ?? at) <= at) setImmediate(wake);
      return row ? String(row.id) : null;
    },
    work(name, handler) {
      handlers.set(name, handler as JobHandler);
    },
    async start() {
      if (started) return;
      started = true;
      wake();
    },
    async stop(timeoutMs = 10_000) {
      started = false;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      await polling;
      if (running.size === 0) return;
      let expired: NodeJS.Timeout | undefined;
      // Real time on purpose: a shutdown must end even under a test clock nobody moves.
      const deadline = new Promise<void>((resolve) => {
        expired = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([Promise.allSettled([...running]), deadline]);
      clearTimeout(expired);
      if (running.size > 0) logger.warn({ running: running.size }, 'jobs still running at shutdown are retried after the next start');
    },
  };
}
