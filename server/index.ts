/**
 * The web server alone (production shape): the provider runs elsewhere, at PROVIDER_URL. With
 * WEB_CONCURRENCY above 1 this process is the primary of that many workers, each running this file.
 */
import cluster from 'node:cluster';
import { createApp } from './app';
import { ConfigError, loadWebConfig } from './config';
import { listen, onShutdownSignal } from './http/serve';
import { startWorkerPool } from './http/web-workers';
import { createLogger } from './logger';
import { createWebServices } from './web-services';

async function main() {
  const config = loadWebConfig();
  const logger = createLogger(config.logLevel);
  if (!config.providerUrl) {
    throw new ConfigError(['PROVIDER_URL is required when the web server runs on its own (npm start runs both together)']);
  }
  if (cluster.isPrimary && config.webConcurrency > 1) {
    const pool = startWorkerPool({ count: config.webConcurrency, logger, stopTimeoutMs: config.shutdownTimeoutMs + 5_000 });
    onShutdownSignal(logger, () => pool.stop());
    return;
  }
  const services = createWebServices(config, { logger, providerUrl: () => config.providerUrl });
  const app = createApp(config, { logger, session: services.session, api: services.api, readinessChecks: services.readinessChecks });
  const running = await listen(app, config);
  logger.info({ url: running.url, provider: config.providerUrl }, 'web server listening');
  onShutdownSignal(logger, async () => {
    await running.close();
    await services.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
