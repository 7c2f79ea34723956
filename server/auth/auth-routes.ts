import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { isEnvelope, ok, type ApiEnvelope } from '../../shared/api/envelope';
import { HttpError } from '../http/errors';
import { readSmallBody } from '../http/small-body';
import { apiMessage } from '../http/messages';
import { bearer, providerHeaders } from '../http/provider-headers';
import type { SessionUser } from '../../shared/types/user';
import { clearSessionCookie } from '../session/session-cookie';
import { endExpiredSession } from '../session/expired-session';
import '../session/session-data';
import { destroySession, regenerateSession, saveSession } from '../session/session-ops';
import { isStoreUnavailable } from '../redis/redis-guard';
import { callProvider } from './provider-call';
import { requireSessionStore } from './require-session-store';
import { toSessionUser, tokenOf } from './session-user';

export interface AuthRoutesOptions {
  providerUrl: () => string | undefined;
  providerTimeoutMs: number;
  /** Rate limits of login (per IP and per e-mail), after the body is read. */
  loginLimit: RequestHandler[];
  logger: Logger;
}

/** Logout waits at most this long for the provider to revoke the token: a slow provider never keeps anyone signed in. */
const REVOKE_TIMEOUT_MS = 5_000;

/**
 * Asks the provider to revoke the session's token, so it is worth nothing even if it was copied
 * from the store. Best effort: an unreachable or failing provider is logged, and logout still
 * succeeds here (the token then lapses at its own expiry).
 */
async function revokeProviderToken(options: AuthRoutesOptions, req: Request, res: Response, token: string): Promise<void> {
  try {
    const answer = await callProvider({
      baseUrl: options.providerUrl(),
      path: '/Auth/logout',
      method: 'POST',
      headers: { ...providerHeaders(req, res), Authorization: bearer(token) },
      timeoutMs: Math.min(options.providerTimeoutMs, REVOKE_TIMEOUT_MS),
    });
    // A 401 means the token was already expired, revoked or refused: nothing is left to end.
    if (answer.status >= 300 && answer.status !== 401) options.logger.warn({ status: answer.status }, 'the provider did not revoke the token at logout');
  } catch (error) {
    options.logger.warn({ err: error }, 'the provider could not be reached at logout: its token stays valid until it expires');
  }
}

/** "Who am I" asks the provider at most this long; past it the session's copy answers. */
const ME_TIMEOUT_MS = 3_000;

/**
 * The session's user as the provider sees it now: 'refused' when the provider no longer accepts the
 * token (the account was deactivated, the password changed, the token revoked), null when it
 * cannot say (unreachable, slow, failing): the session's copy then stands, and the next proxied
 * call will find out.
 */
async function currentUser(options: AuthRoutesOptions, req: Request, res: Response, token: string): Promise<SessionUser | 'refused' | null> {
  try {
    const answer = await callProvider({
      baseUrl: options.providerUrl(),
      path: '/Auth/me',
      method: 'GET',
      headers: { ...providerHeaders(req, res), Authorization: bearer(token) },
      timeoutMs: Math.min(options.providerTimeoutMs, ME_TIMEOUT_MS),
    });
    if (answer.status === 401) return 'refused';
    if (answer.status >= 200 && answer.status < 300 && isEnvelope(answer.body) && answer.body.isSuccess) return toSessionUser(answer.body.result);
    options.logger.warn({ status: answer.status }, 'the provider could not say who the session user is');
  } catch (error) {
    options.logger.warn({ err: error }, 'the provider could not be reached for the session user');
  }
  return null;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

function credentialsOf(body: unknown): { email?: unknown; password?: unknown } {
  if (typeof body !== 'object' || body === null) return {};
  const { email, password } = body as Record<string, unknown>;
  return { email, password };
}

/**
 * Login, logout and "who am I", answered by the web server itself: the provider's token goes into
 * the server-side session and never into a response; logout ends it at the provider too.
 */
export function authRoutes(options: AuthRoutesOptions): Router {
  const router = Router();
  router.use('/Auth', noStore);

  router.post('/Auth/login', ...readSmallBody('16kb'), requireSessionStore({ evenWithoutCookie: true }), ...options.loginLimit, async (req, res) => {
    const answer = await callProvider({
      baseUrl: options.providerUrl(),
      path: '/Auth/login',
      method: 'POST',
      headers: providerHeaders(req, res),
      body: credentialsOf(req.body),
      timeoutMs: options.providerTimeoutMs,
    });
    const envelope: ApiEnvelope<unknown> | null = isEnvelope(answer.body) ? answer.body : null;
    if (answer.status < 200 || answer.status >= 300 || !envelope?.isSuccess) {
      // Wrong password, unconfirmed e-mail, validation, busy: the provider's own answer, as it is.
      if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
      if (envelope) return res.status(answer.status >= 400 ? answer.status : 502).json(envelope);
      throw new HttpError(502, 'PROVIDER_UNREACHABLE', 'serverError');
    }
    const user = toSessionUser(envelope.result);
    const token = tokenOf(envelope.result);
    if (!user || !token) throw new HttpError(502, 'INTERNAL_ERROR', 'tokenMissing');

    // A new session id at login, so an id planted before login is worth nothing after it.
    if (res.locals.sessionCookieCleared) {
      res.removeHeader('Set-Cookie');
      res.locals.sessionCookieCleared = false;
    }
    await regenerateSession(req);
    req.session.user = user;
    req.session.providerToken = token;
    req.session.createdAt = Date.now();
    await saveSession(req);
    res.locals.sessionStatus = 'active';
    res.json(ok(user, envelope.message));
  });

  router.post('/Auth/logout', async (req, res) => {
    const message = apiMessage(req, res, 'loggedOut');
    if (res.locals.sessionStatus === 'unavailable') {
      // The browser forgets the session now; the store's copy expires with its idle timeout.
      clearSessionCookie(res);
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'unavailable');
    }
    // Revoked at the provider while the session ends here; neither waits for the other.
    const token = req.session?.providerToken;
    const revoked = token ? revokeProviderToken(options, req, res, token) : Promise.resolve();
    try {
      await destroySession(req);
    } catch (error) {
      await revoked;
      clearSessionCookie(res);
      if (isStoreUnavailable(error)) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'unavailable');
      throw error;
    }
    await revoked;
    clearSessionCookie(res);
    res.locals.sessionStatus = 'visitor';
    res.json(ok(null, message));
  });

  router.get('/Auth/me', requireSessionStore({ evenWithoutCookie: false }), async (req, res) => {
    const token = req.session?.providerToken;
    const stored = req.session?.user ?? null;
    if (!token || !stored) return res.json(ok(stored));
    const current = await currentUser(options, req, res, token);
    if (current === 'refused') {
      // Deactivated, password changed or token revoked since the last call: the session ends now.
      await endExpiredSession(req, res, options.logger);
      throw new HttpError(401, 'SESSION_EXPIRED', 'tokenExpired');
    }
    if (current) {
      req.session.user = { ...current, roles: current.roles.length > 0 ? current.roles : stored.roles, client: current.client ?? stored.client };
    }
    res.json(ok(req.session.user ?? stored));
  });

  return router;
}
