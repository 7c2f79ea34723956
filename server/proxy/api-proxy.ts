import type { Request, RequestHandler, Response } from 'express';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Logger } from 'pino';
import { fail } from '../../shared/api/envelope';
import { histogram, LATENCY_BUCKETS } from '../../shared/server/metrics';
import { HttpError } from '../http/errors';
import { answerBodyTooSlow } from '../http/body-gate';
import { apiMessage } from '../http/messages';
import { providerRequestHeaders } from './provider-request';
import { relayResponse } from './relay-response';
import './proxy-locals';

export interface ApiProxyOptions {
  /** Read per request: the embedded provider gets its port after the app is built. */
  providerUrl: () => string | undefined;
  timeoutMs: number;
  logger: Logger;
  /** Connections to the provider at most, for reads and (apart) for writes. */
  sockets?: { reads: number; writes: number };
  /** Called when the provider accepts a write (2xx to anything but GET, HEAD or OPTIONS), with the provider path. */
  onWrite?: (method: string, path: string) => void;
}

export interface ApiProxy {
  handler: RequestHandler;
  /** Closes the pooled connections to the provider (shutdown, tests). */
  close(): void;
}

const providerLatency = histogram({
  name: 'web_provider_response_seconds',
  help: 'Time from sending a proxied call to the provider to its answer starting (or the failure), by outcome.',
  labelNames: ['outcome'] as const,
  buckets: LATENCY_BUCKETS,
});

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const IDLE_SOCKET_MS = 30_000;
/** Connections to the provider for reads, and apart for writes (bodies are whole before they take one: body-gate.ts). */
const READ_SOCKETS = 192;
const WRITE_SOCKETS = 128;

/** A connection that broke before any answer came: what a pooled connection closed by the provider gives. */
function brokeBeforeAnswer(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ECONNRESET' || code === 'EPIPE';
}

/** What one provider base URL needs per request, worked out once. */
interface Target {
  request: typeof http.request;
  /** Reads and writes pool their connections apart, so writes can never take every socket reads need. */
  agents: { read: http.Agent; write: http.Agent };
  hostname: string;
  port: string;
  /** `host` header value. */
  host: string;
  /** Path prefix of the base URL, without its trailing slash. */
  basePath: string;
}

function answerProxyError(error: unknown, req: Request, res: Response, logger: Logger): void {
  if (res.locals.bodyTooSlow?.aborted) {
    logger.info({ method: req.method, url: req.originalUrl }, 'request body arrived too slowly');
    answerBodyTooSlow(req, res);
    return;
  }
  if (res.headersSent) {
    // The provider went away in the middle of an answer: cut it, so the browser sees it incomplete.
    res.destroy();
    return;
  }
  const timedOut = res.locals.providerTimedOut === true;
  logger.warn({ err: error, method: req.method, url: req.originalUrl, timedOut }, timedOut ? 'provider timed out' : 'provider unreachable');
  res
    .status(timedOut ? 504 : 502)
    .json(fail(apiMessage(req, res, timedOut ? 'timeout' : 'cannotConnect'), timedOut ? 'PROVIDER_TIMEOUT' : 'PROVIDER_UNREACHABLE'));
}

/**
 * Gives the provider `timeoutMs` to start answering once the request is sent, and fails a request
 * whose upload stalls for as long. Either way the proxy answers 504.
 */
function armTimeout(proxyReq: ClientRequest, res: Response, timeoutMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  const expire = () => {
    res.locals.providerTimedOut = true;
    proxyReq.destroy(new Error(`provider did not answer within ${timeoutMs} ms`));
  };
  proxyReq.setTimeout(timeoutMs, expire);
  proxyReq.once('finish', () => {
    timer = setTimeout(expire, timeoutMs);
  });
  const stop = () => clearTimeout(timer);
  proxyReq.once('response', stop);
  proxyReq.once('close', stop);
}

