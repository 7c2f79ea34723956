import type { Language } from '../../shared/constants';
import type { AppServices } from '../http/context';
import { confirmationEmail, invitationEmail, resetPasswordEmail } from '../mail/templates';
import type { UserWithClient } from '../users/users.repository';
import { issueOneTimeToken } from './one-time-tokens';
import { passwordFingerprint } from './passwords';

/**
 * What sign-in, registration and the account screens share: a login token for a user, and the
 * e-mails that carry a one-time link. Used by auth.routes.ts and users.service.ts alike.
 */

export async function issueLoginToken(app: AppServices, row: UserWithClient): Promise<string> {
  return app.tokens.issue({ userId: row.id, passwordFingerprint: passwordFingerprint(row.password_hash) });
}

function emailLink(app: AppServices, page: 'confirm-email' | 'reset-password', email: string, token: string): string {
  const params = new URLSearchParams({ email, token });
  return `${app.config.publicSiteUrl}/${page}?${params.toString()}`;
}

const TEMPLATES = { 'confirm-email': confirmationEmail, 'reset-password': resetPasswordEmail, invitation: invitationEmail } as const;

/**
 * Sends a confirmation, reset or invitation e-mail (an invitation is completed on the reset page). A
 * mail failure is logged, never thrown (the user can ask again); the answer says whether it went.
 */
export async function sendTokenEmail(app: AppServices, language: Language, row: UserWithClient, purpose: keyof typeof TEMPLATES): Promise<boolean> {
  const token = await issueOneTimeToken(app.db, row.id, purpose);
  const link = emailLink(app, purpose === 'confirm-email' ? 'confirm-email' : 'reset-password', row.email, token);
  try {
    await app.mailer.send(TEMPLATES[purpose](language, row.email, row.full_name, link));
    return true;
  } catch (error) {
    app.logger.error({ err: error, userId: row.id, purpose }, 'sending mail failed');
    return false;
  }
}
