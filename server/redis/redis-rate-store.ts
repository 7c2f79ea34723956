import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import type { RedisConnection } from './redis-connection';

/** Takes one hit back, but never resurrects a window that has already expired. */
const DECREMENT_IF_PRESENT = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

/**
 * express-rate-limit's store on the site's own Redis client, through the fail-fast guard: when
 * Redis cannot answer, `increment` throws StoreUnavailableError and the request answers 503 at
 * once. (rate-limit-redis loads its scripts once at start-up and never recovers if Redis was down
 * then; a transaction per hit has no such state.)
 */
export class RedisRateStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;

  constructor(
    private readonly redis: Pick<RedisConnection, 'client' | 'guard'>,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}${key}`;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const redisKey = this.key(key);
    const { client } = this.redis;
    // One transaction: start the window if there is none, count the hit, read what is left of it.
    const [, hits, ttl] = await this.redis.guard.run(() =>
      client
        .multi()
        .set(redisKey, '0', { expiration: { type: 'PX', value: this.windowMs }, condition: 'NX' })
        .incr(redisKey)
        .pTTL(redisKey)
        .exec(),
    );
    const remainingMs = typeof ttl === 'number' && ttl > 0 ? ttl : this.windowMs;
    return { totalHits: Number(hits), resetTime: new Date(Date.now() + remainingMs) };
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const redisKey = this.key(key);
    const { client } = this.redis;
    const [hits, ttl] = await this.redis.guard.run(() => client.multi().get(redisKey).pTTL(redisKey).exec());
    if (hits === null || hits === undefined) return undefined;
    return { totalHits: Number(hits), resetTime: typeof ttl === 'number' && ttl > 0 ? new Date(Date.now() + ttl) : undefined };
  }

  async decrement(key: string): Promise<void> {
    const redisKey = this.key(key);
    await this.redis.guard.run(() => this.redis.client.eval(DECREMENT_IF_PRESENT, { keys: [redisKey] }));
  }

  async resetKey(key: string): Promise<void> {
    const redisKey = this.key(key);
    await this.redis.guard.run(() => this.redis.client.del(redisKey));
  }
}
