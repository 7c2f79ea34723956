import type { Language } from '../../shared/constants';
import { formatQuoteAmount } from '../../shared/quotes/quote-format';
import type { Payment, PaymentRefund } from '../../shared/types/payment';
import type { Db } from '../db/database';
import { translate } from '../http/i18n';
import { bilingualEmail } from '../mail/bilingual';
import type { Mailer, MailMessage } from '../mail/mailer';
import { clientLanguage } from '../users/users.repository';
import { findPayment } from './payments.repository';

export const PAYMENT_RECEIPT_JOB = 'payment-receipt';
export const PAYMENT_REFUND_JOB = 'payment-refund';

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

/**
 * To the client, when an admin refunded (part of) an online payment: how much, for which booking,
 * the reason given and the credit note that records it (mailed as its own PDF). Both languages,
 * the client's own first.
 */
export function paymentRefundEmail(payment: Payment, refund: PaymentRefund, to: string, link: string, first: Language): MailMessage {
  const vars = (language: Language) => ({
    name: payment.clientName,
    amount: formatQuoteAmount(refund.amountHalalas / 100, language),
    paid: formatQuoteAmount(payment.amountHalalas / 100, language),
    booking: payment.bookingId,
    reason: refund.reason,
    creditNote: refund.creditNoteNumber ?? '',
  });
  return bilingualEmail(
    to,
    (language) => t(language, 'account:payments.refundMail.subject', vars(language)),
    (language) => ({
      paragraphs: [
        t(language, 'quotes:mail.greeting', vars(language)),
        t(language, 'account:payments.refundMail.body', vars(language)),
        t(language, 'account:payments.refundMail.reason', vars(language)),
        ...(refund.creditNoteNumber ? [t(language, 'account:payments.refundMail.creditNote', vars(language))] : []),
        t(language, 'quotes:mail.signature'),
      ],
      actionText: t(language, 'account:payments.mail.action'),
    }),
    link,
    first,
  );
}

/** The e-mail of the client who pays `clientId`'s payments, and the language they read. */
async function recipientOf(db: Db, clientId: number): Promise<{ email: string; language: Language } | null> {
  const client = await db
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .select('users.email')
    .where('clients.id', '=', clientId)
    .executeTakeFirst();
  if (!client?.email) return null;
  return { email: client.email, language: await clientLanguage(db, clientId) };
}

/** The job: the payment as it is now, to the client's account e-mail. */
export async function sendPaymentReceipt(deps: { db: Db; mailer: Mailer; siteUrl: string }, paymentId: number): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return;
  const to = await recipientOf(deps.db, payment.clientId);
  if (!to) return;
  await deps.mailer.send(paymentReceiptEmail(payment, to.email, `${deps.siteUrl}/profile?lang=${to.language}`, to.language));
}

/** The job: the refund's notice to the client's account e-mail (dropped when the payment or the client is gone). */
export async function sendRefundNotice(deps: { db: Db; mailer: Mailer; siteUrl: string }, refundId: number): Promise<void> {
  const row = await deps.db.selectFrom('payment_refunds').select('payment_id').where('id', '=', refundId).executeTakeFirst();
  const payment = row ? await findPayment(deps.db, row.payment_id) : undefined;
  const refund = payment?.refunds.find((r) => r.id === refundId);
  if (!payment || !refund) return;
  const to = await recipientOf(deps.db, payment.clientId);
  if (!to) return;
  const link = `${deps.siteUrl}/profile?lang=${to.language}#booking-${payment.bookingId}-title`;
  await deps.mailer.send(paymentRefundEmail(payment, refund, to.email, link, to.language));
}
