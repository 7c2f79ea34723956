import type { Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { fail, isEnvelope } from '../../shared/api/envelope';
import { apiMessage } from '../http/messages';
import { endExpiredSession } from '../session/expired-session';
import { sessionSyncFor } from './session-sync';
import './proxy-locals';

/** Headers that describe one connection, not the message, and cookies the browser must not get from the provider. */
const NOT_RELAYED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'set-cookie',
]);
/** Answers the session learns from are small JSON envelopes; anything bigger is relayed untouched. */
const MAX_SYNC_BODY = 1024 * 1024;

function readBody(stream: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    stream.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : null));
    stream.on('error', reject);
  });
}

/** Whether the browser takes a compressed answer (the compression middleware may then encode this one). */
function acceptsEncodedAnswer(req: Request): boolean {
  return /\b(gzip|deflate|br)\b/i.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Sends the provider's answer on to the browser. Streams it untouched, except: a 401 to a request
 * that carried the session's token (or a session cookie whose session has already ended) ends the
 * session and answers the session-expired envelope; and the answers of session-sync are read,
 * applied to the session and rewritten.
 */
export async function relayResponse(proxyRes: IncomingMessage, req: Request, res: Response, logger: Logger): Promise<void> {
  const status = proxyRes.statusCode ?? 502;
  if (status === 401 && (res.locals.proxiedWithToken || res.locals.sessionStatus === 'lost')) {
    proxyRes.resume();
    await endExpiredSession(req, res, logger);
    res.status(401).json(fail(apiMessage(req, res, 'tokenExpired'), 'SESSION_EXPIRED'));
    return;
  }

  res.status(status);
  for (const [name, value] of Object.entries(proxyRes.headers)) {
    if (value !== undefined && !NOT_RELAYED.has(name)) res.setHeader(name, value);
  }
  const etag = proxyRes.headers.etag;
  // The provider's strong tag names its uncompressed bytes; this server may send them compressed,
  // which a strong tag must not cover (RFC 9110 8.8.1). Weak, it still revalidates: the provider
  // compares If-None-Match weakly and answers 304, relayed like any answer.
  if (etag?.startsWith('"') && acceptsEncodedAnswer(req)) res.setHeader('ETag', `W/${etag}`);

  const sync = status >= 200 && status < 300 ? sessionSyncFor(req) : undefined;
  if (!sync || !/json/i.test(String(proxyRes.headers['content-type'] ?? ''))) {
    proxyRes.pipe(res);
    return;
  }
  const body = await readBody(proxyRes, MAX_SYNC_BODY);
  let parsed: unknown = null;
  try {
    parsed = body ? JSON.parse(body.toString('utf8')) : null;
  } catch {
    parsed = null;
  }
  res.removeHeader('content-length');
  if (isEnvelope(parsed) && parsed.isSuccess) {
    res.json(sync(parsed));
    return;
  }
  // Not what the provider contract says a success looks like: nothing is learnt, nothing leaks.
  logger.warn({ url: req.originalUrl, status }, 'unexpected provider answer to a session-changing call');
  res.status(502).json(fail(apiMessage(req, res, 'serverError'), 'INTERNAL_ERROR'));
}
