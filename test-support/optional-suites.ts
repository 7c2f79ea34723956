import { spawnSync } from 'node:child_process';

/**
 * Tests that need a service which a developer's machine may not run are left out unless it is
 * configured. This is the one place that decides: the suites ask it whether to run, and the note at
 * the end of `npm test` (left-out-note.ts) asks it what was left out.
 */

type Env = Record<string, string | undefined>;

/** Provider suites run on PGlite always, and once more on PostgreSQL when DATABASE_URL is set. */
export const runsOnPostgres = (env: Env = process.env): boolean => Boolean(env.DATABASE_URL);

/** The web server's sessions and rate limits on a real Redis, the one REDIS_URL names. */
export const runsOnRedis = (env: Env = process.env): boolean => Boolean(env.REDIS_URL);

/** The Redis outage tests start (and stop) a throw-away redis-server of their own, so they need the binary too. */
export const hasRedisServer = (): boolean => spawnSync('redis-server', ['--version']).status === 0;

export const runsRedisOutage = (env: Env = process.env, redisServer: () => boolean = hasRedisServer): boolean => runsOnRedis(env) && redisServer();

export interface LeftOut {
  /** What did not run. */
  suites: string;
  /** What would run it. */
  enable: string;
}

export function leftOutSuites(env: Env = process.env, redisServer: () => boolean = hasRedisServer): LeftOut[] {
  const left: LeftOut[] = [];
  if (!runsOnPostgres(env)) {
    left.push({ suites: 'PostgreSQL runs of the provider suites', enable: 'set DATABASE_URL to a PostgreSQL database' });
  }
  if (!runsOnRedis(env)) {
    left.push({ suites: 'Redis session and rate-limit tests (server/redis/redis-sessions.test.ts)', enable: 'set REDIS_URL to a Redis server' });
  } else if (!runsRedisOutage(env, redisServer)) {
    left.push({ suites: 'Redis outage tests (server/redis/redis-sessions.test.ts)', enable: 'install redis-server' });
  }
  return left;
}
