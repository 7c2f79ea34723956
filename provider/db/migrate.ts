import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely/migration';
import * as initial from './migrations/20250601000000-initial';

/**
 * Every migration, by timestamped name. Imported statically (not read from disk) so the bundled build
 * carries them; add new ones here in order.
 */
export const MIGRATIONS: Record<string, Migration> = {
  '20250601000000-initial': initial,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function migratorFor(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
}

function unwrap(result: MigrationResultSet): void {
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const error = result.error instanceof Error ? result.error : new Error(String(result.error));
    if (failed) error.message = `Migration ${failed.migrationName} failed: ${error.message}`;
    throw error;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const result = await migratorFor(db).migrateToLatest();
  unwrap(result);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  const result = await migratorFor(db).migrateDown();
  unwrap(result);
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
