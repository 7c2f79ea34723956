import { removeSnapshotOfRun } from '../provider/test-support/pglite-snapshot';
import noteLeftOutSuites from './left-out-note';

/** Jest's global teardown for `npm test`: the run's PGlite snapshot goes, the left-out note is said. */
export default function globalTeardown(): void {
  removeSnapshotOfRun();
  noteLeftOutSuites();
}
