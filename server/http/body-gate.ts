import express, { type Request, type RequestHandler, type Response } from 'express';
import { fail } from '../../shared/api/envelope';
import { apiMessage } from './messages';

declare global {
  namespace Express {
    interface Locals {
      /** The bytes of a body the web server read whole before calling the provider, forwarded as they came. */
      bufferedBody?: Buffer;
      /** Aborts when a streamed body falls below the rate floor: the proxy then cuts the provider call and answers 408. */
      bodyTooSlow?: AbortSignal;
    }
  }
}

export interface BodyLimits {
  /** A body read whole must be complete within this time; a streamed one is judged by its rate from then on. */
  timeoutMs: number;
  /** A streamed body must average at least this many bytes a second once `timeoutMs` has passed. */
  minBytesPerSecond: number;
  /** Bodies up to this size (and chunked JSON) are read whole before the provider is called. */
  bufferBytes: number;
}

const CHECK_EVERY_MS = 1_000;

export const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(contentType ?? '');

export function hasBody(req: Request): boolean {
  return (req.headers['content-length'] ?? '0') !== '0' || req.headers['transfer-encoding'] !== undefined;
}

/**
 * 408 for a body that did not arrive in time, and the connection closes after it: the rest of the
 * body is never read, and the client cannot keep the socket by sending it later.
 */
export function answerBodyTooSlow(req: Request, res: Response): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.setHeader('Connection', 'close');
  res.status(408).json(fail(apiMessage(req, res, 'bodyTooSlow'), 'REQUEST_TIMEOUT'));
}

/**
 * Watches a body streamed to the provider (a large upload): once `timeoutMs` has passed, the bytes
 * read from the connection must average `minBytesPerSecond`, or `res.locals.bodyTooSlow` aborts.
 * Counted on the socket, so watching never takes the stream out of the proxy's hands.
 */
function watchStreamedBody(req: Request, res: Response, limits: BodyLimits): void {
  const socket = req.socket;
  const startBytes = socket.bytesRead;
  const startedAt = Date.now();
  const tooSlow = new AbortController();
  res.locals.bodyTooSlow = tooSlow.signal;
  const timer = setInterval(() => {
    if (req.complete) return stop();
    const elapsed = Date.now() - startedAt;
    if (elapsed < limits.timeoutMs) return;
    if ((socket.bytesRead - startBytes) * 1000 < limits.minBytesPerSecond * elapsed) {
      stop();
      tooSlow.abort();
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once('end', stop);
  res.once('close', stop);
}

/**
 * A request body must arrive before it may hold a connection to the provider. Small bodies (up to
 * `bufferBytes`, the provider's own JSON limit, and any chunked JSON) are read whole here within
 * `timeoutMs`, else 408; larger ones (uploads) stream on, under the rate floor. A client sending a
 * byte now and then therefore holds only its own socket to this server, never the provider's.
 */
export function bodyGate(limits: BodyLimits): RequestHandler {
  const raw = express.raw({ type: () => true, limit: limits.bufferBytes });
  return (req, res, next) => {
    if (res.locals.bufferedBody !== undefined || !hasBody(req)) return next();
    const declared = req.headers['content-length'];
    const small = declared !== undefined ? Number(declared) <= limits.bufferBytes : isJson(req.get('content-type'));
    if (!small) {
      watchStreamedBody(req, res, limits);
      return next();
    }
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      answerBodyTooSlow(req, res);
    }, limits.timeoutMs);
    raw(req, res, (error?: unknown) => {
      clearTimeout(timer);
      // Answered already: whatever the reader says now (aborted, closed) changes nothing.
      if (late) return;
      if (error) return next(error);
      const bytes: unknown = req.body;
      req.body = undefined;
      res.locals.bufferedBody = Buffer.isBuffer(bytes) ? bytes : Buffer.alloc(0);
      next();
    });
  };
}
