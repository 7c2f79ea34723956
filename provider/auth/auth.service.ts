import type { Language } from '../../shared/constants';
import type { AppServices } from '../http/context';
import { confirmationEmail, invitationEmail, resetPasswordEmail } from '../mail/templates';
import { currentPolicy } from '../privacy/policies.repository';
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

/** An invitation's link says so: the set-password page then shows the notice with the policy in force. */
export const INVITATION_PARAM = 'invitation';

function emailLink(app: AppServices, page: 'confirm-email' | 'reset-password', email: string, token: string, invitation = false): string {
  const params = new URLSearchParams({ email, token });
  if (invitation) params.set(INVITATION_PARAM, '1');
  return `${app.config.publicSiteUrl}/${page}?${params.toString()}`;
}

type Purpose = 'confirm-email' | 'reset-password' | 'invitation';

async function messageFor(app: AppServices, language: Language, row: UserWithClient, purpose: Purpose, token: string) {
  if (purpose === 'invitation') {
    const policy = await currentPolicy(app.db, 'privacy');
    const link = emailLink(app, 'reset-password', row.email, token, true);
    return invitationEmail(language, row.email, row.full_name, link, {
      version: policy.version,
      date: policy.publishedAt.slice(0, 10),
      url: `${app.config.publicSiteUrl}/privacy`,
    });
  }
  const link = emailLink(app, purpose, row.email, token);
  return (purpose === 'confirm-email' ? confirmationEmail : resetPasswordEmail)(language, row.email, row.full_name, link);
}

/**
 * Sends a confirmation, reset or invitation e-mail (an invitation is completed on the reset page). A
 * mail failure is logged, never thrown (the user can ask again); the answer says whether it went.
 */
export async function sendTokenEmail(app: AppServices, language: Language, row: UserWithClient, purpose: Purpose): Promise<boolean> {
  const token = await issueOneTimeToken(app.db, row.id, purpose);
  try {
    await app.mailer.send(await messageFor(app, language, row, purpose, token));
    return true;
  } catch (error) {
    app.logger.error({ err: error, userId: row.id, purpose }, 'sending mail failed');
    return false;
  }
}
