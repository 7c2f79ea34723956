import type { Express } from 'express';
import cluster from 'node:cluster';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { fail } from '../../shared/api/envelope';
import { LANGUAGE_COOKIE, type Language } from '../../shared/constants';
import { createGracefulServer, type ShutdownPhase } from '../../shared/server/graceful-http';
import type { ReadinessCheck } from './health';
import { apiMessageIn } from './messages';

export interface RunningServer {
  url: string;
  server: http.Server;
  phase(): ShutdownPhase;
  /**
   * Readiness turns 503 and requests are still served for `drainMs` (a balancer's time to notice),
   * then new requests are refused, idle connections close, and the answers in flight are finished
   * (up to the timeout). Resolves with how many were cut at the timeout.
   */
  shutdown(): Promise<{ cut: number }>;
}

/** The language of a request answered before Express ran: the language cookie, then Accept-Language. */
function rawLanguage(req: IncomingMessage): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(ar|en)\\b`).exec(String(req.headers.cookie ?? ''))?.[1];
  if (cookie === 'ar' || cookie === 'en') return cookie;
  return /^\s*ar\b/i.test(String(req.headers['accept-language'] ?? '')) ? 'ar' : 'en';
}

/** A request that arrives once the server is stopping: nothing of it was done, so it may go elsewhere. */
function refuse(req: IncomingMessage, res: ServerResponse): void {
  const body = JSON.stringify(fail(apiMessageIn(rawLanguage(req), 'unavailable'), 'SERVICE_UNAVAILABLE'));
  res.writeHead(503, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '1',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

export async function listen(
  app: Express,
  options: { port: number; host: string; shutdownTimeoutMs: number; shutdownDrainMs: number },
): Promise<RunningServer> {
  const graceful = createGracefulServer(app, { refuse });
  const { server } = graceful;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    server,
    phase: graceful.phase,
    shutdown: () => graceful.shutdown({ drainMs: options.shutdownDrainMs, timeoutMs: options.shutdownTimeoutMs }),
  };
}

/** /readyz says 503 as soon as this process begins to stop, so a load balancer sends nothing new. */
export function notStopping(running: () => RunningServer | undefined): ReadinessCheck {
  return {
    name: 'lifecycle',
    async check() {
      const phase = running()?.phase() ?? 'running';
      if (phase !== 'running') throw new Error(`shutting down (${phase})`);
    },
  };
}

/**
 * Runs `shutdown` once on SIGTERM or SIGINT, then exits. A second signal exits at once (Ctrl-C
 * twice), except in a cluster worker: Ctrl-C reaches the whole process group and the primary then
 * asks each worker again, which must not cut what the worker is finishing.
 */
export function onShutdownSignal(logger: Logger, shutdown: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (!cluster.isWorker) process.exit(1);
      return;
    }
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
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}
