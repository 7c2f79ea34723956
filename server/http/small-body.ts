import express, { type RequestHandler } from 'express';
import { exceedsJsonDepth } from '../../shared/api/json-depth';
import { HttpError } from './errors';

declare global {
  namespace Express {
    interface Locals {
      /** The bytes of a body the web server had to read (login, rate-limited calls), forwarded as they came. */
      bufferedBody?: Buffer;
    }
  }
}

const isJson = (contentType: string | undefined) => /^application\/(?:[\w.+-]*\+)?json\s*(?:;|$)/i.test(contentType ?? '');

/**
 * Reads a small body whole, for the few calls the web server must look into (login; the e-mail of a
 * rate-limited call). The bytes are kept in `res.locals.bufferedBody` so the proxy forwards exactly
 * what the browser sent, never a re-serialisation; a JSON body is also parsed into `req.body`, after
 * refusing nesting deeper than the API ever uses. Anything else leaves `req.body` undefined.
 */
export function readSmallBody(limit: string): RequestHandler[] {
  const raw = express.raw({ type: () => true, limit });
  const parse: RequestHandler = (req, res, next) => {
    const bytes: unknown = req.body;
    req.body = undefined;
    if (!Buffer.isBuffer(bytes)) return next();
    res.locals.bufferedBody = bytes;
    if (bytes.length === 0 || !isJson(req.get('content-type'))) return next();
    if (exceedsJsonDepth(bytes)) return next(new HttpError(400, 'VALIDATION_FAILED', 'invalidBody'));
    try {
      req.body = JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      return next(new HttpError(400, 'VALIDATION_FAILED', 'invalidBody'));
    }
    next();
  };
  return [raw, parse];
}
