import express, { type RequestHandler } from 'express';
import { isUtf8 } from 'node:buffer';
import { exceedsJsonDepth } from '../../shared/api/json-depth';
import { HttpError } from './errors';
import { isJson } from './body-gate';

/**
 * Reads a small body whole, for the few calls the web server must look into (login; the e-mail of a
 * rate-limited call). The body gate in front (body-gate.ts) has normally read the bytes already,
 * under its deadline; they stay in `res.locals.bufferedBody` so the proxy forwards exactly what the
 * browser sent, never a re-serialisation. A JSON body is also parsed into `req.body`, after
 * refusing nesting deeper than the API ever uses and text that is not UTF-8. Anything else leaves
 * `req.body` undefined.
 */
export function readSmallBody(limit: string): RequestHandler[] {
  const raw = express.raw({ type: () => true, limit });
  const maxBytes = Number.parseInt(limit, 10) * (/kb$/i.test(limit) ? 1024 : 1);
  const read: RequestHandler = (req, res, next) => {
    if (res.locals.bufferedBody !== undefined) return next();
    raw(req, res, (error?: unknown) => {
      if (error) return next(error);
      const bytes: unknown = req.body;
      req.body = undefined;
      if (Buffer.isBuffer(bytes)) res.locals.bufferedBody = bytes;
      next();
    });
  };
  const parse: RequestHandler = (req, res, next) => {
    req.body = undefined;
    const bytes = res.locals.bufferedBody;
    if (!bytes || bytes.length === 0 || !isJson(req.get('content-type'))) return next();
    if (bytes.length > maxBytes) return next(new HttpError(413, 'PAYLOAD_TOO_LARGE', 'invalidBody'));
    if (!isUtf8(bytes)) return next(new HttpError(400, 'VALIDATION_FAILED', 'invalidUtf8'));
    if (exceedsJsonDepth(bytes)) return next(new HttpError(400, 'VALIDATION_FAILED', 'invalidBody'));
    try {
      req.body = JSON.parse(bytes.toString('utf8')) as unknown;
    } catch {
      return next(new HttpError(400, 'VALIDATION_FAILED', 'invalidBody'));
    }
    next();
  };
  return [read, parse];
}
