/**
 * `npm start`: the provider API and the web server in one process on their embedded defaults
 * (PGlite under DATA_DIR, in-memory sessions). The web server still reaches the provider over
 * loopback HTTP, exactly as it would reach a separate provider in production.
 */
import { loadProviderConfig } from '../provider/config';
import { startProvider } from '../provider/start';
import { createApp } from './app';
import { loadWebConfig } from './config';
import { listen, onShutdownSignal } from './http/serve';
import { createLogger } from './logger';
import { createWebServices } from './web-services';

async function main() {
  const config = loadWebConfig();
  const providerConfig = loadProviderConfig({ PROVIDER_PORT: '0', ...process.env });
  const logger = createLogger(config.logLevel);

  const provider = config.providerUrl ? undefined : await startProvider(providerConfig, logger.child({ component: 'provider' }));
  const providerUrl = config.providerUrl ?? provider?.url;
  const services = createWebServices(config, { logger, providerUrl: () => providerUrl });
  const app = createApp(config, {
    logger,
    providerUrl: () => providerUrl,
    session: services.session,
    api: services.api,
    readinessChecks: services.readinessChecks,
  });
  const web = await listen(app, config);
  logger.info({ url: `http://localhost:${config.port}`, provider: providerUrl }, 'site ready');

  onShutdownSignal(logger, async () => {
    await web.close();
    await services.close();
    await provider?.close();
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
