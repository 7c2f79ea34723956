import type { Language } from '../../shared/constants';
import { pageNumerals, toNumerals } from '../../shared/format/numerals';
import type { Invoice } from '../../shared/types/invoice';
import { invoiceCreateSchema, invoicePaymentSchema } from '../../shared/validation/invoice';
import { readSiteContent } from '../content/content.repository';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, isAdmin, parseId, requireUser } from '../http/route';
import { findUserById } from '../users/users.repository';
import { byId } from '../audit/audit-rule';
import { createInvoice, findInvoice, invoiceableBookings, listInvoices, markInvoicePaid } from './invoices.repository';
import { INVOICE_PARAMS } from './invoice-params';
import { renderInvoicePdf } from './pdf/invoice-pdf';

const NOT_FOUND = 'account:invoices.server.notFound';

/** The invoice if the caller may see it: an Admin, or the client it was issued to. Others get 404, not 403, to not reveal ids. */
async function visibleInvoice(ctx: RouteContext, id: number): Promise<Invoice> {
  const user = requireUser(ctx);
  const invoice = await findInvoice(ctx.app.db, id);
  if (!invoice || (!isAdmin(user) && invoice.clientId !== user.clientId)) throw notFound(NOT_FOUND);
  return invoice;
}

const LIST_QUERY = [INVOICE_PARAMS.status, INVOICE_PARAMS.from, INVOICE_PARAMS.to];

function listFilters(ctx: RouteContext) {
  const from = INVOICE_PARAMS.from.of(ctx);
  const to = INVOICE_PARAMS.to.of(ctx);
  if (from !== null && to !== null && to < from) throw badRequest({ to: ['validation:dateRangeInvalid'] });
  return { status: INVOICE_PARAMS.status.of(ctx), from, to };
}

