import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { findInvoice } from '../invoices/invoices.repository';
import { renderInvoicePdf } from '../invoices/pdf/invoice-pdf';
import { invoiceIssuedEmail } from '../mail/invoice-templates';
import type { Mailer } from '../mail/mailer';
import { clientLanguage } from '../users/users.repository';

export const INVOICE_MAIL_JOB = 'invoice-mail';

/**
 * The job behind Notifications.invoiceIssued: the document (invoice, advance-payment invoice or
 * credit note) as it is now, as its bilingual PDF, attached to a bilingual e-mail that opens in the
 * client's language. A deleted invoice
 * or client has nobody to send to: done, not retried; a mail server that fails is retried by the queue.
 */
export async function sendInvoiceMail(deps: { db: Db; mailer: Mailer; logger: Logger; siteUrl: string }, invoiceId: number): Promise<void> {
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice) {
    deps.logger.info({ invoiceId }, 'invoice e-mail dropped: the invoice no longer exists');
    return;
  }
  const language = await clientLanguage(deps.db, invoice.clientId);
  const pdf = await renderInvoicePdf(invoice);
  const message = invoiceIssuedEmail(invoice, `${deps.siteUrl}/profile#my-invoices`, language);
  message.attachments = [{ filename: `${invoice.invoiceNumber}-${language}.pdf`, content: pdf, contentType: 'application/pdf' }];
  await deps.mailer.send(message);
}
