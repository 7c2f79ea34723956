import type { Logger } from 'pino';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/database';
import type { Clock, JobQueue } from './job-queue';
import { withOutbox } from './outbox';
import { createPgBossQueue } from './pg-boss-queue';
import { createTableQueue } from './table-queue';

/** The queue JOB_QUEUE names: pg-boss in JOBS_SCHEMA, or the jobs table of `db`; its keyed jobs recorded in the outbox. */
export function createJobQueue(config: ProviderConfig, db: Db, logger: Logger, clock?: Clock): JobQueue {
  const log = logger.child({ component: 'jobs' });
  const engine =
    config.jobQueue === 'pg-boss' && config.databaseUrl
      ? createPgBossQueue({ connectionString: config.databaseUrl, schema: config.jobsSchema, logger: log, clock })
      : createTableQueue({ db, logger: log, clock });
  return withOutbox(engine, { db, logger: log, clock });
}
