import pg from 'pg';
import { TestClock } from 'pg-boss';
import pino from 'pino';
import { type Dialect, DIALECTS, startTestProvider, type TestProvider } from '../test-support/harness';
import type { JobInfo, JobPayload, JobQueue, RetryPolicy } from './job-queue';
import { createPgBossQueue, jobIdOf } from './pg-boss-queue';
import { createTableQueue } from './table-queue';
import { waitUntil } from '../test-support/wait-until';

const logger = pino({ level: 'silent' });
const RETRY: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 10, retryDelayMaxSeconds: 60 };

interface Engine {
  name: string;
  make(p: TestProvider, clock: TestClock): JobQueue;
  cleanUp(p: TestProvider): Promise<void>;
}

const table: Engine = {
  name: 'table',
  make: (p, clock) => createTableQueue({ db: p.db, logger, clock, retry: RETRY, pollIntervalMs: 1000, leaseMs: 60_000 }),
  cleanUp: async () => {},
};

const pgBoss: Engine = {
  name: 'pg-boss',
  make: (p, clock) =>
    createPgBossQueue({ connectionString: p.config.databaseUrl!, schema: p.config.jobsSchema, logger, clock, retry: RETRY, pollIntervalSeconds: 1 }),
  async cleanUp(p) {
    const client = new pg.Client({ connectionString: p.config.databaseUrl! });
    await client.connect();
    try {
      await client.query(`drop schema if exists "${p.config.jobsSchema}" cascade`);
    } finally {
      await client.end();
    }
  },
};

const CASES: Array<{ dialect: Dialect; engine: Engine; name: string }> = DIALECTS.flatMap((dialect) =>
  (dialect === 'postgres' ? [table, pgBoss] : [table]).map((engine) => ({ dialect, engine, name: engine.name })),
);

