import { buildSnapshotForRun, removeSnapshotOfRun } from '../provider/test-support/pglite-snapshot';
import noteLeftOutSuites from './left-out-note';

/** Vitest's global setup for `npm test`: one migrated PGlite snapshot for the run, which each suite's own database starts from. */
export async function setup(): Promise<void> {
  await buildSnapshotForRun();
}

/** The run's PGlite snapshot goes, and the note says which suites were left out for want of DATABASE_URL or REDIS_URL. */
export function teardown(): void {
  removeSnapshotOfRun();
  noteLeftOutSuites();
}
