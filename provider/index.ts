import { createProgramLogger } from '../shared/server/logger';
import { sizeThreadPool } from '../shared/server/thread-pool';
import { loadProviderConfig } from './config';
import { startProvider } from './start';

/** Standalone provider process (production): start, and stop gracefully on SIGTERM / SIGINT. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadProviderConfig();
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(1);
  }
  // Before anything starts the thread pool: password hashing must leave threads for the rest.
  const threads = sizeThreadPool(process.env, config.passwordHashConcurrency);
  const logger = createProgramLogger({ name: 'provider', level: config.logLevel, pretty: config.prettyLogs });
  logger.debug({ threads }, 'thread pool sized');
  try {
    const provider = await startProvider(config, logger);
    const stop = (signal: NodeJS.Signals) => {
      logger.info({ signal }, 'shutting down');
      provider.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    };
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  } catch (error) {
    logger.fatal({ err: error }, 'provider failed to start');
    process.exit(1);
  }
}

void main();
