import type { RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import type { WebConfig } from './config';
import { createApiRouter, SMALL_BODY_BYTES } from './http/api-router';
import type { ReadinessCheck } from './http/health';
import type { RateRule, RateRuleName } from './http/rate-limit';
import { createRedisConnection } from './redis/redis-connection';
import { RedisRateStore } from './redis/redis-rate-store';
import { createSessionLayer } from './session/session-layer';
import { sessionLimits } from './session/session-lifetime';
import { resolveSessionSecret } from './session/session-secret';
import { createSessionBackend } from './session/session-store';
import { gauge } from '../shared/server/metrics';
import { createPageCache, type PageCache } from './render/page-cache';
import { changesPublicPages, createPageChanges } from './render/page-changes';

export interface WebServices {
  session: RequestHandler;
  api: Router;
  /** Visitors' pages kept in memory, dropped in every web process when a write changes what they show. */
  pageCache: PageCache;
  readinessChecks: ReadinessCheck[];
  /** Closes the Redis client and the provider connection pool (after the HTTP server stopped). */
  close(): Promise<void>;
}

export interface WebServicesOptions {
  logger: Logger;
  providerUrl: () => string | undefined;
  rateRules?: Record<RateRuleName, RateRule>;
}

/**
 * Sessions, rate limits and the /api router, on Redis when REDIS_URL is set and in this process's
 * memory otherwise. site/main.ts and server/index.ts pass the result to createApp.
 */
export function createWebServices(config: WebConfig, options: WebServicesOptions): WebServices {
  const { logger } = options;
  const redis = config.redisUrl ? createRedisConnection(config.redisUrl, logger.child({ component: 'redis' })) : undefined;
  if (!redis) {
    logger.warn('REDIS_URL is not set: sessions and rate limits are kept in memory, which is right for one process only (set REDIS_URL to run several)');
  }
  if (redis && !config.sessionSecret) {
    logger.warn(
      'SESSION_SECRET is not set: cookies are signed with a secret kept in DATA_DIR; every web process sharing this Redis needs the same SESSION_SECRET',
    );
  }
  if (config.publicSiteUrl.startsWith('https:') && config.trustProxy === false) {
    logger.warn('PUBLIC_SITE_URL is https but TRUST_PROXY is off: behind a TLS-terminating proxy, set TRUST_PROXY so session cookies are marked Secure');
  }
  if (config.trustProxy === true) {
    logger.warn('TRUST_PROXY=true trusts any X-Forwarded-For: per-IP rate limits can then be dodged; prefer the number of proxy hops');
  }

  const limits = sessionLimits(config);
  const backend = createSessionBackend({ redis, keyPrefix: config.redisKeyPrefix, limits });
  sessionStoreMetric(backend.kind, backend.available);
  const session = createSessionLayer({
    secret: resolveSessionSecret(config, logger),
    store: backend.store,
    available: backend.available,
    limits,
    logger,
  });
  const pageCache = createPageCache({ ttlMs: config.pageCacheTtlMs, maxBytes: config.pageCacheMaxBytes });
  const pageChanges = createPageChanges({
    ...(redis ? { redis } : {}),
    channel: `${config.redisKeyPrefix}page-changes`,
    onChange: () => pageCache.flush(),
    logger,
  });
  const { router, proxy } = createApiRouter({
    onProviderWrite: (method, path) => {
      if (pageCache.enabled && changesPublicPages(method, path)) pageChanges.announce();
    },
    publicSiteUrl: config.publicSiteUrl,
    providerUrl: options.providerUrl,
    providerTimeoutMs: config.providerTimeoutMs,
    bodyLimits: { timeoutMs: config.bodyTimeoutMs, minBytesPerSecond: config.bodyMinBytesPerSecond, bufferBytes: SMALL_BODY_BYTES },
    inFlight: { writes: config.apiInFlightPerClient, reads: 4 * config.apiInFlightPerClient },
    passwordCallsInFlight: config.passwordCallsInFlight,
    rateStoreFor: (scope) => (redis ? new RedisRateStore(redis, `${config.redisKeyPrefix}rl:${scope}`) : undefined),
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
    logger,
  });

  return {
    session,
    api: router,
    pageCache,
    readinessChecks: redis ? [{ name: 'redis', check: () => redis.ping() }] : [],
    async close() {
      proxy.close();
      backend.close();
      await pageChanges.close();
      await redis?.close();
    },
  };
}

let store: { kind: string; available: () => boolean } = { kind: 'memory', available: () => true };

/** 1 while the session store answers, 0 while it does not (Redis down), by kind. */
function sessionStoreMetric(kind: string, available: () => boolean): void {
  store = { kind, available };
  gauge({
    name: 'web_session_store_up',
    help: "Whether the session store (Redis, or this process's memory) answers: 1 or 0.",
    labelNames: ['kind'] as const,
    collect() {
      this.reset();
      this.set({ kind: store.kind }, store.available() ? 1 : 0);
    },
  });
}
