import type { Language } from '../../shared/constants';
import type { Invoice } from '../../shared/types/invoice';
import { advancePaymentSchema, creditNoteSchema, invoiceCreateSchema, invoicePaymentSchema } from '../../shared/validation/invoice';
import { currentSeller } from './current-seller';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, worksIn, parseId, requireUser } from '../http/route';
import { byId } from '../audit/audit-rule';
import { advanceableBookings, createInvoice, findInvoice, invoiceableBookings, listInvoices, markInvoicePaid } from './invoices.repository';
import { INVOICE_PARAMS } from './invoice-params';
import { issueAdvance, issueCreditNote } from './invoice-documents';
import { renderInvoicePdf } from './pdf/invoice-pdf';
import { StampUnavailable, stampDue } from '../zatca/stamper';

const NOT_FOUND = 'account:invoices.server.notFound';

/** The invoice if the caller may see it: an Admin, or the client it was issued to. Others get 404, not 403, to not reveal ids. */
async function visibleInvoice(ctx: RouteContext, id: number): Promise<Invoice> {
  const user = requireUser(ctx);
  const invoice = await findInvoice(ctx.app.db, id);
  if (!invoice || (!worksIn(user, 'accounts') && invoice.clientId !== user.clientId)) throw notFound(NOT_FOUND);
  return invoice;
}

const LIST_QUERY = [INVOICE_PARAMS.status, INVOICE_PARAMS.kind, INVOICE_PARAMS.from, INVOICE_PARAMS.to];

function listFilters(ctx: RouteContext) {
  const from = INVOICE_PARAMS.from.of(ctx);
  const to = INVOICE_PARAMS.to.of(ctx);
  if (from !== null && to !== null && to < from) throw badRequest({ to: ['validation:dateRangeInvalid'] });
  return { status: INVOICE_PARAMS.status.of(ctx), kind: INVOICE_PARAMS.kind.of(ctx), from, to };
}

/** Stamps the document if it is due (zatca/stamper.ts): nothing leaves unstamped while e-invoicing is on. */
async function stampBeforeLeaving(ctx: RouteContext, id: number): Promise<void> {
  try {
    await stampDue(ctx.app.db, id, ctx.app.zatca.sealer);
  } catch (error) {
    if (error instanceof StampUnavailable) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'dashboard:zatca.server.stampUnavailable');
    throw error;
  }
}

/** E-mails the client a new document as a PDF; queued in this call's database session (see POST /Invoices/create). */
async function mailDocument(ctx: RouteContext, id: number): Promise<void> {
  try {
    await ctx.app.notifications.invoiceIssued(id, ctx.app.db);
  } catch (error) {
    ctx.app.logger.error({ err: error, invoiceId: id }, 'queueing the invoice e-mail failed');
  }
}

