import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { type Clock, type EnqueueOptions, type JobHandler, type JobPayload, type JobQueue, systemClock } from './job-queue';

/**
 * The transactional outbox: every keyed job is also a row of `job_outbox` in the application's own
 * schema, written in the caller's transaction, and marked done when its handler has run. So the
 * record of what users are still to be told lives with the data it is about, in every backup, on
 * either engine (pg-boss keeps its jobs in a schema of its own that backups leave out). After a
 * restore, or a queue that lost its jobs, `requeueUnsent` queues again what is not done; the queue's
 * own dedupe key keeps a job that still exists from running twice.
 *
 * Jobs without a dedupe key are not recorded: nothing could tell a second copy from the first.
 */
export function withOutbox(queue: JobQueue, deps: { db: Db; logger: Logger; clock?: Clock }): JobQueue {
  const { db, logger } = deps;
  const clock = deps.clock ?? systemClock;
  return {
    kind: queue.kind,
    async enqueue(name: string, payload: JobPayload, options: EnqueueOptions = {}) {
      const key = options.dedupeKey;
      if (key === undefined) return queue.enqueue(name, payload, options);
      const at = new Date(clock.now());
      const inserted = await (options.db ?? db)
        .insertInto('job_outbox')
        .values({ dedupe_key: key, name, payload: JSON.stringify(payload), run_at: options.startAfter ?? at, created_at: at })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        // Recorded before: sent already, or still to send (then the queue knows it by the same key).
        const row = await (options.db ?? db).selectFrom('job_outbox').select('done_at').where('dedupe_key', '=', key).executeTakeFirst();
        if (row?.done_at) return null;
      }
      return queue.enqueue(name, payload, options);
    },
    work<P extends JobPayload>(name: string, handler: JobHandler<P>) {
      queue.work<P>(name, async (payload, job) => {
        await handler(payload, job);
        if (job.dedupeKey === null) return;
        await db
          .updateTable('job_outbox')
          .set({ done_at: new Date(clock.now()) })
          .where('dedupe_key', '=', job.dedupeKey)
          .where('done_at', 'is', null)
          .execute()
          // Sent, but not marked: a restore from a later backup would send it again; nothing to retry now.
          .catch((error: unknown) => logger.error({ err: error, job: name, dedupeKey: job.dedupeKey }, 'marking a sent job in the outbox failed'));
      });
    },
    start: () => queue.start(),
    stop: (timeoutMs?: number) => queue.stop(timeoutMs),
  };
}

const REQUEUE_BATCH = 500;

/**
 * Queues again every outbox row not done (a restored database: its queue's jobs were not in the
 * backup, or were in the state the backup caught). The queue ignores those it still holds (same
 * dedupe key), so this is safe at every start. Returns how many rows were looked at.
 */
export async function requeueUnsent(db: Db, queue: JobQueue): Promise<number> {
  let after = '0';
  let seen = 0;
  for (;;) {
    const rows = await db
      .selectFrom('job_outbox')
      .select(['id', 'dedupe_key', 'name', 'payload', 'run_at'])
      .where('done_at', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .limit(REQUEUE_BATCH)
      .execute();
    for (const row of rows) {
      await queue.enqueue(row.name, row.payload as JobPayload, { dedupeKey: row.dedupe_key, startAfter: new Date(row.run_at) });
    }
    seen += rows.length;
    if (rows.length < REQUEUE_BATCH) return seen;
    after = String(rows.at(-1)!.id);
  }
}
