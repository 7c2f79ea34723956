import type { Logger } from 'pino';
import { createApp } from './app';
import type { WebConfig } from './config';
import { listen, notStopping, type RunningServer } from './http/serve';
import { createWebServices } from './web-services';

export interface RunningWeb {
  url: string;
  /** Drains, stops taking requests, finishes those in flight, then closes Redis and the provider pool. */
  stop(): Promise<void>;
}

/** One web server process: sessions, the /api router and pages, listening on the configured port. */
export async function startWebServer(config: WebConfig, logger: Logger, providerUrl: () => string | undefined): Promise<RunningWeb> {
  const services = createWebServices(config, { logger, providerUrl });
  let running: RunningServer | undefined;
  const app = createApp(config, {
    logger,
    providerUrl,
    session: services.session,
    api: services.api,
    pageCache: services.pageCache,
    readinessChecks: [...services.readinessChecks, notStopping(() => running)],
  });
  running = await listen(app, config);
  const server = running;
  return {
    url: server.url,
    async stop() {
      const { cut } = await server.shutdown();
      if (cut > 0) logger.warn({ cut }, 'requests still unanswered at SHUTDOWN_TIMEOUT_MS were cut');
      await services.close();
    },
  };
}
