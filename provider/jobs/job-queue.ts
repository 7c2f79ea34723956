import type { Db } from '../db/database';

/**
 * Work the provider does after it has answered: e-mails, messages, reminders. One interface, two
 * engines: pg-boss on PostgreSQL (pg-boss-queue.ts), and a table of the embedded database polled
 * in-process on PGlite (table-queue.ts). Both keep jobs in the database, so a job enqueued before a
 * restart runs after it, and a job whose handler throws is retried with a growing delay.
 */

/**
 * Time and timers. The same shape as pg-boss's Clock, so one clock drives either engine; tests pass
 * pg-boss's TestClock and move time by hand instead of sleeping.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (handle) => clearInterval(handle as NodeJS.Timeout),
};

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JobPayload = { [key: string]: JsonValue };

export interface EnqueueOptions {
  /**
   * At most one job with this key ever exists (e.g. `booking:42:received:email`): enqueueing it
   * again, from this process or after a restart, does nothing. Kept while the finished job is kept.
   */
  dedupeKey?: string;
  /** Not before this moment (a reminder). */
  startAfter?: Date;
  /**
   * The caller's transaction: the job is queued in it, so it exists exactly when what caused it is
   * committed. Required inside a transaction on PGlite, whose one connection the transaction holds.
   */
  db?: Db;
}

export interface JobInfo {
  id: string;
  name: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** The key it was queued under (EnqueueOptions.dedupeKey), or null. */
  dedupeKey: string | null;
}

export type JobHandler<P extends JobPayload = JobPayload> = (payload: P, job: JobInfo) => Promise<void>;

/** How a failed job is retried: `retryLimit` more runs, waiting retryDelay·2^(n-1) seconds up to retryDelayMax. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 30, retryDelayMaxSeconds: 3600 };

export interface JobQueue {
  readonly kind: 'table' | 'pg-boss';
  /** The job's id, or null when a job with the same dedupe key exists already. */
  enqueue(name: string, payload: JobPayload, options?: EnqueueOptions): Promise<string | null>;
  /** Runs `handler` for each job of `name`; register before start(). A handler that throws is retried. */
  work<P extends JobPayload>(name: string, handler: JobHandler<P>): void;
  start(): Promise<void>;
  /**
   * Takes no new job, and waits up to `timeoutMs` for the handlers running; a job still running
   * then is left to be retried (its lease runs out, or pg-boss expires it) after the next start.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** The delay before retry number `attempt` (1-based): exponential, capped. */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.retryDelayMaxSeconds, policy.retryDelaySeconds * 2 ** Math.max(0, attempt - 1)) * 1000;
}
