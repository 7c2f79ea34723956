import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { fail, isEnvelope, ok, type ApiEnvelope } from '../../shared/api/envelope';
import { HttpError } from '../http/errors';
import { readSmallBody } from '../http/small-body';
import { apiMessage } from '../http/messages';
import { bearer, providerHeaders } from '../http/provider-headers';
import { isSecondStepChallenge, type SessionUser } from '../../shared/types/user';
import { isStaffRole } from '../../shared/constants';
import { clearSessionCookie } from '../session/session-cookie';
import { endExpiredSession } from '../session/expired-session';
import '../session/session-data';
import { destroySession, regenerateSession, saveSession } from '../session/session-ops';
import { isStoreUnavailable } from '../redis/redis-guard';
import type { LoginThrottle } from '../http/login-throttle';
import { emailOf } from '../http/rate-limit';
import { callProvider, type ProviderAnswer } from './provider-call';
import { requireSessionStore } from './require-session-store';
import { toSessionUser, tokenOf } from './session-user';

export interface AuthRoutesOptions {
  providerUrl: () => string | undefined;
  providerTimeoutMs: number;
  /** Growing delays on failed logins (per address, per e-mail and address, per e-mail). */
  loginThrottle: LoginThrottle;
  /** Rate limits of completing a password reset (per address), after the body is read. */
  resetLimit: RequestHandler[];
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

/** How long the code step waits after the password (the provider's challenge lives as long). */
const SECOND_STEP_WINDOW_MS = 10 * 60_000;

const codeOf = (body: unknown): unknown => (typeof body === 'object' && body !== null ? (body as Record<string, unknown>).code : undefined);

/** The ten recovery codes of a finished enrolment, passed to the browser this once. */
function recoveryCodesOf(value: unknown): string[] | null {
  const codes = typeof value === 'object' && value !== null ? (value as Record<string, unknown>).recoveryCodes : undefined;
  return Array.isArray(codes) && codes.every((code) => typeof code === 'string') ? codes : null;
}

/** A new session id at login, so an id planted before login is worth nothing after it. */
async function freshSession(req: Request, res: Response): Promise<void> {
  if (res.locals.sessionCookieCleared) {
    res.removeHeader('Set-Cookie');
    res.locals.sessionCookieCleared = false;
  }
  await regenerateSession(req);
}

/**
 * Signs the session in with a login result (user and token), recording when the second step was
 * passed for a staff member; the token stays in the session.
 */
async function signIn(req: Request, res: Response, result: unknown, secondStepPassed: boolean): Promise<SessionUser> {
  const user = toSessionUser(result);
  const token = tokenOf(result);
  if (!user || !token) throw new HttpError(502, 'INTERNAL_ERROR', 'tokenMissing');
  // A staff token without the second step would be a provider bug: never a session.
  if (user.roles.some(isStaffRole) && !secondStepPassed) throw new HttpError(502, 'INTERNAL_ERROR', 'tokenMissing');
  await freshSession(req, res);
  req.session.user = user;
  req.session.providerToken = token;
  req.session.createdAt = Date.now();
  if (secondStepPassed) req.session.secondStepAt = Date.now();
  await saveSession(req);
  res.locals.sessionStatus = 'active';
  return user;
}

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

  /**
   * One throttled step of signing in, the password or the code: 429 while the address or account must
   * wait, else the provider's answer, counted. Answers the provider's envelope of a success, or null
   * once its refusal was sent back as it is (wrong password or code, unconfirmed e-mail, busy).
   */
  async function throttledStep(
    req: Request,
    res: Response,
    email: string | undefined,
    call: { path: string; body: unknown },
  ): Promise<ApiEnvelope<unknown> | null> {
    const start = await options.loginThrottle.start(req, email);
    if (!start.allowed) {
      res.set('Retry-After', String(start.retryAfterSeconds));
      res.status(429).json(fail(apiMessage(req, res, 'tooManyLogins'), 'RATE_LIMITED'));
      return null;
    }
    let answer: ProviderAnswer | undefined;
    try {
      answer = await callProvider({
        baseUrl: options.providerUrl(),
        path: call.path,
        method: 'POST',
        headers: providerHeaders(req, res),
        body: call.body,
        timeoutMs: options.providerTimeoutMs,
      });
    } finally {
      await start.settle(answer?.status);
    }
    const envelope: ApiEnvelope<unknown> | null = isEnvelope(answer.body) ? answer.body : null;
    if (answer.status >= 200 && answer.status < 300 && envelope?.isSuccess) return envelope;
    if (answer.retryAfter) res.setHeader('Retry-After', answer.retryAfter);
    if (!envelope) throw new HttpError(502, 'PROVIDER_UNREACHABLE', 'serverError');
    res.status(answer.status >= 400 ? answer.status : 502).json(envelope);
    return null;
  }

