import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors';
import { SESSION_COOKIE } from '../session/session-cookie';
import '../session/session-data';

/**
 * Answers 503 at once when the session store is down and this request needs it: always for
 * login, and for anything else only when the browser holds a session cookie (a visitor's calls
 * need no session and go on).
 */
export function requireSessionStore(options: { evenWithoutCookie: boolean }): RequestHandler {
  return (req, res, next) => {
    if (res.locals.sessionStatus !== 'unavailable') return next();
    const hasCookie = typeof req.cookies?.[SESSION_COOKIE] === 'string';
    if (options.evenWithoutCookie || hasCookie) return next(new HttpError(503, 'SERVICE_UNAVAILABLE', 'unavailable'));
    next();
  };
}
