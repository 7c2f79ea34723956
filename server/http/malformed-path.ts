import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/**
 * An address whose %-escapes do not decode names no page: refused with 400 here, before the
 * router tries (and logs its own warning for) every request an attacker sends.
 */
export const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(new HttpError(400, 'VALIDATION_FAILED', 'invalidBody'));
  }
  next();
};
