import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Language } from '../../shared/constants';
import { pageNumerals, toNumerals } from '../../shared/format/numerals';
import type { Db } from '../db/database';
import { findBooking } from '../bookings/bookings.repository';
import { findInvoice } from '../invoices/invoices.repository';
import { renderInvoicePdf } from '../invoices/pdf/invoice-pdf';
import { quoteCompanyInfo } from '../quotes/company-info';
import { renderQuotePdf } from '../quotes/pdf/quote-pdf';
import { findQuote } from '../quotes/quotes.repository';
import { findUserById, toUser } from '../users/users.repository';
import { listConsents } from './consents.repository';
import { listDataRequests } from './data-requests.repository';

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

/** A name safe in a ZIP entry on every system. */
const fileName = (text: string) => text.replace(/[^\w.-]+/g, '_');

/**
 * Everything held about one person (the PDPL's right of access), as one ZIP: `data.json` with the
 * account, consents, marketing choice, bookings, quotes, invoices and credit notes, ratings, the
 * messages they wrote, the contact-form messages sent from their address and their data requests;
 * and the PDF of each quote (in `language`) and of each invoice the person may download (a standard
 * invoice only once ZATCA cleared it, as on its own page). Undefined for an unknown account.
 */
export async function buildDataExport(db: Db, userId: number, language: Language, now = new Date()): Promise<Uint8Array | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const clientId = user.client_id;
  const byClient = async (table: 'bookings' | 'quotes' | 'invoices' | 'ratings') =>
    clientId === null ? [] : ids(await db.selectFrom(table).select('id').where('client_id', '=', clientId).orderBy('id').execute());
  const bookings = await Promise.all((await byClient('bookings')).map((id) => findBooking(db, id)));
  const quotes = await Promise.all((await byClient('quotes')).map((id) => findQuote(db, id, now)));
  const invoices = await Promise.all((await byClient('invoices')).map((id) => findInvoice(db, id)));
  const ratings =
    clientId === null
      ? []
      : await db
          .selectFrom('ratings')
          .select(['id', 'value', 'comment', 'service_id', 'booking_id', 'created_at'])
          .where('client_id', '=', clientId)
          .orderBy('id')
          .execute();
  const messages = await db
    .selectFrom('booking_messages')
    .select(['id', 'booking_id', 'body', 'created_at'])
    .where('author_id', '=', userId)
    .orderBy('id')
    .execute();
  const contactMessages = await db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'email', 'phone', 'subject', 'description', 'created_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', user.email.toLowerCase()))
    .orderBy('id')
    .execute();
  const requests = await listDataRequests(db, { userId, state: null, overdue: null, page: 1, pageSize: 100, search: null }, now);
  const data = {
    exportedAt: now.toISOString(),
    account: toUser(user),
    marketingOptInAt: user.marketing_opt_in_at?.toISOString() ?? null,
    consents: await listConsents(db, userId),
    bookings: bookings.filter((b) => b !== undefined),
    quotes: quotes.filter((q) => q !== undefined),
    invoices: invoices.filter((i) => i !== undefined),
    ratings,
    messages,
    contactMessages,
    dataRequests: requests.items,
  };
  const files: Zippable = { 'data.json': strToU8(JSON.stringify(data, null, 2)) };
  const companyInfo = await quoteCompanyInfo(db);
  const numerals = pageNumerals(language, toNumerals(user.numerals));
  for (const quote of data.quotes) {
    files[`quotes/${fileName(quote.quoteNumber)}-${language}.pdf`] = await renderQuotePdf({ ...quote, companyInfo }, { language, numerals });
  }
  for (const invoice of data.invoices) {
    if (invoice.invoiceType === 'standard' && (invoice.zatca.status === 'pending' || invoice.zatca.status === 'rejected')) continue;
    files[`invoices/${fileName(invoice.invoiceNumber)}.pdf`] = await renderInvoicePdf(invoice);
  }
  return zipSync(files, { level: 6, mtime: now });
}
