/**
 * The web server alone (production shape): the provider runs elsewhere, at PROVIDER_URL. With
 * WEB_CONCURRENCY above 1 this process is the primary of that many workers, each running this file.
 */
import cluster from 'node:cluster';
import { ConfigError, loadWebConfig } from './config';
import { onShutdownSignal } from './http/serve';
import { startMetricsPort } from './http/metrics-port';
import { startWorkerPool } from './http/web-workers';
import { createLogger } from './logger';
import { startWebServer } from './start-web';

async function main() {
  const config = loadWebConfig();
  const logger = createLogger(config.logLevel, 'web', config.prettyLogs);
  if (!config.providerUrl) {
    throw new ConfigError(['PROVIDER_URL is required when the web server runs on its own (npm start runs both together)']);
  }
  if (cluster.isPrimary && config.webConcurrency > 1) {
    const pool = startWorkerPool({ count: config.webConcurrency, logger, stopTimeoutMs: config.shutdownTimeoutMs + 5_000 });
    const metrics = await startMetricsPort(config, logger, { workers: true });
    onShutdownSignal(logger, async () => {
      await pool.stop();
      await metrics?.close();
    });
    return;
  }
  const providerUrl = config.providerUrl;
  const web = await startWebServer(config, logger, () => providerUrl);
  logger.info({ url: web.url, provider: providerUrl }, 'web server listening');
  // A worker's figures are read by its primary; only a lone web server listens for them itself.
  const metrics = cluster.isWorker ? null : await startMetricsPort(config, logger, { workers: false });
  onShutdownSignal(logger, async () => {
    await web.stop();
    await metrics?.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
