import type { Request, Response } from 'express';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { bearer, providerHeaders } from '../http/provider-headers';
import '../session/session-data';
import './proxy-locals';

/** Credentials the browser may send that must never reach the provider: only the session's token does. */
const STRIPPED = ['cookie', 'authorization', 'proxy-authorization'];

/** Headers about the browser's own connection (RFC 9110 7.6.1), never the provider's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];
/** What the body and the call need, whatever a Connection header names. */
const KEPT = new Set(['close', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding', 'host', 'x-request-id']);

/**
 * Must run before the proxy builds its request: Node decides from these headers whether the
 * pooled connection to the provider is kept alive, and a browser's (or a test client's)
 * `Connection: close` would otherwise close it after every call.
 */
export function dropHopByHopHeaders(req: IncomingMessage): void {
  const listed = String(req.headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '' && !KEPT.has(name));
  for (const name of [...HOP_BY_HOP, ...listed]) delete req.headers[name];
}

/**
 * A body the web server had to read (the e-mail of a rate-limited call) is sent on as JSON; every
 * other body, uploads included, is never read here and streams straight through.
 */
function resendParsedBody(proxyReq: ClientRequest, req: Request): void {
  if (req.body === undefined || !req.readableEnded) return;
  const data = Buffer.from(JSON.stringify(req.body));
  proxyReq.removeHeader('transfer-encoding');
  proxyReq.removeHeader('content-encoding');
  proxyReq.setHeader('content-type', 'application/json');
  proxyReq.setHeader('content-length', data.length);
  proxyReq.write(data);
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

/** Shapes the outgoing request: credentials replaced by the session's bearer, language and request id added. */
export function prepareProviderRequest(proxyReq: ClientRequest, req: Request, res: Response, timeoutMs: number): void {
  for (const name of STRIPPED) proxyReq.removeHeader(name);
  const token = req.session?.providerToken;
  if (token) proxyReq.setHeader('Authorization', bearer(token));
  res.locals.proxiedWithToken = Boolean(token);
  for (const [name, value] of Object.entries(providerHeaders(req, res))) proxyReq.setHeader(name, value);
  resendParsedBody(proxyReq, req);
  armTimeout(proxyReq, res, timeoutMs);
}
