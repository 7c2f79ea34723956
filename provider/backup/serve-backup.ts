import type http from 'node:http';
import type { Logger } from 'pino';
import { writeBackup, type BackupSource } from './dump';

/** The operator socket's one call: GET /backup answers the archive (see operator-socket.ts). */
export function backupHandler(source: () => BackupSource | null, logger: Logger): http.RequestListener {
  return (req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /backup is answered here.\n');
      return;
    }
    const from = source();
    if (!from) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('The provider is starting or stopping; try again.\n');
      return;
    }
    const started = Date.now();
    res.writeHead(200, { 'content-type': 'application/gzip' });
    writeBackup(from, res).then(
      (summary) =>
        logger.info({ rows: summary.rows, files: summary.files, missingFiles: summary.missingFiles.length, ms: Date.now() - started }, 'backup sent'),
      (error: unknown) => {
        logger.error({ err: error }, 'backup failed');
        res.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
}
