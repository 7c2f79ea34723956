import type { Logger } from 'pino';
import type { RedisConnection } from '../redis/redis-connection';

/**
 * Tells every web process (workers and instances) that what public pages show has changed, so each
 * drops its visitors' page cache. Through Redis pub/sub when Redis is configured; in this process
 * only otherwise. A process that lost Redis for a while may have missed changes: it flushes when
 * its subscription is back.
 */
export interface PageChanges {
  /** Something public pages show changed (called after a successful write through /api). */
  announce(): void;
  close(): Promise<void>;
}

/**
 * Provider areas whose writes never change what a visitor's page shows: sign-in and accounts'
 * secrets, bookings, quotes and contact messages are private. Any other accepted write (services,
 * partners, ratings, site content, posts, users' names shown with their ratings) drops the pages.
 */
const PRIVATE_AREAS = new Set(['auth', 'demandedeservice', 'quotes', 'contactus']);

export function changesPublicPages(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const area = (path.split('/')[1] ?? '').toLowerCase();
  return !PRIVATE_AREAS.has(area);
}

export function createPageChanges(options: { redis?: RedisConnection; channel: string; onChange: () => void; logger: Logger }): PageChanges {
  const { redis, channel, onChange, logger } = options;
  if (!redis) return { announce: onChange, close: async () => undefined };

  const subscriber = redis.client.duplicate();
  subscriber.on('error', () => undefined); // the main connection already reports outages
  subscriber.on('ready', onChange);
  subscriber
    .connect()
    .then(() => subscriber.subscribe(channel, onChange))
    .catch((error: unknown) => logger.debug({ err: error }, 'page cache subscription abandoned'));

  return {
    announce() {
      onChange();
      redis.guard
        .run(() => redis.client.publish(channel, 'changed'))
        .catch((error: unknown) => {
          // Redis is down: other processes flush when their subscription comes back.
          logger.warn({ err: error }, 'could not tell the other web processes that pages changed');
        });
    },
    async close() {
      // A subscriber has nothing pending worth waiting for, and may still be reconnecting (outage).
      if (subscriber.isOpen) subscriber.destroy();
    },
  };
}
