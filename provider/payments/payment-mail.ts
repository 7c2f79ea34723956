import type { Language } from '../../shared/constants';
import { formatQuoteAmount } from '../../shared/quotes/quote-format';
import type { Payment } from '../../shared/types/payment';
import type { Db } from '../db/database';
import { translate } from '../http/i18n';
import { bilingualEmail } from '../mail/bilingual';
import type { Mailer, MailMessage } from '../mail/mailer';
import { clientLanguage } from '../users/users.repository';
import { findPayment } from './payments.repository';

export const PAYMENT_RECEIPT_JOB = 'payment-receipt';

const t = (language: Language, key: string, vars: Record<string, string | number> = {}) =>
  translate(language, key, { appName: translate(language, 'common:appName'), ...vars });

/**
 * The receipt of an online payment that issued no new document (an invoice paid online; the
 * advance-payment invoice of a deposit is itself the receipt, mailed as a PDF). Both languages,
 * the client's own first.
 */
export function paymentReceiptEmail(payment: Payment, to: string, link: string, first: Language): MailMessage {
  const vars = (language: Language) => ({
    name: payment.clientName,
    amount: formatQuoteAmount(payment.amountHalalas / 100, language),
    booking: payment.bookingId,
    reference: payment.gatewayPaymentId ?? '',
    invoice: payment.invoiceNumber ?? payment.documentNumber ?? '',
  });
  return bilingualEmail(
    to,
    (language) => t(language, 'account:payments.mail.subject', vars(language)),
    (language) => ({
      paragraphs: [
        t(language, 'quotes:mail.greeting', vars(language)),
        t(language, payment.invoiceNumber ? 'account:payments.mail.invoiceBody' : 'account:payments.mail.body', vars(language)),
        t(language, 'account:payments.mail.reference', vars(language)),
        t(language, 'quotes:mail.signature'),
      ],
      actionText: t(language, 'account:payments.mail.action'),
    }),
    link,
    first,
  );
}

/** The job: the payment as it is now, to the client's account e-mail. */
export async function sendPaymentReceipt(deps: { db: Db; mailer: Mailer; siteUrl: string }, paymentId: number): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return;
  const client = await deps.db
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .select('users.email')
    .where('clients.id', '=', payment.clientId)
    .executeTakeFirst();
  if (!client?.email) return;
  const language = await clientLanguage(deps.db, payment.clientId);
  await deps.mailer.send(paymentReceiptEmail(payment, client.email, `${deps.siteUrl}/profile?lang=${language}`, language));
}
