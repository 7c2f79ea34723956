import type { Language } from '../../shared/constants';
import { formatQuoteAmount } from '../../shared/quotes/quote-format';
import type { Invoice } from '../../shared/types/invoice';
import { translate } from '../http/i18n';
import { bilingualEmail } from './bilingual';
import type { MailMessage } from './mailer';

const t = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
  translate(language, key, { appName: translate(language, 'common:appName'), ...vars });

/**
 * To the client, at the e-mail the invoice is made out to (the booking's, as for quotes): their tax
 * invoice (or advance-payment invoice) was issued, or a credit note of one, with its reason. Both languages, the client's own first; the PDF (in
 * that language) is attached by the sender.
 */
export function invoiceIssuedEmail(invoice: Invoice, link: string, first: Language): MailMessage {
  const vars = (language: Language) => ({
    name: invoice.clientName,
    number: invoice.invoiceNumber,
    booking: invoice.bookingId,
    total: formatQuoteAmount(invoice.total, language),
    corrects: invoice.corrects?.invoiceNumber ?? '',
    reason: invoice.reason,
  });
  // A credit note gives money back (a refund, a cancellation after issue): it is not announced as an invoice.
  const credit = invoice.kind === 'credit_note';
  return bilingualEmail(
    invoice.clientEmail,
    (language) => t(language, credit ? 'account:invoices.mail.creditSubject' : 'account:invoices.mail.subject', vars(language)),
    (language) => ({
      paragraphs: [
        t(language, 'quotes:mail.greeting', vars(language)),
        t(language, credit ? 'account:invoices.mail.creditBody' : 'account:invoices.mail.body', vars(language)),
        t(language, 'quotes:mail.signature'),
      ],
      actionText: t(language, 'account:invoices.mail.action'),
    }),
    link,
    first,
  );
}
