import { leftOutNote } from './left-out-note';
import { leftOutSuites, runsOnPostgres, runsOnRedis, runsRedisOutage } from './optional-suites';

const installed = () => true;
const missing = () => false;

describe('optional suites', () => {
  it('runs the PostgreSQL dialect and the Redis tests only when their URLs are set', () => {
    expect([runsOnPostgres({}), runsOnPostgres({ DATABASE_URL: '' }), runsOnPostgres({ DATABASE_URL: 'postgres://db/test' })]).toEqual([false, false, true]);
    expect([runsOnRedis({}), runsOnRedis({ REDIS_URL: '' }), runsOnRedis({ REDIS_URL: 'redis://cache' })]).toEqual([false, false, true]);
    // The outage tests need both Redis and a redis-server binary to start and stop.
    expect(runsRedisOutage({ REDIS_URL: 'redis://cache' }, installed)).toBe(true);
    expect(runsRedisOutage({ REDIS_URL: 'redis://cache' }, missing)).toBe(false);
    expect(runsRedisOutage({}, installed)).toBe(false);
  });

  it('names what a run left out and the variable that would include it', () => {
    expect(leftOutNote(leftOutSuites({}, installed))).toBe(
      [
        '',
        'Left out of this run:',
        '  - PostgreSQL runs of the provider suites: set DATABASE_URL to a PostgreSQL database to include them',
        '  - Redis session and rate-limit tests (server/redis/redis-sessions.test.ts): set REDIS_URL to a Redis server to include them',
        '',
      ].join('\n'),
    );
    expect(leftOutSuites({ DATABASE_URL: 'postgres://db/test' }, installed).map((left) => left.enable)).toEqual(['set REDIS_URL to a Redis server']);
    expect(leftOutSuites({ DATABASE_URL: 'postgres://db/test', REDIS_URL: 'redis://cache' }, missing)).toEqual([
      { suites: 'Redis outage tests (server/redis/redis-sessions.test.ts)', enable: 'install redis-server' },
    ]);
  });

  it('says nothing when every suite ran', () => {
    expect(leftOutNote(leftOutSuites({ DATABASE_URL: 'postgres://db/test', REDIS_URL: 'redis://cache' }, installed))).toBe('');
  });
});