export const invoiceRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Invoices/advance',
    audit: { action: 'invoice.advance', entity: 'invoice', read: byId(findInvoice) },
    idempotent: true,
    errors: {
      404: 'The booking does not exist (NOT_FOUND)',
      409: "The booking is cancelled, has no accepted quote or already has its final invoice; the deposit would take the booking's advances past the quote's total; or the VAT number is not set (INVALID_STATE)",
    },
    access: 'staff',
    area: 'accounts',
    tag: 'Invoices',
    summary: "Record a deposit received against a booking's accepted quote, issuing its advance-payment invoice",
    description:
      "A tax invoice is due when an advance is received (VAT Implementing Regulations art. 23): numbered INV-<year>-<sequence> like every invoice, kind 'advance', issued paid with the payment's day, method and reference, its day of supply the day the money came in. amount is SAR with VAT included: its net and VAT (at the rate in force) are split half up so they add up to it exactly. The advances of a booking, less what credit notes gave back, never exceed its accepted quote's total. The booking's final invoice (POST /Invoices/create) deducts them with their VAT. E-mailed to the client as a PDF. 404 for an unknown booking. The payments work calls the same service when an online deposit is paid.",
    body: advancePaymentSchema,
    returns: { schema: 'Invoice' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, advancePaymentSchema);
      const { seller, vatRatePercent } = await currentSeller(ctx.app.db);
      const outcome = await issueAdvance(ctx.app.db, {
        bookingId: input.bookingId,
        amount: input.amount,
        payment: { paidOn: input.paidOn, method: input.method, reference: input.reference },
        seller,
        vatRatePercent,
        createdBy: requireUser(ctx).id,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'booking-not-found') throw notFound('quotes:server.bookingNotFound');
        if (outcome.reason === 'paid-in-future') throw badRequest({ paidOn: ['validation:paidOnFuture'] });
        if (outcome.reason === 'over-quote-total') throw badRequest({ amount: ['validation:advanceOverQuote'] });
        const messages = {
          'booking-closed': 'account:invoices.server.bookingCancelled',
          'no-accepted-quote': 'account:invoices.server.noAcceptedQuote',
          'already-invoiced': 'account:invoices.server.alreadyInvoiced',
        } as const;
        throw new HttpError(409, 'INVALID_STATE', messages[outcome.reason]);
      }
      await mailDocument(ctx, outcome.id);
      return { status: 201, result: await findInvoice(ctx.app.db, outcome.id), message: 'account:invoices.server.advanceIssued' };
    },
  },
  {
    method: 'post',
    path: '/Invoices/credit-note',
    audit: { action: 'invoice.creditNote', entity: 'invoice', read: byId(findInvoice) },
    idempotent: true,
    errors: {
      404: 'The invoice to correct does not exist (NOT_FOUND)',
      409: 'The document is a credit note, is wholly credited already, or is an advance a final invoice deducts (INVALID_STATE)',
    },
    access: 'staff',
    area: 'accounts',
    tag: 'Invoices',
    summary: 'Issue a credit note against an invoice or advance, in full or in part',
    description:
      "Numbered CRN-<year>-<sequence>, gapless per year in its own series; references the document it corrects (corrects) and keeps the reason. Without amount it credits everything not credited yet (the lines copied when nothing was credited before); with amount (SAR, VAT included) one line of that amount, its VAT at the corrected document's rate. The seller and buyer are the corrected document's. An advance that a final invoice deducts is credited through that final invoice (409). Cancelling a booking issues these by itself. E-mailed to the client as a PDF. 404 for an unknown invoice.",
    body: creditNoteSchema,
    returns: { schema: 'Invoice' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, creditNoteSchema);
      const outcome = await issueCreditNote(ctx.app.db, {
        invoiceId: input.invoiceId,
        reason: input.reason,
        amount: input.amount ?? null,
        createdBy: requireUser(ctx).id,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'not-found') throw notFound(NOT_FOUND);
        if (outcome.reason === 'over-remaining') throw badRequest({ amount: ['validation:creditOverRemaining'] });
        const messages = {
          'is-credit-note': 'account:invoices.server.creditOfCreditNote',
          'fully-credited': 'account:invoices.server.fullyCredited',
          'advance-deducted': 'account:invoices.server.advanceDeducted',
        } as const;
        throw new HttpError(409, 'INVALID_STATE', messages[outcome.reason]);
      }
      await mailDocument(ctx, outcome.id);
      return { status: 201, result: await findInvoice(ctx.app.db, outcome.id), message: 'account:invoices.server.creditNoteIssued' };
    },
  },
  {
    method: 'post',
    path: '/Invoices/create',
    audit: { action: 'invoice.create', entity: 'invoice', read: byId(findInvoice) },
    idempotent: true,
    errors: {
      404: 'The booking does not exist (NOT_FOUND)',
      409: 'The booking is not completed, has no accepted quote, is already invoiced, or the VAT number is not set (INVALID_STATE)',
    },
    access: 'staff',
    area: 'accounts',
    tag: 'Invoices',
    summary: 'Issue the tax invoice of a completed booking from its accepted quote',
    description:
      "Numbers it INV-<year>-<sequence>, and e-mails it to the client as a PDF in their language (gapless per calendar year, Asia/Riyadh). The lines and the client come from the booking's accepted quote; VAT is taken on the subtotal at the rate of the site settings (invoicing.vatRatePercent, half up to the halala) and kept with the invoice, as are the seller's name, VAT number and address. 404 for an unknown booking; 409 INVALID_STATE when the booking is not completed, has no accepted quote or already has an invoice, or the company's VAT number is not set.",
    body: invoiceCreateSchema,
    returns: { schema: 'Invoice' },
    successStatus: 201,
    async handle(ctx) {
      const { bookingId } = bodyOf(ctx, invoiceCreateSchema);
      const { seller, vatRatePercent } = await currentSeller(ctx.app.db);
      const outcome = await createInvoice(ctx.app.db, {
        bookingId,
        seller,
        vatRatePercent,
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
      await mailDocument(ctx, outcome.id);
      return { status: 201, result: await findInvoice(ctx.app.db, outcome.id), message: 'account:invoices.server.created' };
    },
  },
  {
    method: 'get',
    path: '/Invoices/get-all',
    access: 'staff',
    area: 'accounts',
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
    access: 'staff',
    area: 'accounts',
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
    path: '/Invoices/advanceable',
    access: 'staff',
    area: 'accounts',
    tag: 'Invoices',
    summary: 'Bookings that can take a deposit now: an accepted quote, not cancelled, no final invoice yet',
    description: "Newest booking first, at most 200, with the quote's total and what its advances already hold (SAR, VAT included).",
    returns: { schema: 'AdvanceableBooking', list: true },
    async handle(ctx) {
      return { result: await advanceableBookings(ctx.app.db) };
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
    summary: 'The tax invoice, advance-payment invoice or credit note as a bilingual PDF with its ZATCA QR code (own, or any for an Admin)',
    description:
      "One bilingual document, Arabic first with English beside it (VAT Implementing Regulations art. 53(5)): the same PDF whatever lang or Accept-Language says, which only names the file. The QR code holds ZATCA's TLV fields in Base64: once the document is stamped (ZATCA phase 2) tags 1-9 (seller's registered Arabic name, VAT number, time stamp, total with VAT, VAT total, invoice hash, signature, public key, certificate signature), before that the five of phase 1. Stamped first when e-invoicing is on (503 SERVICE_UNAVAILABLE when it cannot be). A client gets a standard invoice once ZATCA cleared it (409 INVALID_STATE before). Sent as an attachment named after the invoice number.",
    query: [INVOICE_PARAMS.lang],
    returns: 'file',
    fileType: 'application/pdf',
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      await visibleInvoice(ctx, id);
      await stampBeforeLeaving(ctx, id);
      // A standard invoice reaches its buyer once ZATCA cleared it; an admin sees it any time.
      const invoice = await visibleInvoice(ctx, id);
      if (
        !worksIn(requireUser(ctx), 'accounts') &&
        invoice.invoiceType === 'standard' &&
        (invoice.zatca.status === 'pending' || invoice.zatca.status === 'rejected')
      )
        throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.awaitingClearance');
      const language: Language = INVOICE_PARAMS.lang.of(ctx) ?? ctx.language;
      const pdf = await renderInvoicePdf(invoice);
      const { res } = ctx;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${invoice.invoiceNumber}-${language}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(pdf);
    },
  },
  {
    method: 'get',
    path: '/Invoices/:id/xml',
    access: 'staff',
    area: 'accounts',
    tag: 'Invoices',
    summary: 'The document as ZATCA UBL 2.1 XML, stamped when e-invoicing is set up (Admin)',
    description:
      "A standard document ZATCA cleared: the XML ZATCA returned (clearedInvoice, with ZATCA's stamp and QR code). Otherwise the XML kept since issue: its invoice counter (ICV), previous invoice hash (PIH), seller and buyer, totals and VAT in SAR, and once stamped the XAdES signature (ECDSA secp256k1) and the QR code. Stamped first when e-invoicing is on (503 SERVICE_UNAVAILABLE when it cannot be). 404 for an unknown document or one issued before e-invoicing phase 2.",
    returns: 'file',
    fileType: 'application/xml',
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      await visibleInvoice(ctx, id);
      await stampBeforeLeaving(ctx, id);
      const row = await ctx.app.db.selectFrom('invoices').select(['zatca_xml', 'zatca_cleared_xml', 'invoice_number']).where('id', '=', id).executeTakeFirst();
      const xml = row?.zatca_cleared_xml ?? row?.zatca_xml;
      if (!row || !xml) throw notFound(NOT_FOUND);
      const { res } = ctx;
      res.setHeader('Content-Type', 'application/xml; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="${row.invoice_number}.xml"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(xml);
    },
  },
  {
    method: 'patch',
    path: '/Invoices/mark-paid/:id',
    audit: { action: 'invoice.paid', entity: 'invoice', read: byId(findInvoice) },
    errors: { 409: 'The invoice is already paid (INVALID_STATE)' },
    access: 'staff',
    area: 'accounts',
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
        if (outcome.reason === 'credit-note') throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.creditNoteNotPayable');
        throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.alreadyPaid');
      }
      return { result: await findInvoice(ctx.app.db, id), message: 'account:invoices.server.markedPaid' };
    },
  },
]);
