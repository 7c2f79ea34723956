import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { runsOnRedis } from '../../test-support/optional-suites';
import { deleteRedisKeys } from '../../test-support/redis-keys';
import { createRedisConnection, type RedisConnection } from '../redis/redis-connection';
import { RedisAttemptStore } from '../redis/redis-attempt-store';
import { delayAfter, MemoryAttemptStore, type AttemptStore, type DelayPolicy } from './attempt-store';

const policy: DelayPolicy = { free: 3, baseMs: 1000, maxMs: 8000, forgetMs: 60_000 };

describe('delayAfter', () => {
  it('is free for the first attempts, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 100, Number.MAX_SAFE_INTEGER].map((n) => delayAfter(n, policy))).toEqual([
      0, 0, 0, 1000, 2000, 4000, 8000, 8000, 8000, 8000,
    ]);
  });
});

const prefix = `${process.env.REDIS_KEY_PREFIX ?? 'khadamat:test:'}attempts-${randomBytes(4).toString('hex')}:`;
let redis: RedisConnection | undefined;
beforeAll(async () => {
  if (!runsOnRedis()) return;
  redis = createRedisConnection(process.env.REDIS_URL!, pino({ level: 'silent' }));
  await redis.client.connect().catch(() => undefined);
  for (let i = 0; i < 50 && !redis.client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 100));
});
afterAll(async () => {
  if (!redis) return;
  await redis.close();
  await deleteRedisKeys(process.env.REDIS_URL!, `${prefix}*`);
});

const stores: Array<[string, () => AttemptStore]> = [['memory', () => new MemoryAttemptStore()]];
if (runsOnRedis()) stores.push(['redis', () => new RedisAttemptStore(redis!, `${prefix}${randomBytes(4).toString('hex')}:`)]);

describe.each(stores)('attempt store (%s)', (_name, make) => {
  it('refuses while the growing delay runs, with the time left, and counts no refused attempt', async () => {
    const store = make();
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) expect(await store.take('k', policy, t0)).toEqual({ allowed: true });
    expect(await store.take('k', policy, t0 + 400)).toEqual({ allowed: false, retryAfterMs: 600 });
    expect(await store.take('k', policy, t0 + 999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await store.failures('k')).toBe(3);
    expect(await store.take('k', policy, t0 + 1000)).toEqual({ allowed: true });
    // Four failures: the next waits two seconds from the last.
    expect(await store.take('k', policy, t0 + 2999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(await store.take('k', policy, t0 + 3000)).toEqual({ allowed: true });
    // Other keys are their own.
    expect(await store.take('other', policy, t0 + 3000)).toEqual({ allowed: true });
  });

  it('takes an attempt back that was no failure, and forgets a key', async () => {
    const store = make();
    const t0 = Date.now();
    for (let i = 0; i < 3; i++) await store.take('k', policy, t0);
    await store.giveBack('k');
    expect(await store.failures('k')).toBe(2);
    expect(await store.take('k', policy, t0)).toEqual({ allowed: true });
    await store.forget('k');
    expect(await store.failures('k')).toBe(0);
  });

  it('voids the counts from before a mark (a completed reset)', async () => {
    const store = make();
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) await store.take('k', policy, t0 + i * 10);
    await store.mark('cleared', t0 + 50, 60_000);
    const since = await store.readMark('cleared');
    expect(since).toBe(t0 + 50);
    expect(await store.failures('k', since)).toBe(0);
    expect(await store.take('k', policy, t0 + 51, since)).toEqual({ allowed: true });
    expect(await store.failures('k', since)).toBe(1);
  });
});
