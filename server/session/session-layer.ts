import { isStaffRole } from '../../shared/constants';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import type { Logger } from 'pino';
import { isStoreUnavailable } from '../redis/redis-guard';
import { clearSessionCookie, SESSION_COOKIE, sessionCookieOptions } from './session-cookie';
import './session-data';
import { cookieMaxAgeMs, isPastAbsoluteLimit, type SessionLimits } from './session-lifetime';
import { regenerateSession } from './session-ops';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SessionLayerOptions {
  secret: string;
  store: Store;
  /** False while the store is known to be unreachable: the layer then does not even ask it. */
  available: () => boolean;
  limits: SessionLimits;
  logger: Logger;
  now?: () => number;
}

/**
 * express-session plus what the site needs around it. No session is created and no cookie is set
 * until login stores something (saveUninitialized: false). When the store is down, the request
 * goes on without a session and says so in `res.locals.sessionStatus`: pages render for a
 * visitor, and /api requests that need the session answer 503 rather than wait.
 */
export function createSessionLayer(options: SessionLayerOptions): RequestHandler {
  const now = options.now ?? (() => Date.now());
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store: options.store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: sessionCookieOptions(cookieMaxAgeMs(options.limits)),
  });

  const unavailable = (res: Response, next: NextFunction) => {
    res.locals.sessionStatus = 'unavailable';
    next();
  };

  return function sessionLayer(req: Request, res: Response, next: NextFunction) {
    const hadCookie = typeof req.cookies?.[SESSION_COOKIE] === 'string';
    if (!options.available()) return unavailable(res, next);
    // A read without a session cookie has no session and cannot start one (only a login does, and
    // that is a POST): express-session would make an empty session, hash it twice and wrap the
    // answer for nothing, on every visitor's page and /api read.
    if (!hadCookie && READS.has(req.method)) {
      res.locals.sessionStatus = 'visitor';
      return next();
    }

    let settled = false;
    middleware(req, res, (error?: unknown) => {
      // express-session reports a failed save or touch at the end of the response through this same
      // callback: by then the request has been answered, so it is only logged.
      if (settled) {
        if (error) options.logger.warn({ err: error }, 'session could not be saved after the response');
        return;
      }
      settled = true;
      if (error) {
        if (!isStoreUnavailable(error)) return next(error);
        options.logger.warn({ err: error }, 'session store unavailable: request continues without a session');
        return unavailable(res, next);
      }
      const lost = () => {
        res.locals.sessionStatus = 'lost';
        clearSessionCookie(res);
        next();
      };
      if (req.session.user && isPastAbsoluteLimit(req.session, options.limits, now())) {
        // A fresh, empty session replaces it (nothing is saved unless this request logs in).
        regenerateSession(req).then(lost, (regenerateError: unknown) => (isStoreUnavailable(regenerateError) ? unavailable(res, next) : next(regenerateError)));
        return;
      }
      if (req.session.user && req.session.user.roles.some(isStaffRole) && !req.session.secondStepAt) {
        // A staff session that never passed the second step (made before it was required): ended.
        regenerateSession(req).then(lost, (regenerateError: unknown) => (isStoreUnavailable(regenerateError) ? unavailable(res, next) : next(regenerateError)));
        return;
      }
      if (req.session.user) {
        res.locals.sessionStatus = 'active';
        return next();
      }
      // Between the password and the code of a staff sign-in: a visitor that keeps its cookie.
      const pending = req.session.pendingSecondStep;
      if (pending && pending.expiresAt > now()) {
        res.locals.sessionStatus = 'visitor';
        return next();
      }
      if (hadCookie) return lost();
      res.locals.sessionStatus = 'visitor';
      next();
    });
  };
}
