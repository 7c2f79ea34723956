import { ruleOf } from '../../shared/finance/commission';
import { companyLegal } from '../../shared/content/legal-identity';
import { businessToday } from '../../shared/quotes/quote-dates';
import { lineCostingSchema, payoutSchema, serviceCommissionSchema } from '../../shared/validation/finance';
import { byId } from '../audit/audit-rule';
import { readSiteContent } from '../content/content.repository';
import { rememberingWords } from '../exports/export-columns';
import { sendCsv } from '../exports/send-csv';
import type { RouteContext } from '../http/context';
import { badRequest, notFound } from '../http/http-error';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { findServiceCommission, listServiceCommissions, quoteCosting, setLineCosting, setServiceCommission } from './costing.repository';
import { FINANCE_PARAMS } from './finance-params';
import { marginReport } from './margins.repository';
import { statementColumns, statementLedger } from './statement-csv';
import { renderStatementPdf } from './statement-pdf';
import { findPayout, partnerStatement, recordPayout } from './statements.repository';

/**
 * The company's money side (issue 27 item 7), for Admins only: the services' default commissions, a
 * quote's lines costed (partner cost + commission = the price the client was quoted), the margins,
 * each partner's monthly statement (JSON, CSV, bilingual PDF) and the payouts made to them. Nothing
 * here is reachable by a client or a partner, and nothing here is added to what they read.
 */

const F = (key: string) => `finance:server.${key}`;

async function statementOf(ctx: RouteContext) {
  const partnerId = parseId(ctx.req.params.id);
  const month = FINANCE_PARAMS.month.of(ctx) ?? businessToday().slice(0, 7);
  const statement = await partnerStatement(ctx.app.db, partnerId, month);
  if (!statement) throw notFound(F('partnerNotFound'));
  return statement;
}

/** `statement-<partner id>-2026-11.csv` */
const statementFile = (partnerId: number, month: string, extension: string) => `statement-${partnerId}-${month}.${extension}`;

