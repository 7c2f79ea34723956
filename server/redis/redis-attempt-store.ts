import type { Attempt, AttemptStore, DelayPolicy } from '../http/attempt-store';
import type { RedisConnection } from './redis-connection';

/**
 * One script: read the key's failures (void when older than `since`), refuse with the wait while the
 * growing delay runs, otherwise count the attempt. The same rule as MemoryAttemptStore.take.
 */
const TAKE = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local lastAt = tonumber(redis.call('HGET', KEYS[1], 't') or '0')
local now, free, base, max, forget, since = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
if lastAt < since then failures = 0; lastAt = 0 end
local wait = 0
if failures >= free then wait = math.min(base * 2 ^ math.min(failures - free, 40), max) end
if now < lastAt + wait then return lastAt + wait - now end
redis.call('HSET', KEYS[1], 'f', failures + 1, 't', now)
redis.call('PEXPIRE', KEYS[1], forget)
return 0`;

const GIVE_BACK = "if tonumber(redis.call('HGET', KEYS[1], 'f') or '0') > 0 then redis.call('HINCRBY', KEYS[1], 'f', -1) end return 0";

/** The attempt counters in Redis, through the fail-fast guard (an outage throws StoreUnavailableError). */
export class RedisAttemptStore implements AttemptStore {
  constructor(
    private readonly redis: Pick<RedisConnection, 'client' | 'guard'>,
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}${key}`;
  }

  async take(key: string, policy: DelayPolicy, now: number, since = 0): Promise<Attempt> {
    const args = [now, policy.free, policy.baseMs, policy.maxMs, policy.forgetMs, since].map((n) => String(Math.round(n)));
    const wait = await this.redis.guard.run(() => this.redis.client.eval(TAKE, { keys: [this.key(key)], arguments: args }));
    const retryAfterMs = Number(wait);
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  async giveBack(key: string): Promise<void> {
    await this.redis.guard.run(() => this.redis.client.eval(GIVE_BACK, { keys: [this.key(key)] }));
  }

  async failures(key: string, since = 0): Promise<number> {
    const [failures, lastAt] = await this.redis.guard.run(() => this.redis.client.hmGet(this.key(key), ['f', 't']));
    return Number(lastAt ?? 0) < since ? 0 : Number(failures ?? 0);
  }

  async mark(key: string, at: number, ttlMs: number): Promise<void> {
    await this.redis.guard.run(() => this.redis.client.set(this.key(key), String(at), { expiration: { type: 'PX', value: ttlMs } }));
  }

  async readMark(key: string): Promise<number | undefined> {
    const value = await this.redis.guard.run(() => this.redis.client.get(this.key(key)));
    return value === null || value === undefined ? undefined : Number(value);
  }

  async forget(key: string): Promise<void> {
    await this.redis.guard.run(() => this.redis.client.del(this.key(key)));
  }
}