export const invoiceRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Invoices/create',
    audit: { action: 'invoice.create', entity: 'invoice', read: byId(findInvoice) },
    idempotent: true,
    errors: { 409: 'The booking is not completed, has no accepted quote, is already invoiced, or the VAT number is not set (INVALID_STATE)' },
    access: 'admin',
    tag: 'Invoices',
    summary: 'Issue the tax invoice of a completed booking from its accepted quote',
    description:
      "Numbers it INV-<year>-<sequence>, and e-mails it to the client as a PDF in their language (gapless per calendar year, Asia/Riyadh). The lines and the client come from the booking's accepted quote; VAT is taken on the subtotal at the rate of the site settings (invoicing.vatRatePercent, half up to the halala) and kept with the invoice, as are the seller's name, VAT number and address. 404 for an unknown booking; 409 INVALID_STATE when the booking is not completed, has no accepted quote or already has an invoice, or the company's VAT number is not set.",
    body: invoiceCreateSchema,
    returns: { schema: 'Invoice' },
    successStatus: 201,
    async handle(ctx) {
      const { bookingId } = bodyOf(ctx, invoiceCreateSchema);
      const content = await readSiteContent(ctx.app.db);
      const { invoicing } = content;
      if (!invoicing.vatNumber) throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.vatNumberMissing');
      const outcome = await createInvoice(ctx.app.db, {
        bookingId,
        seller: { name: invoicing.legalName, vatNumber: invoicing.vatNumber, address: content.officeAddress },
        vatRatePercent: invoicing.vatRatePercent,
        createdBy: requireUser(ctx).id,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'booking-not-found') throw notFound('quotes:server.bookingNotFound');
        const messages = {
          'booking-not-completed': 'account:invoices.server.bookingNotCompleted',
          'no-accepted-quote': 'account:invoices.server.noAcceptedQuote',
          'already-invoiced': 'account:invoices.server.alreadyInvoiced',
        } as const;
        throw new HttpError(409, 'INVALID_STATE', messages[outcome.reason]);
      }
      // The client gets the invoice by e-mail; queued in this call's database session, so a call
      // that fails later (or is replayed) queues none, or the one already queued.
      try {
        await ctx.app.notifications.invoiceIssued(outcome.id, ctx.app.db);
      } catch (error) {
        ctx.app.logger.error({ err: error, invoiceId: outcome.id }, 'queueing the invoice e-mail failed');
      }
      return { status: 201, result: await findInvoice(ctx.app.db, outcome.id), message: 'account:invoices.server.created' };
    },
  },
  {
    method: 'get',
    path: '/Invoices/get-all',
    access: 'admin',
    tag: 'Invoices',
    summary: 'All invoices, newest first, one page at a time, with the count of each status',
    description:
      "search matches the invoice number, the client's name, e-mail or company; from and to bound the day of issue (company time). counts are taken under the search and dates, whatever the status filter.",
    paged: true,
    query: LIST_QUERY,
    returns: { schema: 'InvoicePage' },
    async handle(ctx) {
      return { result: await listInvoices(ctx.app.db, { ...listQueryOf(ctx), ...listFilters(ctx), clientId: null }) };
    },
  },
  {
    method: 'get',
    path: '/Invoices/invoiceable',
    access: 'admin',
    tag: 'Invoices',
    summary: 'Completed bookings with an accepted quote and no invoice yet (what can be invoiced now)',
    description: "Newest booking first, at most 200. subtotal is the quote's, excluding VAT.",
    returns: { schema: 'InvoiceableBooking', list: true },
    async handle(ctx) {
      return { result: await invoiceableBookings(ctx.app.db) };
    },
  },
  {
    method: 'get',
    path: '/Invoices/my-invoices',
    access: 'client',
    tag: 'Invoices',
    summary: "The signed-in client's invoices, newest first, with the count of each status",
    paged: true,
    query: LIST_QUERY,
    returns: { schema: 'InvoicePage' },
    async handle(ctx) {
      return { result: await listInvoices(ctx.app.db, { ...listQueryOf(ctx), ...listFilters(ctx), clientId: requireUser(ctx).clientId }) };
    },
  },
  {
    method: 'get',
    path: '/Invoices/:id',
    access: 'user',
    tag: 'Invoices',
    summary: 'One invoice (own, or any for an Admin)',
    description: "Another client's invoice answers 404, like an unknown id.",
    returns: { schema: 'Invoice' },
    async handle(ctx) {
      return { result: await visibleInvoice(ctx, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'get',
    path: '/Invoices/:id/pdf',
    access: 'user',
    tag: 'Invoices',
    summary: 'The tax invoice as a PDF with its ZATCA QR code (own, or any for an Admin)',
    description:
      "In the language of lang, else of Accept-Language: Arabic is laid out right to left. The QR code holds the Base64 of the ZATCA phase-1 TLV fields: seller's name, VAT number, time stamp, total with VAT, VAT total. Sent as an attachment named after the invoice number.",
    query: [INVOICE_PARAMS.lang],
    returns: 'file',
    fileType: 'application/pdf',
    async handle(ctx) {
      const invoice = await visibleInvoice(ctx, parseId(ctx.req.params.id));
      const language: Language = INVOICE_PARAMS.lang.of(ctx) ?? ctx.language;
      const reader = ctx.user ? await findUserById(ctx.app.db, ctx.user.id) : undefined;
      const pdf = await renderInvoicePdf(invoice, { language, numerals: pageNumerals(language, toNumerals(reader?.numerals)) });
      const { res } = ctx;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${invoice.invoiceNumber}-${language}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(pdf);
    },
  },
  {
    method: 'patch',
    path: '/Invoices/mark-paid/:id',
    audit: { action: 'invoice.paid', entity: 'invoice', read: byId(findInvoice) },
    errors: { 409: 'The invoice is already paid (INVALID_STATE)' },
    access: 'admin',
    tag: 'Invoices',
    summary: "Record an invoice's payment: the day, the method and the reference",
    description:
      'paidOn is a day (YYYY-MM-DD) from the day of issue to today (company time); the reference may be empty for cash only. 409 INVALID_STATE when the invoice is already paid. The dashboard revenue counts paid invoices.',
    body: invoicePaymentSchema,
    returns: { schema: 'Invoice' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const payment = bodyOf(ctx, invoicePaymentSchema);
      const outcome = await markInvoicePaid(ctx.app.db, id, payment, requireUser(ctx).id);
      if (!outcome.ok) {
        if (outcome.reason === 'not-found') throw notFound(NOT_FOUND);
        if (outcome.reason === 'paid-before-issue') throw badRequest({ paidOn: ['validation:paidOnBeforeIssue'] });
        throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.alreadyPaid');
      }
      return { result: await findInvoice(ctx.app.db, id), message: 'account:invoices.server.markedPaid' };
    },
  },
]);
