import type { Db } from './database';

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one, so a
 * repository's own transaction joins a larger one (an idempotent request stores its answer in the
 * same commit as what it created) instead of failing.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
