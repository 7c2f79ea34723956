import type { Language } from '../../shared/constants';
import { translate } from '../http/i18n';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

type Kind = 'confirm' | 'reset' | 'invite' | 'exists' | 'emailChange' | 'emailChangeTaken' | 'emailChangeNotice';

/** The notice at a point of collection (issue 28): which privacy policy version is in force, and where to read it. */
export interface PolicyNoticeLink {
  version: number;
  /** The version's publication day (YYYY-MM-DD). */
  date: string;
  url: string;
}

function render(
  language: Language,
  to: string,
  kind: Kind,
  name: string,
  link: string,
  vars: Record<string, string> = {},
  policy?: PolicyNoticeLink,
): MailMessage {
  const t = (key: string) => translate(language, `provider:${key}`, { ...vars, name, appName: translate(language, 'common:appName') });
  const subject = t(`mail.${kind}.subject`);
  const notice = policy && translate(language, 'provider:mail.policyNotice', { version: String(policy.version), date: policy.date });
  const lines = [
    t('mail.greeting'),
    '',
    t(`mail.${kind}.body`),
    '',
    link,
    '',
    ...(policy && notice ? [notice, policy.url, ''] : []),
    t(`mail.${kind}.ignore`),
    '',
    t('mail.signature'),
  ];
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:sans-serif">
<p>${escapeHtml(t('mail.greeting'))}</p>
<p>${escapeHtml(t(`mail.${kind}.body`))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(`mail.${kind}.action`))}</a></p>
${policy && notice ? `<p style="color:#666">${escapeHtml(notice)} <a href="${escapeHtml(policy.url)}">${escapeHtml(policy.url)}</a></p>\n` : ''}<p style="color:#666">${escapeHtml(t(`mail.${kind}.ignore`))}</p>
<p>${escapeHtml(t('mail.signature'))}</p>
</body></html>`;
  return { to, subject, text: lines.join('\n'), html };
}

export function confirmationEmail(language: Language, to: string, name: string, link: string): MailMessage {
  return render(language, to, 'confirm', name, link);
}

export function resetPasswordEmail(language: Language, to: string, name: string, link: string): MailMessage {
  return render(language, to, 'reset', name, link);
}

/**
 * An account created by an admin (a partner's login, or one made in the users screen): the owner
 * chooses a password through the reset page. The invitation is where their details were collected,
 * so it carries the notice with the privacy policy version in force.
 */
export function invitationEmail(language: Language, to: string, name: string, link: string, policy: PolicyNoticeLink): MailMessage {
  return render(language, to, 'invite', name, link, {}, policy);
}

/**
 * Someone registered with an address that already has an account. The registration is answered as
 * if it were new (nobody learns who is registered); the owner hears of it here, with a way back in.
 */
export function accountExistsEmail(language: Language, to: string, name: string, link: string): MailMessage {
  return render(language, to, 'exists', name, link);
}

/** To the new address of an e-mail change: the link that makes it the account's address. */
export function emailChangeEmail(language: Language, to: string, name: string, link: string): MailMessage {
  return render(language, to, 'emailChange', name, link, { newEmail: to });
}

/**
 * To the new address of an e-mail change when it already has an account: the change is answered as
 * if it went ahead (nobody learns who is registered); the mailbox's owner hears of it here instead.
 */
export function emailChangeTakenEmail(language: Language, to: string, name: string, link: string): MailMessage {
  return render(language, to, 'emailChangeTaken', name, link);
}

/** To the account's current address: a change to `newEmail` was asked for, and what to do if it was not them. */
export function emailChangeNoticeEmail(language: Language, to: string, name: string, link: string, newEmail: string): MailMessage {
  return render(language, to, 'emailChangeNotice', name, link, { newEmail });
}
