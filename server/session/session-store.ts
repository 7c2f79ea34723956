import { RedisStore } from 'connect-redis';
import type { SessionData, Store } from 'express-session';
import type { RedisConnection } from '../redis/redis-connection';
import { MemorySessionStore } from './memory-store';
import { sessionTtlMs, sessionTtlSeconds, type SessionLimits } from './session-lifetime';

export interface SessionBackend {
  kind: 'redis' | 'memory';
  store: Store;
  available(): boolean;
  close(): void;
}

/**
 * The calls connect-redis makes, each through the fail-fast guard: a session read never waits
 * longer than the guard's deadline, whatever state Redis is in.
 */
function guardedClient(redis: RedisConnection) {
  const { client, guard } = redis;
  return {
    get: (key: string) => guard.run(() => client.get(key)),
    set: (key: string, value: string, options?: Parameters<typeof client.set>[2]) => guard.run(() => client.set(key, value, options)),
    expire: (key: string, seconds: number) => guard.run(() => client.expire(key, seconds)),
    del: (keys: string[]) => guard.run(() => client.del(keys)),
  };
}

export function createSessionBackend(options: { redis?: RedisConnection; keyPrefix: string; limits: SessionLimits }): SessionBackend {
  const { redis, limits } = options;
  if (redis) {
    return {
      kind: 'redis',
      store: new RedisStore({
        client: guardedClient(redis),
        prefix: `${options.keyPrefix}sess:`,
        ttl: (session: SessionData) => sessionTtlSeconds(session, limits, Date.now()),
      }),
      available: () => redis.guard.available(),
      close: () => undefined,
    };
  }
  const store = new MemorySessionStore((session) => sessionTtlMs(session, limits, Date.now()));
  return { kind: 'memory', store, available: () => true, close: () => store.close() };
}