  router.post('/Auth/login', ...readSmallBody('16kb'), requireSessionStore({ evenWithoutCookie: true }), async (req, res) => {
    const envelope = await throttledStep(req, res, undefined, { path: '/Auth/login', body: credentialsOf(req.body) });
    if (!envelope) return;
    if (isSecondStepChallenge(envelope.result)) {
      // A staff account: the password was right, the code is due. The session holds the challenge;
      // the browser learns only which step comes next.
      await freshSession(req, res);
      req.session.pendingSecondStep = {
        challenge: envelope.result.challenge,
        email: emailOf(req) ?? '',
        due: envelope.result.secondStep,
        expiresAt: Date.now() + SECOND_STEP_WINDOW_MS,
      };
      await saveSession(req);
      return res.json(ok({ secondStep: envelope.result.secondStep }, envelope.message));
    }
    const user = await signIn(req, res, envelope.result, false);
    res.json(ok(user, envelope.message));
  });

  /** The pending staff sign-in of this session, or 401: sign in again. */
  const pendingOf = (req: Request) => {
    const pending = req.session?.pendingSecondStep;
    if (!pending || pending.expiresAt <= Date.now()) throw new HttpError(401, 'SESSION_EXPIRED', 'secondStepExpired');
    return pending;
  };

  router.post('/Auth/second-step/enrolment', ...readSmallBody('16kb'), requireSessionStore({ evenWithoutCookie: false }), async (req, res) => {
    const pending = pendingOf(req);
    if (pending.due !== 'enrol') throw new HttpError(409, 'INVALID_STATE', 'secondStepAlreadySet');
    const answer = await callProvider({
      baseUrl: options.providerUrl(),
      path: '/Auth/second-step/enrolment',
      method: 'POST',
      headers: providerHeaders(req, res),
      body: { challenge: pending.challenge },
      timeoutMs: options.providerTimeoutMs,
    });
    if (!isEnvelope(answer.body)) throw new HttpError(502, 'PROVIDER_UNREACHABLE', 'serverError');
    res.status(answer.status).json(answer.body);
  });

  /** The code step (and the enrolment's first code): throttled like passwords, per address and account. */
  const codeStep = (providerPath: '/Auth/second-step' | '/Auth/second-step/confirm-enrolment') =>
    async function passCode(req: Request, res: Response) {
      const pending = pendingOf(req);
      const envelope = await throttledStep(req, res, pending.email, { path: providerPath, body: { challenge: pending.challenge, code: codeOf(req.body) } });
      if (!envelope) return;
      const user = await signIn(req, res, envelope.result, true);
      const recoveryCodes = recoveryCodesOf(envelope.result);
      res.json(ok(recoveryCodes ? { ...user, recoveryCodes } : user, envelope.message));
    };
  router.post('/Auth/second-step', ...readSmallBody('16kb'), requireSessionStore({ evenWithoutCookie: false }), codeStep('/Auth/second-step'));
  router.post(
    '/Auth/second-step/confirm-enrolment',
    ...readSmallBody('16kb'),
    requireSessionStore({ evenWithoutCookie: false }),
    codeStep('/Auth/second-step/confirm-enrolment'),
  );

  // Answered here rather than proxied, so a completed reset clears the account's login delays
  // before the user, who has just chosen a password, signs in with it.
  router.post('/Auth/reset-password', ...readSmallBody('16kb'), ...options.resetLimit, async (req, res) => {
    const answer = await callProvider({
      baseUrl: options.providerUrl(),
      path: '/Auth/reset-password',
      method: 'POST',
      headers: providerHeaders(req, res),
      body: req.body ?? {},
      timeoutMs: options.providerTimeoutMs,
    });
    if (!isEnvelope(answer.body)) throw new HttpError(502, 'PROVIDER_UNREACHABLE', 'serverError');
    const email = emailOf(req);
    if (answer.status >= 200 && answer.status < 300 && email) await options.loginThrottle.cleared(email);
    res.status(answer.status).json(answer.body);
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
