import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors';

/** Doubled slashes, dot segments, encoded slashes, backslashes or dots. */
const ODD_PATH = /\/\/|(^|\/)\.{1,2}(\/|$)|%2f|%5c|%2e|\\/i;

/**
 * The web server answers some provider paths itself (login) and learns from others (profile,
 * password): that only holds if the provider cannot read a path differently from us. Paths a
 * server might normalise (`//Auth/login`, `/Auth/./login`, `/Auth%2flogin`) are refused outright.
 */
export const canonicalPathOnly: RequestHandler = (req, _res, next) => {
  if (ODD_PATH.test(req.path)) return next(new HttpError(404, 'NOT_FOUND', 'notFound'));
  next();
};
