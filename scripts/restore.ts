import pino from 'pino';
import { runRestore } from '../provider/backup/cli';
import { loadProviderConfig } from '../provider/config';

/**
 * npm run restore -- FILE|- [--replace]: loads a backup into the configured database and file
 * storage, which must be empty (a new DATA_DIR, database or schema) unless --replace is given. It
 * runs the migrations itself. Stop the provider first.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((a) => a !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('--')) throw new Error('usage: npm run restore -- BACKUP.tar.gz [--replace]   (- reads standard input)');
  const config = loadProviderConfig();
  const logger = pino({ name: 'restore', level: config.logLevel }, pino.destination(2));
  const { summary, ms, chain } = await runRestore(config, files[0]!, { replace });
  // The tax documents' ICV/PIH chain, checked on the restored rows: where it breaks, if it does.
  if (chain.firstBreak) logger.error({ chain: chain.firstBreak }, chain.summary);
  else logger.info({ documents: chain.documents }, chain.summary);
  if (summary.missingFiles.length > 0) logger.warn({ missingFiles: summary.missingFiles }, 'the backup lacked files its rows point at; they answer 404');
  logger.info({ rows: summary.rows, tables: summary.tables, files: summary.files, fileBytes: summary.fileBytes, ms }, 'restored');
}

main().catch((error: unknown) => {
  process.stderr.write(`restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
