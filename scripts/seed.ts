import pino from 'pino';
import { createPasswordHasher } from '../provider/auth/passwords';
import { loadProviderConfig } from '../provider/config';
import { openDatabase } from '../provider/db/database';
import { migrateToLatest } from '../provider/db/migrate';
import { seedDatabase } from '../provider/db/seed/seed';
import { createFileStorage } from '../provider/files/storage/create-storage';
import { ensureAdmin } from '../provider/users/admin-bootstrap';

/** npm run seed: migrates, seeds the sample content (once) and ensures the administrator. */
async function main(): Promise<void> {
  const config = loadProviderConfig();
  const logger = pino({ name: 'seed', level: config.logLevel });
  const database = await openDatabase(config);
  try {
    await migrateToLatest(database);
    const seeded = await seedDatabase(database.db, createFileStorage(config, database.db), logger);
    await ensureAdmin(database.db, config, createPasswordHasher(config.passwordHashCost), logger);
    logger.info({ seeded }, seeded ? 'seeded' : 'already seeded, nothing to do');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
