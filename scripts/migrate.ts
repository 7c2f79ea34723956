import pino from 'pino';
import { loadProviderConfig } from '../provider/config';
import { openDatabase } from '../provider/db/database';
import { migrateDown, migrateToLatest } from '../provider/db/migrate';

/** npm run migrate [-- down]: applies every pending migration, or undoes the last one. */
async function main(): Promise<void> {
  const config = loadProviderConfig();
  const logger = pino({ name: 'migrate', level: config.logLevel });
  const database = await openDatabase(config);
  try {
    const down = process.argv.includes('down');
    const names = down ? await migrateDown(database) : await migrateToLatest(database);
    logger.info({ direction: down ? 'down' : 'up', migrations: names, database: database.kind }, names.length ? 'done' : 'nothing to do');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
