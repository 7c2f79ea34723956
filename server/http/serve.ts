import type { Express } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';

export interface RunningServer {
  url: string;
  server: http.Server;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then closes idle sockets. */
  close(): Promise<void>;
}

export async function listen(app: Express, options: { port: number; host: string; shutdownTimeoutMs: number }): Promise<RunningServer> {
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), options.shutdownTimeoutMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}

/** Runs `shutdown` once on SIGTERM or SIGINT, then exits; a second signal exits at once. */
export function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'shutting down');
    shutdown()
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}
