import type { Request } from 'express';
import type { AppServices, AuthUser } from '../http/context';
import { HttpError } from '../http/http-error';
import type { RouteAccess } from '../http/route';
import { roleMayOpen } from '../../shared/access/staff-areas';
import { findUserById } from '../users/users.repository';
import { passwordFingerprint } from './passwords';
import { isTokenRevoked } from './revoked-tokens';

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Resolves the caller for a route of the given access. The user is re-read on every request, so a
 * deactivated or deleted account, a token issued before a password change or before the sessions
 * were ended (a reset of the two-step sign-in), or one ended by logout, is refused at once.
 */
export async function authenticate(app: AppServices, req: Request, { access, area }: RouteAccess): Promise<AuthUser | null> {
  if (access === 'public') return null;
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, 'UNAUTHENTICATED', 'authRequired');
  const check = await app.tokens.verify(token);
  if (!check.ok) {
    throw check.reason === 'expired' ? new HttpError(401, 'SESSION_EXPIRED', 'tokenExpired') : new HttpError(401, 'UNAUTHENTICATED', 'tokenInvalid');
  }
  if (await isTokenRevoked(app.db, token)) throw new HttpError(401, 'UNAUTHENTICATED', 'tokenInvalid');
  const row = await findUserById(app.db, check.claims.userId);
  if (!row || passwordFingerprint(row.password_hash) !== check.claims.passwordFingerprint) {
    throw new HttpError(401, 'UNAUTHENTICATED', 'tokenInvalid');
  }
  if (!row.is_active) throw new HttpError(401, 'ACCOUNT_INACTIVE', 'accountInactive');
  if (row.sessions_valid_from && check.issuedAt < row.sessions_valid_from) throw new HttpError(401, 'UNAUTHENTICATED', 'tokenInvalid');
  const user: AuthUser = { id: row.id, role: row.role, clientId: row.client_id, partnerId: row.partner_id ?? null, email: row.email, fullName: row.full_name };
  if (access === 'admin' && user.role !== 'Admin') throw new HttpError(403, 'FORBIDDEN', 'adminOnly');
  if (access === 'staff' && !roleMayOpen(user.role, area))
    throw new HttpError(403, 'FORBIDDEN', user.role === 'Client' || user.role === 'Partner' ? 'adminOnly' : 'roleNotAllowed');
  if (access === 'client' && (user.role !== 'Client' || user.clientId === null)) throw new HttpError(403, 'FORBIDDEN', 'clientOnly');
  if (access === 'partner' && (user.role !== 'Partner' || user.partnerId === null)) throw new HttpError(403, 'FORBIDDEN', 'partnerOnly');
  return user;
}
