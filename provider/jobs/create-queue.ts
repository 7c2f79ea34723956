import type { Logger } from 'pino';
import type { ProviderConfig } from '../config';
import type { Db } from '../db/database';
import type { Clock, JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { createTableQueue } from './table-queue';

/** The queue JOB_QUEUE names: pg-boss in JOBS_SCHEMA, or the jobs table of `db`. */
export function createJobQueue(config: ProviderConfig, db: Db, logger: Logger, clock?: Clock): JobQueue {
  const log = logger.child({ component: 'jobs' });
  if (config.jobQueue === 'pg-boss' && config.databaseUrl) {
    return createPgBossQueue({ connectionString: config.databaseUrl, schema: config.jobsSchema, logger: log, clock });
  }
  return createTableQueue({ db, logger: log, clock });
}
