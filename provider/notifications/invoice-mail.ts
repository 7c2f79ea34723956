import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { findInvoice } from '../invoices/invoices.repository';
import { renderInvoicePdf } from '../invoices/pdf/invoice-pdf';
import { invoiceIssuedEmail } from '../mail/invoice-templates';
import type { Mailer } from '../mail/mailer';
import { clientLanguage } from '../users/users.repository';
import type { Sealer } from '../zatca/sealed-secrets';
import { stampDue } from '../zatca/stamper';

export const INVOICE_MAIL_JOB = 'invoice-mail';

/**
 * The job behind Notifications.invoiceIssued: the document (invoice, advance-payment invoice or
 * credit note) as it is now, as its bilingual PDF, attached to a bilingual e-mail that opens in the
 * client's language. A deleted invoice
 * or client has nobody to send to: done, not retried; a mail server that fails is retried by the queue.
 */
export async function sendInvoiceMail(
  deps: { db: Db; mailer: Mailer; logger: Logger; siteUrl: string; sealer: Sealer | null },
  invoiceId: number,
): Promise<void> {
  // Stamped before it leaves (throws, and is retried, when e-invoicing is on and it cannot be).
  await stampDue(deps.db, invoiceId, deps.sealer);
  const invoice = await findInvoice(deps.db, invoiceId);
  if (!invoice) {
    deps.logger.info({ invoiceId }, 'invoice e-mail dropped: the invoice no longer exists');
    return;
  }
  // A standard invoice reaches the buyer only once ZATCA cleared it: the clearance job sends it then.
  if (invoice.invoiceType === 'standard' && (invoice.zatca.status === 'pending' || invoice.zatca.status === 'rejected')) {
    deps.logger.info({ invoiceId, zatcaStatus: invoice.zatca.status }, 'invoice e-mail held: not cleared by ZATCA');
    return;
  }
  const language = await clientLanguage(deps.db, invoice.clientId);
  const pdf = await renderInvoicePdf(invoice);
  const message = invoiceIssuedEmail(invoice, `${deps.siteUrl}/profile#my-invoices`, language);
  message.attachments = [{ filename: `${invoice.invoiceNumber}-${language}.pdf`, content: pdf, contentType: 'application/pdf' }];
  await deps.mailer.send(message);
}
