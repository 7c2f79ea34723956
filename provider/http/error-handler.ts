import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import type { Logger } from 'pino';
import { fail, type FieldErrors } from '../../shared/api/envelope';
import { isConnectionLost } from '../db/db-errors';
import { HttpError } from './http-error';
import { languageOf, translate } from './i18n';

/** Multer and body-parser failures as HttpErrors; anything else stays unknown (a 500). */
function asHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'fileTooLarge', { files: ['provider:fileTooLarge'] });
    if (error.code === 'LIMIT_FILE_COUNT') return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'tooManyFiles', { files: ['validation:tooManyFiles'] });
    return new HttpError(400, 'VALIDATION_FAILED', 'malformedUpload');
  }
  // An address whose %-escapes do not decode (the router's URIError, status 400 but not marked safe to show).
  if (error instanceof URIError) return new HttpError(400, 'VALIDATION_FAILED', 'malformedRequest');
  const bodyError = error as { type?: string; status?: number; expose?: boolean };
  if (bodyError && typeof bodyError === 'object' && typeof bodyError.status === 'number' && bodyError.expose) {
    if (bodyError.type === 'entity.parse.failed') return new HttpError(400, 'VALIDATION_FAILED', 'malformedJson');
    if (bodyError.type === 'entity.too.deep') return new HttpError(400, 'VALIDATION_FAILED', 'bodyTooDeep');
    if (bodyError.type === 'entity.invalid.utf8') return new HttpError(400, 'VALIDATION_FAILED', 'invalidUtf8');
    if (bodyError.type === 'entity.too.large') return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'bodyTooLarge');
    if (bodyError.status === 415 || bodyError.type === 'encoding.unsupported' || bodyError.type === 'charset.unsupported') {
      return new HttpError(400, 'VALIDATION_FAILED', 'unsupportedBody');
    }
    if (bodyError.status >= 400 && bodyError.status < 500) return new HttpError(400, 'VALIDATION_FAILED', 'malformedRequest');
  }
  return null;
}

/**
 * A call whose database connection was cut under it (a restart, a failover, an operator killing
 * connections) is a passing condition, answered as one, read or write: 503 with Retry-After, so the
 * client waits and retries instead of reporting a bug. A write cut at its very commit may have been
 * stored: the client's retry carries the same Idempotency-Key and gets the first answer, never a
 * second record.
 */
function connectionLost(error: unknown): HttpError | null {
  return isConnectionLost(error) ? new HttpError(503, 'SERVICE_UNAVAILABLE', 'databaseUnavailable') : null;
}

export function notFoundHandler(): RequestHandler {
  return (_req, _res, next) => next(new HttpError(404, 'NOT_FOUND', 'routeNotFound'));
}

/** The one final error middleware: every failure leaves as the envelope, in the request's language. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const language = languageOf(req);
    const known = asHttpError(error) ?? connectionLost(error);
    if (!known) {
      logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
      res.status(500).json(fail(translate(language, 'internalError'), 'INTERNAL_ERROR'));
      return;
    }
    let errors: FieldErrors | undefined;
    if (known.errors) {
      errors = {};
      for (const [field, messages] of Object.entries(known.errors)) errors[field] = messages.map((m) => translate(language, m));
    }
    if (known.status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
    if (known.status === 503) {
      res.setHeader('Retry-After', '1');
      if (!(error instanceof HttpError)) logger.warn({ err: error, method: req.method, url: req.originalUrl }, 'database connection lost');
    }
    res.status(known.status).json(fail(translate(language, known.message), known.code, errors));
  };
}
