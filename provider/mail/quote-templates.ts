import type { Language } from '../../shared/constants';
import { formatQuoteAmount, formatQuoteDay, quoteItemName } from '../../shared/quotes/quote-format';
import type { Quote } from '../../shared/types/quote';
import { translate } from '../http/i18n';
import { bilingualEmail as bilingual } from './bilingual';
import type { MailMessage } from './mailer';

/**
 * Quote e-mails are written in both languages: the client's own first for the quote they receive;
 * English then Arabic for the admins' (each admin's language is not looked up for these).
 */

const t = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
  translate(language, `quotes:${key}`, { appName: translate(language, 'common:appName'), ...vars });

/** To the client: a quote for their booking is ready. */
export function quoteIssuedEmail(quote: Quote, link: string, first: Language = 'en'): MailMessage {
  const vars = (language: Language) => ({
    name: quote.clientName,
    number: quote.quoteNumber,
    total: formatQuoteAmount(quote.totalAmount, language),
    // The Arabic half gives the Umm al-Qura date beside it, as the pages do for Arabic by default (the PDF always does).
    validUntil: formatQuoteDay(quote.validUntil, language, language === 'ar'),
    // Each half of the e-mail names the lines in its own language.
    items: quote.items.map((item) => quoteItemName(item, language)).join(language === 'ar' ? '، ' : ', '),
  });
  return bilingual(
    quote.clientEmail,
    (language) => t(language, 'mail.issued.subject', vars(language)),
    (language) => ({
      paragraphs: [
        t(language, 'mail.greeting', vars(language)),
        t(language, 'mail.issued.body', vars(language)),
        t(language, 'mail.issued.items', vars(language)),
        t(language, 'mail.signature'),
      ],
      actionText: t(language, 'mail.issued.action'),
    }),
    link,
    first,
  );
}

/** To an admin: a client answered a quote. */
export function quoteAnsweredEmail(quote: Quote, adminEmail: string, link: string): MailMessage {
  const accepted = quote.status === 'accepted';
  const vars = (language: Language) => ({
    client: quote.clientName,
    number: quote.quoteNumber,
    total: formatQuoteAmount(quote.totalAmount, language),
    reason: quote.rejectionReason ?? '',
  });
  return bilingual(
    adminEmail,
    (language) => t(language, accepted ? 'mail.answered.acceptedSubject' : 'mail.answered.rejectedSubject', vars(language)),
    (language) => ({
      paragraphs: [
        t(language, accepted ? 'mail.answered.accepted' : 'mail.answered.rejected', vars(language)),
        ...(accepted ? [] : [t(language, 'mail.answered.reason', vars(language))]),
        t(language, 'mail.signature'),
      ],
      actionText: t(language, 'mail.answered.action'),
    }),
    link,
  );
}
