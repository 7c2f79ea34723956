import pg from 'pg';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { type Dialect, DIALECTS, startTestProvider, type TestProvider } from '../test-support/harness';
import { waitUntil } from '../test-support/wait-until';
import type { JobQueue } from './job-queue';
import { requeueUnsent, withOutbox } from './outbox';
import { createPgBossQueue } from './pg-boss-queue';
import { createTableQueue } from './table-queue';

const logger = pino({ level: 'silent' });
type Engine = 'table' | 'pg-boss';
const CASES: Array<{ dialect: Dialect; engine: Engine }> = DIALECTS.flatMap((dialect) =>
  (dialect === 'postgres' ? (['table', 'pg-boss'] as const) : (['table'] as const)).map((engine) => ({ dialect, engine })),
);

/** Issue 30 item 3: what the queue loses (a restore without pg-boss's schema), the outbox gives back, once. */
describe.each(CASES)('$dialect: the outbox in front of the $engine queue', ({ dialect, engine }) => {
  let p: TestProvider;
  const clock = new TestClock();
  const schemas: string[] = [];
  const queues: JobQueue[] = [];
  /** A queue with nothing in it: pg-boss in a schema of its own, or the jobs table emptied (what a restore without the queue gives). */
  const emptyQueue = async (): Promise<JobQueue> => {
    let queue: JobQueue;
    if (engine === 'pg-boss') {
      const schema = `${p.config.jobsSchema}_${schemas.length}`;
      schemas.push(schema);
      queue = createPgBossQueue({ connectionString: p.config.databaseUrl!, schema, logger, clock, pollIntervalSeconds: 1 });
    } else {
      await p.db.deleteFrom('jobs').execute();
      queue = createTableQueue({ db: p.db, logger, clock, pollIntervalMs: 1000 });
    }
    queues.push(queue);
    return withOutbox(queue, { db: p.db, logger, clock });
  };
  const runs: string[] = [];
  const worker = async () => {
    const queue = await emptyQueue();
    queue.work('tell', async (payload) => {
      runs.push(String(payload.what));
    });
    await queue.start();
    return queue;
  };
  const outbox = () => p.db.selectFrom('job_outbox').select(['dedupe_key', 'name', 'done_at']).orderBy('id').execute();

  beforeAll(async () => {
    p = await startTestProvider(dialect);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop(0);
    if (schemas.length > 0) {
      const client = new pg.Client({ connectionString: p.config.databaseUrl! });
      await client.connect();
      for (const schema of schemas) await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    await p.close();
  });

  it('records each keyed job, marks it done when its handler has run, and requeues only what was not done into a queue that lost its jobs', async () => {
    const first = await worker();
    const later = new Date(clock.now() + 3_600_000);
    expect(await first.enqueue('tell', { what: 'now' }, { dedupeKey: 'k:now' })).not.toBeNull();
    expect(await first.enqueue('tell', { what: 'later' }, { dedupeKey: 'k:later', startAfter: later })).not.toBeNull();
    // Unkeyed: runs, but nothing could tell a second copy from the first, so it is not recorded.
    await first.enqueue('tell', { what: 'unkeyed' });
    await waitUntil(() => runs.length === 2, { advance: () => clock.tick(1000) });
    expect(runs.sort()).toEqual(['now', 'unkeyed']);
    await waitUntil(async () => (await outbox())[0]?.done_at !== null);
    expect((await outbox()).map((row) => [row.dedupe_key, row.done_at !== null])).toEqual([
      ['k:now', true],
      ['k:later', false],
    ]);
    // Queued again by its key while it is done: nothing.
    expect(await first.enqueue('tell', { what: 'now' }, { dedupeKey: 'k:now' })).toBeNull();
    await first.stop();

    // The queue's jobs are gone (a restored database); the outbox is not.
    const second = await worker();
    expect(await requeueUnsent(p.db, second)).toBe(1);
    // Twice, as two starts would: the queue holds the key already.
    await requeueUnsent(p.db, second);
    await clock.setTime(later.getTime());
    await waitUntil(() => runs.includes('later'), { advance: () => clock.tick(1000) });
    await waitUntil(async () => (await outbox()).every((row) => row.done_at !== null), { advance: () => clock.tick(1000) });
    await clock.tick(60_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs.sort()).toEqual(['later', 'now', 'unkeyed']);
    expect(await requeueUnsent(p.db, second)).toBe(0);
  });
});
