/** The web server alone (production shape): the provider runs elsewhere, at PROVIDER_URL. */
import { createApp } from './app';
import { ConfigError, loadWebConfig } from './config';
import { listen, onShutdownSignal } from './http/serve';
import { createLogger } from './logger';

async function main() {
  const config = loadWebConfig();
  const logger = createLogger(config.logLevel);
  if (!config.providerUrl) {
    throw new ConfigError(['PROVIDER_URL is required when the web server runs on its own (npm start runs both together)']);
  }
  const app = createApp(config, { logger });
  const running = await listen(app, config);
  logger.info({ url: running.url, provider: config.providerUrl }, 'web server listening');
  onShutdownSignal(logger, () => running.close());
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