describe.each(CASES)('$dialect: the $name job queue', ({ dialect, engine }) => {
  let p: TestProvider;
  let clock: TestClock;
  const queues: JobQueue[] = [];
  const open = (): JobQueue => {
    const queue = engine.make(p, clock);
    queues.push(queue);
    return queue;
  };
  /** Waits for `done`, moving the test clock a second at a time (pollers only fire on a tick). */
  const until = (done: () => boolean | Promise<boolean>) => waitUntil(done, { advance: () => clock.tick(1000) });

  beforeAll(async () => {
    p = await startTestProvider(dialect);
  });
  beforeEach(() => {
    clock = new TestClock();
  });
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop(0);
  });
  afterAll(async () => {
    await engine.cleanUp(p);
    await p.close();
  });

  it('runs an enqueued job once, with its payload', async () => {
    const queue = open();
    const seen: Array<[JobPayload, JobInfo]> = [];
    queue.work('greet', async (payload, job) => {
      seen.push([payload, job]);
    });
    await queue.start();
    const id = await queue.enqueue('greet', { to: 'Sara', n: 1 });
    expect(id).toEqual(expect.any(String));
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual([
      { to: 'Sara', n: 1 },
      { id, name: 'greet', attempt: 1, dedupeKey: null },
    ]);
  });

  it('runs a waiting burst side by side, not one job at a time (issue 30 item 4)', async () => {
    const queue = open();
    let running = 0;
    let most = 0;
    const done: number[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.work('burst', async (payload) => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      done.push(Number(payload.n));
    });
    // Queued by another process while this one's workers were not running.
    const producer = open();
    await producer.start();
    for (let n = 0; n < 8; n++) await producer.enqueue('burst', { n });
    await queue.start();
    // No clock tick: the first fetch takes them together.
    await waitUntil(() => most >= 4);
    release();
    await waitUntil(() => done.length === 8);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('starts a job queued to run now at once, without waiting for the next poll (issue 30 item 4)', async () => {
    const queue = open();
    const seen: number[] = [];
    queue.work('wake', async (payload) => {
      seen.push(Number(payload.n));
    });
    await queue.start();
    await clock.tick(5000);
    // The clock stands still from here: only the insert can wake the workers.
    await queue.enqueue('wake', { n: 1 });
    await waitUntil(() => seen.length === 1);
    await queue.enqueue('wake', { n: 2 });
    await waitUntil(() => seen.length === 2);
    expect(seen).toEqual([1, 2]);
  });

  it('keeps one job per dedupe key: a second enqueue of the key does nothing, even after the first ran', async () => {
    const queue = open();
    let runs = 0;
    queue.work('dedupe', async () => {
      runs += 1;
    });
    await queue.start();
    const first = await queue.enqueue('dedupe', { a: 1 }, { dedupeKey: 'booking:42:received:email' });
    const again = await queue.enqueue('dedupe', { a: 2 }, { dedupeKey: 'booking:42:received:email' });
    expect(first).not.toBeNull();
    expect(again).toBeNull();
    await until(() => runs === 1);
    expect(await queue.enqueue('dedupe', { a: 3 }, { dedupeKey: 'booking:42:received:email' })).toBeNull();
    // Another key is another job.
    expect(await queue.enqueue('dedupe', { a: 4 }, { dedupeKey: 'booking:43:received:email' })).not.toBeNull();
    await until(() => runs === 2);
  });

  it('retries a job whose handler throws, after the backoff delay, and gives up after the retry limit', async () => {
    const queue = open();
    const attempts: number[] = [];
    queue.work('flaky', async (_payload, job) => {
      attempts.push(job.attempt);
      if (job.attempt < 2) throw new Error('SMTP is down');
    });
    const doomed: number[] = [];
    queue.work('doomed', async (_payload, job) => {
      doomed.push(job.attempt);
      throw new Error('always down');
    });
    await queue.start();
    await queue.enqueue('flaky', {});
    await until(() => attempts.length >= 1);
    expect(attempts).toEqual([1]);
    await until(() => attempts.length === 2);
    expect(attempts).toEqual([1, 2]);

    await queue.enqueue('doomed', {});
    // retryLimit 2: the first run and two retries.
    await until(() => doomed.length === 3);
    await clock.tick(5 * 60_000);
    expect(doomed).toEqual([1, 2, 3]);
  });

  it('does not run a job before its startAfter', async () => {
    const queue = open();
    const ran: number[] = [];
    queue.work('later', async () => {
      ran.push(clock.now());
    });
    await queue.start();
    const due = clock.now() + 3_600_000;
    await queue.enqueue('later', {}, { startAfter: new Date(due) });
    await clock.tick(60_000);
    expect(ran).toEqual([]);
    await clock.setTime(due);
    await until(() => ran.length === 1);
    expect(ran[0]).toBeGreaterThanOrEqual(due);
  });

  it('survives a restart: a job enqueued before the stop runs once in the next queue, and its key still dedupes', async () => {
    const before = open();
    await before.start();
    await before.enqueue('restart', { booking: 7 }, { dedupeKey: 'booking:7:received:email' });
    await before.stop();

    const after = open();
    let runs = 0;
    after.work('restart', async (payload) => {
      expect(payload).toEqual({ booking: 7 });
      runs += 1;
    });
    await after.start();
    await until(() => runs === 1);
    expect(await after.enqueue('restart', { booking: 7 }, { dedupeKey: 'booking:7:received:email' })).toBeNull();
    await clock.tick(10_000);
    expect(runs).toBe(1);
  });

  if (engine === table) {
    it('runs again a job whose worker died mid-run, once its lease is over', async () => {
      const dying = open();
      let release: () => void = () => {};
      let started = 0;
      dying.work('lease', () => {
        started += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await dying.start();
      await dying.enqueue('lease', {});
      await until(() => started === 1);
      await dying.stop(0);

      const next = open();
      const attempts: number[] = [];
      next.work('lease', async (_payload, job) => {
        attempts.push(job.attempt);
      });
      await next.start();
      await clock.tick(30_000);
      expect(attempts).toEqual([]);
      const job = () => p.db.selectFrom('jobs').select(['state', 'attempts']).where('name', '=', 'lease').executeTakeFirstOrThrow();
      await until(async () => (await job()).state === 'completed');
      expect(attempts).toEqual([2]);
      // The first worker finishing late settles nothing: the job is the second run's.
      release();
      await dying.stop();
      const row = await job();
      expect(row).toEqual({ state: 'completed', attempts: 2 });
    });
  }
});

describe('jobIdOf', () => {
  it('is a UUID fixed by the queue and the key', () => {
    expect(jobIdOf('notify', 'booking:1:received:email')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdOf('notify', 'booking:1:received:email')).toBe(jobIdOf('notify', 'booking:1:received:email'));
    expect(jobIdOf('notify', 'booking:1:received:email')).not.toBe(jobIdOf('notify', 'booking:2:received:email'));
    expect(jobIdOf('remind', 'booking:1:received:email')).not.toBe(jobIdOf('notify', 'booking:1:received:email'));
  });
});
