import type { CookieOptions, Response } from 'express';
import './session-data';

/** The one cookie the browser holds for a signed-in user: an opaque, signed session id. */
export const SESSION_COOKIE = 'khadamat.sid';

/**
 * HttpOnly (scripts cannot read it), SameSite=Strict (never sent on requests started by another
 * site), Path=/. Secure is decided per request ('auto'): over HTTPS, directly or behind a trusted
 * TLS-terminating proxy (TRUST_PROXY), the cookie is Secure; on plain http://localhost it is not,
 * so logging in works there too.
 */
export function sessionCookieOptions(maxAgeMs: number) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: 'auto', maxAge: maxAgeMs } as const;
}

/** Tells the browser to drop the session cookie (same attributes, or browsers keep it). */
export function clearSessionCookie(res: Response): void {
  if (res.locals.sessionCookieCleared) return;
  res.locals.sessionCookieCleared = true;
  const options: CookieOptions = { httpOnly: true, sameSite: 'strict', path: '/', secure: res.req.secure };
  res.clearCookie(SESSION_COOKIE, options);
}