export const financeRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Finance/services/commissions',
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "Every service's default commission",
    description:
      "Services not archived (and archived ones that still have a default), by title. kind null: no default, so the lines of that service's quotes stay uncosted until an admin costs them.",
    returns: { schema: 'ServiceCommission', list: true },
    async handle(ctx) {
      return { result: await listServiceCommissions(ctx.app.db) };
    },
  },
  {
    method: 'put',
    path: '/Finance/services/:id/commission',
    audit: { action: 'service.commission', entity: 'service', read: byId(findServiceCommission) },
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "Set or remove a service's default commission",
    description:
      "A percentage of the partner's cost (0 to 1000, two decimals) or a fixed amount in SAR per unit; kind null removes the default. It is applied to the lines of quotes issued afterwards; lines already issued keep theirs.",
    body: serviceCommissionSchema,
    returns: { schema: 'ServiceCommission' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const input = bodyOf(ctx, serviceCommissionSchema);
      const rule = input.kind === null ? null : ruleOf(input.kind, input.value ?? 0);
      if (!(await setServiceCommission(ctx.app.db, id, rule, requireUser(ctx).id))) throw notFound(F('serviceNotFound'));
      return { result: await findServiceCommission(ctx.app.db, id), message: F('commissionSaved') };
    },
  },
  {
    method: 'get',
    path: '/Finance/quotes/:id/costing',
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "A quote's lines with the partner's cost and the company's commission",
    description: "The booking's services and active partners come with it, for the costing form. partnerCost and margin are those of the costed lines.",
    returns: { schema: 'QuoteCosting' },
    async handle(ctx) {
      const costing = await quoteCosting(ctx.app.db, parseId(ctx.req.params.id));
      if (!costing) throw notFound(F('quoteNotFound'));
      return { result: costing };
    },
  },
  {
    method: 'put',
    path: '/Finance/quotes/:id/lines/:itemId',
    audit: { action: 'quote.costing', entity: 'quote', read: byId(quoteCosting) },
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "Cost one quote line: the partner's cost and the commission",
    description:
      "basis percent: the commission is that percentage of the partner's cost (cost = line total / (1 + rate), half up to the halala); amount: SAR per unit; cost: the partner's unit cost, the commission being what the unit price leaves. The line's price never changes. 400 when an amount or a cost is above the unit price, the service is not one of the booking's, or the partner is not assigned to it (declined and withdrawn partners are not).",
    body: lineCostingSchema,
    returns: { schema: 'QuoteCosting' },
    async handle(ctx) {
      const quoteId = parseId(ctx.req.params.id);
      const itemId = parseId(ctx.req.params.itemId);
      const input = bodyOf(ctx, lineCostingSchema);
      const outcome = await setLineCosting(ctx.app.db, quoteId, itemId, input, requireUser(ctx).id);
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'not-found':
            throw notFound(F('lineNotFound'));
          case 'exceeds-price':
            throw badRequest({ value: [F('exceedsPrice')] });
          case 'service-not-of-booking':
            throw badRequest({ serviceId: [F('serviceNotOfBooking')] });
          case 'partner-not-assigned':
            throw badRequest({ partnerId: [F('partnerNotAssigned')] });
        }
      }
      return { result: await quoteCosting(ctx.app.db, quoteId), message: F('lineSaved') };
    },
  },
  {
    method: 'get',
    path: '/Finance/margins',
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: 'Revenue, partner cost and margin per booking, service, partner or month',
    description:
      "Bookings whose quote was accepted in the period (days in company time; this month to today by default), cancelled ones left out, each by its newest accepted quote. Revenue is every line's total, VAT excluded; partnerCost and margin those of the costed lines (uncostedLines says how many are not). A line counts under its own service and partner, else the booking's main service and its only active partner. Booking rows: the 500 highest margins. 400 when from is after to.",
    query: [FINANCE_PARAMS.groupBy, FINANCE_PARAMS.from, FINANCE_PARAMS.to],
    returns: { schema: 'MarginReport' },
    async handle(ctx) {
      const today = businessToday();
      const from = FINANCE_PARAMS.from.of(ctx) ?? `${today.slice(0, 7)}-01`;
      const to = FINANCE_PARAMS.to.of(ctx) ?? today;
      if (from > to) throw badRequest({ to: [F('periodReversed')] });
      return { result: await marginReport(ctx.app.db, FINANCE_PARAMS.groupBy.of(ctx) ?? 'booking', from, to) };
    },
  },
  {
    method: 'get',
    path: '/Finance/partners/:id/statement',
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "A partner's statement of a month: jobs done, amounts owed, payouts, balances",
    description:
      "A job is owed when the partner's assignment is marked done, for the partner cost of the booking's accepted quote's lines owed to them. The opening balance is everything owed before the month less everything paid before it.",
    query: [FINANCE_PARAMS.month],
    returns: { schema: 'PartnerStatement' },
    async handle(ctx) {
      return { result: await statementOf(ctx) };
    },
  },
  {
    method: 'get',
    path: '/Finance/partners/:id/statement/csv',
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "A partner's statement of a month as a CSV ledger",
    description:
      'The balance brought forward, each job (owed) and payout (paid) in order with the running balance, and the balance carried forward. UTF-8 with a byte order mark, CRLF lines, headers in the request language, amounts in riyals.',
    query: [FINANCE_PARAMS.month],
    returns: 'file',
    fileType: 'text/csv',
    async handle(ctx) {
      const statement = await statementOf(ctx);
      const t = rememberingWords(ctx.t);
      async function* one() {
        yield statementLedger(statement);
      }
      await sendCsv(ctx, statementFile(statement.partnerId, statement.month, 'csv'), statementColumns(t), one());
    },
  },
  {
    method: 'get',
    path: '/Finance/partners/:id/statement/pdf',
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: "A partner's statement of a month as a bilingual PDF (Arabic first)",
    description: 'Laid out as the tax invoices are: Arabic right to left with English beside every label, amounts in SAR.',
    query: [FINANCE_PARAMS.month],
    returns: 'file',
    fileType: 'application/pdf',
    async handle(ctx) {
      const statement = await statementOf(ctx);
      const pdf = await renderStatementPdf(statement, companyLegal((await readSiteContent(ctx.app.db)).invoicing));
      const { res } = ctx;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="${statementFile(statement.partnerId, statement.month, 'pdf')}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(pdf);
    },
  },
  {
    method: 'post',
    path: '/Finance/payouts',
    audit: { action: 'payout.create', entity: 'payout', read: byId(findPayout) },
    idempotent: true,
    access: 'staff',
    area: 'accounts',
    tag: 'Finance',
    summary: 'Record a payout made to a partner',
    description:
      "An amount above zero paid on a day not after today (company time); it counts in the statement of that day's month. Payouts are never deleted. 404 for an unknown partner.",
    body: payoutSchema,
    returns: { schema: 'PartnerPayout' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, payoutSchema);
      const id = await recordPayout(ctx.app.db, input.partnerId, input, requireUser(ctx).id);
      if (id === undefined) throw notFound(F('partnerNotFound'));
      return { status: 201, result: await findPayout(ctx.app.db, id), message: F('payoutRecorded') };
    },
  },
]);
