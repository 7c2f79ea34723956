import type { Language } from '../../shared/constants';
import type { ContactMessage } from '../../shared/types/contact-message';
import { translate } from '../http/i18n';
import { bilingualEmail as bilingual } from './bilingual';
import type { MailMessage } from './mailer';

const t = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
  translate(language, `provider:contactMail.${key}`, { appName: translate(language, 'common:appName'), ...vars });

/** To an admin: a visitor sent a contact message (English then Arabic, like the other admin e-mails). */
export function contactMessageEmail(message: ContactMessage, adminEmail: string, link: string): MailMessage {
  const vars = { name: message.name, email: message.email, subject: message.subject };
  return bilingual(
    adminEmail,
    (language) => t(language, 'subject', vars),
    (language) => ({
      paragraphs: [t(language, 'body', vars), message.description, t(language, 'signature')],
      actionText: t(language, 'action'),
    }),
    link,
  );
}

/** To an admin: the contact messages of an hour beyond those e-mailed one by one, in one e-mail. */
export function contactDigestEmail(messages: ContactMessage[], adminEmail: string, link: string): MailMessage {
  return bilingual(
    adminEmail,
    (language) => t(language, 'digestSubject', { count: messages.length }),
    (language) => ({
      paragraphs: [
        t(language, 'digestBody'),
        ...messages.map((m) => t(language, 'digestLine', { name: m.name, email: m.email, subject: m.subject })),
        t(language, 'signature'),
      ],
      actionText: t(language, 'action'),
    }),
    link,
  );
}
