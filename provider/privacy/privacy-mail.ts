import type { Language } from '../../shared/constants';
import { translate } from '../http/i18n';
import { bilingualEmail } from '../mail/bilingual';
import type { MailMessage } from '../mail/mailer';

/**
 * To the address an account had before it was erased: the deletion it asked for is done, what was
 * kept (tax documents, with the minimum identity the law asks) and where to ask about it.
 */
export function erasureDoneEmail(to: string, name: string, siteUrl: string, first: Language): MailMessage {
  const t = (language: Language, key: string) => translate(language, `provider:mail.erased.${key}`, { name, appName: translate(language, 'common:appName') });
  return bilingualEmail(
    to,
    (language) => t(language, 'subject'),
    (language) => ({ paragraphs: [t(language, 'greeting'), t(language, 'body'), t(language, 'kept')], actionText: t(language, 'action') }),
    `${siteUrl}/privacy`,
    first,
  );
}
