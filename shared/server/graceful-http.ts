/**
 * An HTTP server that stops the way a load balancer and its clients need (Node only: used by the
 * web server and the provider, never by the browser code):
 *   1. draining: readiness answers 503 (the balancer stops sending), requests are still served;
 *   2. stopping: no new connections; idle keep-alive connections close at once; answers still in
 *      flight carry `Connection: close`; a new request arriving on an open connection is refused
 *      with 503 (nothing of it was done, so the client may send it elsewhere);
 *   3. once every request in flight is answered (or the timeout passes, which cuts what is left),
 *      the server is closed.
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';

export type ShutdownPhase = 'running' | 'draining' | 'stopping' | 'stopped';

export interface GracefulServer {
  server: http.Server;
  phase(): ShutdownPhase;
  /** Requests being answered now. */
  inFlight(): number;
  /**
   * Drains for `drainMs`, stops taking requests, waits for the ones in flight for up to `timeoutMs`,
   * then resolves with how many were still unanswered (and were cut).
   */
  shutdown(options: { drainMs: number; timeoutMs: number }): Promise<{ cut: number }>;
}

export interface GracefulServerOptions {
  /** Answers a request that arrives once stopping began: a 503 in the program's own format. */
  refuse(req: IncomingMessage, res: ServerResponse): void;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createGracefulServer(handler: RequestListener, options: GracefulServerOptions): GracefulServer {
  let phase: ShutdownPhase = 'running';
  const open = new Set<ServerResponse>();
  let idle: (() => void) | null = null;

  const endConnectionAfter = (res: ServerResponse) => {
    if (res.headersSent) return;
    res.shouldKeepAlive = false;
    res.setHeader('Connection', 'close');
  };

  const server = http.createServer((req, res) => {
    if (phase === 'stopping' || phase === 'stopped') {
      endConnectionAfter(res);
      options.refuse(req, res);
      return;
    }
    open.add(res);
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) idle?.();
    });
    handler(req, res);
  });
  server.keepAliveTimeout = 65_000;

  return {
    server,
    phase: () => phase,
    inFlight: () => open.size,
    async shutdown({ drainMs, timeoutMs }) {
      if (phase !== 'running') throw new Error(`already ${phase}`);
      phase = 'draining';
      if (drainMs > 0) await delay(drainMs);
      phase = 'stopping';
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const res of open) endConnectionAfter(res);
      if (open.size > 0) await Promise.race([new Promise<void>((resolve) => (idle = resolve)), delay(timeoutMs)]);
      const cut = open.size;
      server.closeAllConnections();
      await closed;
      phase = 'stopped';
      return { cut };
    },
  };
}