/**
 * Every /api request the web server does not answer itself goes to the provider, with the /api
 * prefix removed (the router is mounted at /api), over pooled keep-alive connections. The provider
 * request is built here from scratch for every request, whatever the browser's headers (`Expect`,
 * chunked bodies, HTTP/1.0): the browser's credentials never go on, the session's always do, and
 * the timeout always applies. Small bodies come read whole by the body gate and go on as the bytes
 * that came; large ones (uploads) stream under its rate floor; answers stream back. Nothing thrown in here escapes to
 * the process: every failure becomes this request's 502/504, or a cut connection mid-answer.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const { logger, timeoutMs } = options;
  // An idle pooled connection is dropped after IDLE_SOCKET_MS, or a second before the provider's own
  // keep-alive timeout when its Keep-Alive header announces a shorter one (Node reads the hint only
  // when the agent has a timeout of its own): reusing a connection the provider is closing at that
  // moment fails the request with "socket hang up".
  const pool = { keepAlive: true, maxFreeSockets: 32, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' } as const;
  const readPool = { ...pool, maxSockets: options.sockets?.reads ?? READ_SOCKETS };
  const writePool = { ...pool, maxSockets: options.sockets?.writes ?? WRITE_SOCKETS };
  const agents = {
    http: { read: new http.Agent(readPool), write: new http.Agent(writePool) },
    https: { read: new https.Agent(readPool), write: new https.Agent(writePool) },
  };
  const targets = new Map<string, Target>();

  const targetFor = (base: string): Target => {
    let target = targets.get(base);
    if (!target) {
      const url = new URL(base);
      const secure = url.protocol === 'https:';
      target = {
        request: secure ? https.request : http.request,
        agents: secure ? agents.https : agents.http,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port,
        host: url.host,
        basePath: url.pathname.replace(/\/$/, ''),
      };
      targets.set(base, target);
    }
    return target;
  };

  const forward = (req: Request, res: Response, target: Target, fresh = false): void => {
    const sentAt = process.hrtime.bigint();
    const observe = (outcome: string) => providerLatency.observe({ outcome }, Number(process.hrtime.bigint() - sentAt) / 1e9);
    const buffered = res.locals.bufferedBody;
    const bodyless = !buffered && (req.headers['content-length'] ?? '0') === '0' && req.headers['transfer-encoding'] === undefined;
    // A read with no body (or one this server holds) can be sent again as it was.
    const replayable = READS.has(req.method) && (buffered !== undefined || bodyless);
    let clientGone = false;
    const proxyReq = target.request({
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${target.basePath}${req.url}`,
      headers: providerRequestHeaders(req, res, target.host),
      // A retry goes on a connection of its own: the pooled ones may all be closing.
      agent: fresh ? false : READS.has(req.method) ? target.agents.read : target.agents.write,
    });
    const onError = (error: unknown) => {
      // The browser left and this server cut the provider call: nobody to answer, nothing failed.
      if (clientGone) return observe('abandoned');
      if (!fresh && replayable && proxyReq.reusedSocket && brokeBeforeAnswer(error) && !res.headersSent && !res.locals.providerTimedOut) {
        // A pooled connection the provider closed while this request went out on it: the request
        // never reached the provider, so it is sent once more on a new connection.
        observe('retried');
        logger.debug({ err: error, url: req.originalUrl }, 'pooled provider connection was closed; sending again');
        return forward(req, res, target, true);
      }
      observe(res.locals.providerTimedOut ? 'timeout' : 'unreachable');
      try {
        answerProxyError(error, req, res, logger);
      } catch (answerError) {
        logger.error({ err: answerError }, 'answering a proxy failure failed');
        res.destroy();
      }
    };
    proxyReq.on('error', onError);
    proxyReq.on('response', (proxyRes: IncomingMessage) => {
      const status = proxyRes.statusCode ?? 0;
      observe(`${Math.floor(status / 100)}xx`);
      if (options.onWrite && status >= 200 && status < 300 && !READS.has(req.method)) {
        try {
          options.onWrite(req.method, req.path);
        } catch (error) {
          logger.error({ err: error, url: req.originalUrl }, 'a listener of accepted writes failed');
        }
      }
      relayResponse(proxyRes, req, res, logger).catch((error: unknown) => {
        logger.error({ err: error, url: req.originalUrl }, 'relaying the provider answer failed');
        proxyRes.destroy();
        if (!res.headersSent) res.status(502).json(fail(apiMessage(req, res, 'serverError'), 'INTERNAL_ERROR'));
        else res.destroy();
      });
    });
    armTimeout(proxyReq, res, timeoutMs);
    // A streamed upload that falls below the body gate's rate floor: the provider call ends, 408.
    res.locals.bodyTooSlow?.addEventListener('abort', () => proxyReq.destroy(new Error('request body arrived too slowly')), { once: true });
    // The browser gave up (or its upload broke): nobody waits for this answer any more.
    res.once('close', () => {
      if (res.writableFinished) return;
      clientGone = true;
      proxyReq.destroy();
    });
    req.once('error', () => {
      clientGone = true;
      proxyReq.destroy();
    });

    if (buffered) proxyReq.end(buffered);
    else if (bodyless || req.readableEnded) proxyReq.end();
    else req.pipe(proxyReq);
  };

  return {
    handler(req, res, next) {
      const base = options.providerUrl();
      if (!base) return next(new HttpError(502, 'PROVIDER_UNREACHABLE', 'cannotConnect'));
      let target: Target;
      try {
        target = targetFor(base);
      } catch (error) {
        return next(error);
      }
      try {
        forward(req, res, target);
      } catch (error) {
        // e.g. a header value Node refuses to send: this request fails, the process goes on.
        logger.error({ err: error, url: req.originalUrl }, 'could not send the request to the provider');
        if (!res.headersSent) next(new HttpError(502, 'PROVIDER_UNREACHABLE', 'cannotConnect'));
        else res.destroy();
      }
    },
    close() {
      for (const agent of [agents.http.read, agents.http.write, agents.https.read, agents.https.write]) agent.destroy();
    },
  };
}
