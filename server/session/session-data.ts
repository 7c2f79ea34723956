import 'express-session';
import type { SessionUser } from '../../shared/types/user';

/** What a server-side session holds. The provider's token never leaves the server. */
declare module 'express-session' {
  interface SessionData {
    user: SessionUser;
    providerToken: string;
    /** Epoch milliseconds of the login, for the absolute timeout. */
    createdAt: number;
    /**
     * Epoch milliseconds when a staff member passed the second step (issue 28): a staff session
     * without it is no session at all (session-layer.ts).
     */
    secondStepAt: number;
    /**
     * Between a staff member's right password and their code: the provider's challenge (never sent
     * to the browser), the address (for the login delays) and what is due. No user, no token yet.
     */
    pendingSecondStep: { challenge: string; email: string; due: 'enrol' | 'verify'; expiresAt: number };
  }
}

/**
 * What the session layer found for this request:
 * - `visitor`: no session cookie;
 * - `active`: a signed-in session;
 * - `lost`: a session cookie whose session has ended (idle or absolute timeout, logout elsewhere,
 *   unknown id) — the cookie is cleared and a provider 401 is reported as an expired session;
 * - `unavailable`: the session store cannot be reached; requests that need it answer 503.
 */
export type SessionStatus = 'visitor' | 'active' | 'lost' | 'unavailable';

declare global {
  namespace Express {
    interface Locals {
      sessionStatus?: SessionStatus;
      /** Set once this response tells the browser to drop the session cookie. */
      sessionCookieCleared?: boolean;
    }
  }
}
