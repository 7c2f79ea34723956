import { byId } from '../audit/audit-rule';
import type { Language, BookingStatus } from '../../shared/constants';
import type { QuoteDetail } from '../../shared/types/quote';
import { quoteCreateSchema } from '../../shared/validation/quote';
import { quoteRejectionSchema } from '../../shared/validation/quote-rejection';
import type { RouteContext } from '../http/context';
import { HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { QUOTE_PARAMS } from './quote-params';
import { bodyOf, defineRoutes, worksIn, parseId, requireUser } from '../http/route';
import { noticeBookingMovedFrom } from '../notifications/booking-notices';
import { readSiteContent } from '../content/content.repository';
import { quoteCompanyInfo } from './company-info';
import { renderQuotePdf } from './pdf/quote-pdf';
import { findUserById } from '../users/users.repository';
import { pageNumerals, toNumerals } from '../../shared/format/numerals';
import { notifyQuoteAnswered, notifyQuoteIssued } from './quote-notifications';
import { answerQuote, createQuote, findQuote, listQuotes, type AnswerQuoteOutcome, type QuoteAnswer } from './quotes.repository';

const NOT_FOUND = 'quotes:server.notFound';

/** The quote if the caller may see it: an Admin, or the client it was issued to. Others get 404, not 403, to not reveal ids. */
async function visibleQuote(ctx: RouteContext, id: number) {
  const user = requireUser(ctx);
  const quote = await findQuote(ctx.app.db, id);
  if (!quote || (!worksIn(user, 'accounts') && quote.clientId !== user.clientId)) throw notFound(NOT_FOUND);
  return quote;
}

async function withCompany(ctx: RouteContext, id: number): Promise<QuoteDetail> {
  const quote = (await findQuote(ctx.app.db, id))!;
  return { ...quote, companyInfo: await quoteCompanyInfo(ctx.app.db) };
}

const LIST_QUERY = [QUOTE_PARAMS.status, QUOTE_PARAMS.requestId];

function listFilters(ctx: RouteContext) {
  return { status: QUOTE_PARAMS.status.of(ctx), requestId: QUOTE_PARAMS.requestId.of(ctx) };
}

function answerFailure(ctx: RouteContext, outcome: Exclude<AnswerQuoteOutcome, { ok: true }>): HttpError {
  switch (outcome.reason) {
    case 'not-found':
      return notFound(NOT_FOUND);
    case 'expired':
      return new HttpError(409, 'INVALID_STATE', 'quotes:server.expired');
    case 'booking-closed':
      return new HttpError(409, 'INVALID_STATE', 'quotes:server.bookingClosed');
    case 'not-pending':
      return new HttpError(409, 'INVALID_STATE', ctx.t('quotes:server.notPending', { status: ctx.t(`quotes:status.${outcome.status}`) }));
  }
}

async function answer(ctx: RouteContext, answer: QuoteAnswer, message: string) {
  const id = parseId(ctx.req.params.id);
  const user = requireUser(ctx);
  const quote = await visibleQuote(ctx, id);
  const booking = await ctx.app.db.selectFrom('bookings').select('status').where('id', '=', quote.requestId).executeTakeFirst();
  const outcome = await answerQuote(ctx.app.db, id, answer, user.id);
  if (!outcome.ok) throw answerFailure(ctx, outcome);
  const result = await withCompany(ctx, id);
  await notifyQuoteAnswered(ctx, result);
  // Accepting confirms the booking (in progress), rejecting sends it back to review: the client hears of it.
  if (booking) await noticeBookingMovedFrom(ctx, quote.requestId, booking.status as BookingStatus);
  return { result, message };
}

export const quoteRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Quotes/create',
    audit: { action: 'quote.create', entity: 'quote', read: byId(findQuote) },
    idempotent: true,
    errors: { 409: 'The booking cannot be quoted now, or has an open quote (INVALID_STATE)' },
    access: 'staff',
    area: 'accounts',
    tag: 'Quotes',
    summary: 'Issue a quote for a booking',
    description:
      'Numbers it Q-<year>-<sequence> (sequential per calendar year, Asia/Riyadh), computes line totals, subtotal, VAT (invoicing.vatRatePercent of the site settings, kept with the quote; half up to the halala) and total: amounts are never taken from the body. The booking must be pending or in_review (it moves to quoted), or quoted without an open quote; 404 for an unknown booking, 409 INVALID_STATE otherwise. The client is e-mailed.',
    body: quoteCreateSchema,
    returns: { schema: 'QuoteDetail' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, quoteCreateSchema);
      const outcome = await createQuote(ctx.app.db, {
        requestId: input.requestId,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        clientCompany: input.clientCompany,
        validUntil: input.validUntil,
        additionalNotes: input.additionalNotes,
        paymentTerms: input.paymentTerms,
        deliveryTime: input.deliveryTime,
        warranty: input.warranty,
        termsAndConditions: input.termsAndConditions,
        items: input.items.map((item) => ({
          name: item.name,
          arabicName: item.arabicName,
          description: item.description,
          quantity: item.quantity,
          unitPrice: item.unitPrice,
        })),
        taxRatePercent: (await readSiteContent(ctx.app.db)).invoicing.vatRatePercent,
        createdBy: requireUser(ctx).id,
      });
      if (!outcome.ok) {
        if (outcome.reason === 'request-not-found') throw notFound('quotes:server.bookingNotFound');
        throw new HttpError(
          409,
          'INVALID_STATE',
          outcome.reason === 'open-quote-exists' ? 'quotes:server.openQuoteExists' : 'quotes:server.bookingNotQuotable',
        );
      }
      const result = await withCompany(ctx, outcome.id);
      await notifyQuoteIssued(ctx, result);
      return { status: 201, result, message: 'quotes:server.created' };
    },
  },
  {
    method: 'get',
    path: '/Quotes/get-all',
    access: 'staff',
    area: 'accounts',
    tag: 'Quotes',
    summary: 'All quotes, newest first, one page at a time, with the count of each status',
    description: "search matches the quote number, the client's name or e-mail. counts are taken under the search, whatever the status filter.",
    paged: true,
    query: [...LIST_QUERY, QUOTE_PARAMS.clientId],
    returns: { schema: 'QuotePage' },
    async handle(ctx) {
      const result = await listQuotes(ctx.app.db, { ...listQueryOf(ctx), ...listFilters(ctx), clientId: QUOTE_PARAMS.clientId.of(ctx) });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/Quotes/my-quotes',
    access: 'client',
    tag: 'Quotes',
    summary: "The signed-in client's quotes, newest first, with the count of each status",
    paged: true,
    query: LIST_QUERY,
    returns: { schema: 'QuotePage' },
    async handle(ctx) {
      const result = await listQuotes(ctx.app.db, { ...listQueryOf(ctx), ...listFilters(ctx), clientId: requireUser(ctx).clientId });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/Quotes/settings',
    access: 'staff',
    area: 'accounts',
    tag: 'Quotes',
    summary: 'What the create form needs to show totals as they will be computed (the tax rate)',
    returns: { schema: 'QuoteSettings' },
    async handle(ctx) {
      return { result: { taxRatePercent: (await readSiteContent(ctx.app.db)).invoicing.vatRatePercent } };
    },
  },
  {
    method: 'get',
    path: '/Quotes/:id',
    access: 'user',
    tag: 'Quotes',
    summary: 'One quote with the company details (own, or any for an Admin)',
    description: "Another client's quote answers 404, like an unknown id.",
    returns: { schema: 'QuoteDetail' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      await visibleQuote(ctx, id);
      return { result: await withCompany(ctx, id) };
    },
  },
  {
    method: 'get',
    path: '/Quotes/:id/pdf',
    access: 'user',
    tag: 'Quotes',
    summary: 'The quote as a PDF (own, or any for an Admin)',
    description: 'In the language of lang, else of Accept-Language: Arabic is laid out right to left. Sent as an attachment named after the quote number.',
    query: [QUOTE_PARAMS.lang],
    returns: 'file',
    fileType: 'application/pdf',
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const language: Language = QUOTE_PARAMS.lang.of(ctx) ?? ctx.language;
      await visibleQuote(ctx, id);
      // In the digits the reader chose on their account (shared/format/numerals), else the default.
      const reader = ctx.user ? await findUserById(ctx.app.db, ctx.user.id) : undefined;
      const pdf = await renderQuotePdf(await withCompany(ctx, id), { language, numerals: pageNumerals(language, toNumerals(reader?.numerals)) });
      const { res } = ctx;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${(await findQuote(ctx.app.db, id))!.quoteNumber}-${language}.pdf"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(pdf);
    },
  },
  {
    method: 'patch',
    path: '/Quotes/accept/:id',
    audit: { action: 'quote.accept', entity: 'quote', read: byId(findQuote) },
    errors: { 409: 'The quote is not pending, has expired, or its booking was closed (INVALID_STATE)' },
    access: 'user',
    tag: 'Quotes',
    summary: 'Accept a pending quote (its client, or an Admin for them)',
    description:
      "Moves the booking to in_progress. 409 INVALID_STATE when the quote is not pending, has expired, or its booking was closed. Another client's quote answers 404. Every active admin is e-mailed.",
    returns: { schema: 'QuoteDetail' },
    async handle(ctx) {
      return answer(ctx, { kind: 'accept' }, 'quotes:server.accepted');
    },
  },
  {
    method: 'patch',
    path: '/Quotes/reject/:id',
    audit: { action: 'quote.reject', entity: 'quote', read: byId(findQuote) },
    errors: { 409: 'The quote is not pending or has expired (INVALID_STATE)' },
    access: 'user',
    tag: 'Quotes',
    summary: 'Reject a pending quote with a reason (its client, or an Admin for them)',
    description:
      "A quoted booking goes back to in_review, to be priced again. 409 INVALID_STATE when the quote is not pending or has expired. Another client's quote answers 404. Every active admin is e-mailed.",
    body: quoteRejectionSchema,
    returns: { schema: 'QuoteDetail' },
    async handle(ctx) {
      const { reason } = bodyOf(ctx, quoteRejectionSchema);
      return answer(ctx, { kind: 'reject', reason }, 'quotes:server.rejected');
    },
  },
]);
