import pino from 'pino';
import { runBackup } from '../provider/backup/cli';
import { loadProviderConfig } from '../provider/config';

/**
 * npm run backup [-- --out FILE|FOLDER|-]: one archive of every table and the stored files, taken
 * while the site runs. Default: ./backups/khadamat-<UTC time>.tar.gz. The provider's environment
 * (DATABASE_URL, DATA_DIR, FILE_STORAGE, S3_*) says what to back up.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.findIndex((a) => a === '--out' || a.startsWith('--out='));
  const out = at < 0 ? undefined : args[at]!.startsWith('--out=') ? args[at]!.slice(6) : args[at + 1];
  if (at >= 0 && !out) throw new Error('--out needs a file, a folder, or - for standard output');
  const config = loadProviderConfig();
  // Standard output may be the archive: the log goes to standard error.
  const logger = pino({ name: 'backup', level: config.logLevel }, pino.destination(2));
  const { file, summary, ms } = await runBackup(config, { out }, logger);
  if (summary.missingFiles.length > 0)
    logger.warn({ missingFiles: summary.missingFiles }, 'files the rows point at were not in the storage (removed while the backup ran?)');
  logger.info({ file, rows: summary.rows, tables: summary.tables, files: summary.files, fileBytes: summary.fileBytes, ms }, 'backup written');
}

main().catch((error: unknown) => {
  process.stderr.write(`backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
