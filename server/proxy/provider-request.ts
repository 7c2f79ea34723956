import type { Request, Response } from 'express';
import type { OutgoingHttpHeaders } from 'node:http';
import { bearer, providerHeaders } from '../http/provider-headers';
import '../session/session-data';
import './proxy-locals';

/**
 * Request headers that never reach the provider:
 * - the browser's credentials (`cookie`, `authorization`): only the session's token goes on;
 * - headers about the browser's own connection (RFC 9110 7.6.1), and `expect`: this server has
 *   already answered `100 Continue` itself, and the provider connection is ours to manage;
 * - `host`, set to the provider's; the framing headers, set again for the body actually sent.
 */
const NEVER_FORWARDED = new Set([
  'cookie',
  'authorization',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
  'content-length',
  'transfer-encoding',
]);

/**
 * The headers of the provider request, built from scratch for every request whatever the browser
 * sent: its own headers minus the ones above and any it names in `Connection`, plus the session's
 * bearer, the page language and the request id.
 */
export function providerRequestHeaders(req: Request, res: Response, providerHost: string): OutgoingHttpHeaders {
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || NEVER_FORWARDED.has(name) || named.has(name)) continue;
    headers[name] = value;
  }
  headers.host = providerHost;
  const body = res.locals.bufferedBody;
  if (body) {
    // Read (and decoded) by this server: sent on as the plain bytes they now are.
    delete headers['content-encoding'];
    headers['content-length'] = body.length;
  } else if (req.headers['content-length'] !== undefined) {
    headers['content-length'] = req.headers['content-length'];
  } else if (req.headers['transfer-encoding'] !== undefined) {
    headers['transfer-encoding'] = 'chunked';
  }
  const token = req.session?.providerToken;
  if (token) headers.authorization = bearer(token);
  res.locals.proxiedWithToken = Boolean(token);
  for (const [name, value] of Object.entries(providerHeaders(req, res))) headers[name.toLowerCase()] = value;
  return headers;
}
