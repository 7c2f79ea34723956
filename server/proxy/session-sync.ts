import type { Request } from 'express';
import type { ApiEnvelope } from '../../shared/api/envelope';
import { toSessionUser, tokenOf } from '../auth/session-user';
import '../session/session-data';

/** Rewrites a successful provider answer and updates the session from it. */
export type SessionSync = (envelope: ApiEnvelope<unknown>) => ApiEnvelope<unknown>;

const UPDATE_USER = /^\/User\/update-user\/(\d+)\/?$/i;
const UPDATE_PASSWORD = /^\/User\/update-password\/(\d+)\/?$/i;

/**
 * The two provider answers the session must learn from:
 * - a successful update of the signed-in user's own profile refreshes the stored user, so the
 *   header and every later page show the new name at once;
 * - a password change ends the provider's earlier tokens and returns a fresh one: the session
 *   keeps it, and the answer reaches the browser without it.
 */
export function sessionSyncFor(req: Request): SessionSync | undefined {
  const own = req.session?.user;
  const profile = UPDATE_USER.exec(req.path);
  if (req.method === 'PUT' && profile && own && Number(profile[1]) === own.id) {
    return (envelope) => {
      const fresh = toSessionUser(envelope.result);
      if (fresh && fresh.id === own.id) {
        req.session.user = { ...fresh, roles: fresh.roles.length > 0 ? fresh.roles : own.roles, client: fresh.client ?? own.client };
      }
      return envelope;
    };
  }
  if (req.method === 'PATCH' && UPDATE_PASSWORD.test(req.path)) {
    return (envelope) => {
      const token = tokenOf(envelope.result);
      if (token && req.session?.user) req.session.providerToken = token;
      return { ...envelope, result: null };
    };
  }
  return undefined;
}
