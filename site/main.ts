/**
 * `npm start`: the provider API and the web server in one process on their embedded defaults
 * (PGlite under DATA_DIR, in-memory sessions). The web server still reaches the provider over
 * loopback HTTP, exactly as it would reach a separate provider in production.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadProviderConfig } from '../provider/config';
import { sizeThreadPool } from '../shared/server/thread-pool';
import { startProvider } from '../provider/start';
import { loadWebConfig } from '../server/config';
import { onShutdownSignal } from '../server/http/serve';
import { startMetricsPort } from '../server/http/metrics-port';
import { startWorkerPool } from '../server/http/web-workers';
import { createLogger } from '../server/logger';
import { startWebServer } from '../server/start-web';

async function main() {
  // One web server in this process unless WEB_CONCURRENCY says otherwise (the embedded database is one process's).
  const config = loadWebConfig({ WEB_CONCURRENCY: '1', ...process.env });
  const providerConfig = loadProviderConfig({ PROVIDER_PORT: '0', ...process.env });
  // Before anything starts the thread pool: the provider's password hashing shares it with this
  // process's compression and file reads, which keep threads of their own.
  sizeThreadPool(process.env, providerConfig.passwordHashConcurrency);
  const logger = createLogger(config.logLevel, 'web', config.prettyLogs);

  const provider = config.providerUrl ? undefined : await startProvider(providerConfig, logger.child({ component: 'provider' }));
  const providerUrl = config.providerUrl ?? provider?.url;
  if (config.webConcurrency > 1 && providerUrl) {
    // This process keeps the provider (and its database); the workers run the web server alone.
    const entry = fileURLToPath(import.meta.url);
    const pool = startWorkerPool({
      count: config.webConcurrency,
      logger,
      exec: path.join(path.dirname(entry), `../server/index${path.extname(entry)}`),
      env: { PROVIDER_URL: providerUrl },
      stopTimeoutMs: config.shutdownTimeoutMs + 5_000,
    });
    logger.info({ url: `http://localhost:${config.port}`, provider: providerUrl, workers: config.webConcurrency }, 'site ready');
    const metrics = await startMetricsPort(config, logger, { workers: true });
    onShutdownSignal(logger, async () => {
      await pool.stop();
      await metrics?.close();
      await provider?.close();
    });
    return;
  }
  const web = await startWebServer(config, logger, () => providerUrl);
  logger.info({ url: `http://localhost:${config.port}`, provider: providerUrl }, 'site ready');

  const metrics = await startMetricsPort(config, logger, { workers: false });

  // The web server finishes first: what it is still answering may need the provider.
  onShutdownSignal(logger, async () => {
    await web.stop();
    await metrics?.close();
    await provider?.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
