import type { Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { fail } from '../../shared/api/envelope';
import { HttpError } from '../http/errors';
import { apiMessage } from '../http/messages';
import { dropHopByHopHeaders, prepareProviderRequest } from './provider-request';
import { relayResponse } from './relay-response';
import './proxy-locals';

export interface ApiProxyOptions {
  /** Read per request: the embedded provider gets its port after the app is built. */
  providerUrl: () => string | undefined;
  timeoutMs: number;
  logger: Logger;
}

export interface ApiProxy {
  handler: RequestHandler;
  /** Closes the pooled connections to the provider (shutdown, tests). */
  close(): void;
}

function answerProxyError(error: Error, req: Request, res: Response | Socket, logger: Logger): void {
  if (!('status' in res)) {
    res.destroy();
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
 * Every /api request the web server does not answer itself goes to the provider, with the /api
 * prefix removed (the router is mounted at /api), over pooled keep-alive connections. Bodies are
 * never buffered: they stream from the browser to the provider and back.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const { logger } = options;
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 32 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 32 }),
  };
  const proxies = new Map<string, RequestHandler>();

  const build = (target: string): RequestHandler => {
    const proxy = createProxyMiddleware<Request, Response>({
      target,
      changeOrigin: true,
      agent: target.startsWith('https:') ? agents.https : agents.http,
      selfHandleResponse: true,
      on: {
        proxyReq: (proxyReq, req, res) => prepareProviderRequest(proxyReq, req, res, options.timeoutMs),
        proxyRes: (proxyRes, req, res) => {
          relayResponse(proxyRes as IncomingMessage, req, res, logger).catch((error: unknown) => {
            logger.error({ err: error, url: req.originalUrl }, 'relaying the provider answer failed');
            if (!res.headersSent) res.status(502).json(fail(apiMessage(req, res, 'serverError'), 'INTERNAL_ERROR'));
            else res.destroy();
          });
        },
        error: (error, req, res) => answerProxyError(error, req, res, logger),
      },
    });
    return (req, res, next) => void proxy(req, res, next);
  };

  return {
    handler(req, res, next) {
      const target = options.providerUrl();
      if (!target) return next(new HttpError(502, 'PROVIDER_UNREACHABLE', 'cannotConnect'));
      dropHopByHopHeaders(req);
      let proxy = proxies.get(target);
      if (!proxy) {
        proxy = build(target);
        proxies.set(target, proxy);
      }
      proxy(req, res, next);
    },
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
