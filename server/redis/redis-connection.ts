import type { Logger } from 'pino';
import { createClient, type RedisClientType } from 'redis';
import { createRedisGuard, type RedisGuard } from './redis-guard';

/** A Redis call that has not answered in this time counts as an outage (sessions are tiny reads). */
const CALL_TIMEOUT_MS = 1000;
const COOLDOWN_MS = 2000;
const CONNECT_TIMEOUT_MS = 2000;
/** Commands waiting for a hung server are bounded; beyond this node-redis rejects at once. */
const MAX_QUEUED_COMMANDS = 1000;
const MAX_RECONNECT_DELAY_MS = 2000;

export type AppRedisClient = RedisClientType;

export interface RedisConnection {
  client: AppRedisClient;
  guard: RedisGuard;
  /** For /readyz: resolves when Redis answers PING. */
  ping(): Promise<void>;
  /** Lets pending commands finish (briefly), then closes the socket. */
  close(): Promise<void>;
}

/**
 * One Redis client for sessions and rate limits. It starts without waiting for Redis: the site
 * serves visitors while Redis is away, and the client keeps reconnecting (capped back-off) so that
 * sessions come back by themselves. Outages are logged once when they start and once when they end.
 */
export function createRedisConnection(url: string, logger: Logger): RedisConnection {
  const client: AppRedisClient = createClient({
    url,
    disableOfflineQueue: true,
    commandsQueueMaxLength: MAX_QUEUED_COMMANDS,
    commandOptions: { timeout: CALL_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });

  let down = false;
  const markDown = (error: unknown) => {
    if (down) return;
    down = true;
    logger.error({ err: error }, 'redis unavailable: signed-in requests answer 503 until it is back');
  };
  client.on('error', markDown);
  const markUp = () => {
    if (down) logger.info('redis is back');
    down = false;
  };
  client.on('ready', markUp);

  const guard = createRedisGuard({
    timeoutMs: CALL_TIMEOUT_MS,
    cooldownMs: COOLDOWN_MS,
    isReady: () => client.isReady,
    onTrip: markDown,
    onRecover: markUp,
  });

  client.connect().catch((error: unknown) => {
    // Only reached when the client is closed before it ever connected (shutdown during an outage).
    logger.debug({ err: error }, 'redis connect abandoned');
  });

  return {
    client,
    guard,
    async ping() {
      await guard.run(() => client.ping());
    },
    async close() {
      if (!client.isOpen) return;
      let timer: NodeJS.Timeout | undefined;
      const forced = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          client.destroy();
          resolve();
        }, CALL_TIMEOUT_MS);
      });
      await Promise.race([client.close().catch(() => client.destroy()), forced]);
      clearTimeout(timer);
    },
  };
}
