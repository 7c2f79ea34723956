import express from 'express';
import { PAYMENT_STATES, type Payment, type PaymentSettings } from '../../shared/types/payment';
import { paymentCheckoutSchema, paymentRefundSchema } from '../../shared/validation/payment';
import { byId } from '../audit/audit-rule';
import type { RouteContext } from '../http/context';
import { badRequest, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { enumParam, idParam } from '../http/query-params';
import { bodyOf, defineRoutes, parseId, requireUser, worksIn } from '../http/route';
import { sendCsv } from '../exports/send-csv';
import { GatewayUnavailable } from './gateway';
import { paymentDeps } from './payment-jobs';
import { findPayment, listPayments, paymentBatches, paymentDue, receivables } from './payments.repository';
import { type PaymentDeps, reconcilePending, refundPayment, settleFromGateway, startCheckout, takeWebhook } from './payments.service';

const NOT_FOUND = 'account:payments.server.notFound';
/** An issued invoice is overdue this many days after issue (the payments screen). */
export const INVOICE_OVERDUE_DAYS = 14;

const STATE_PARAM = enumParam('state', { description: 'Only payments in this state.', values: PAYMENT_STATES, message: 'validation:statusInvalid' });
const BOOKING_PARAM = idParam('bookingId', "Only this booking's payments (the booking screen's refunds).");

/** The payments module for this call; 409 while online payments are off (no gateway keys). */
function depsOf(ctx: RouteContext): PaymentDeps {
  const { app } = ctx;
  if (!app.payments) throw new HttpError(409, 'INVALID_STATE', 'account:payments.server.disabled');
  return paymentDeps({
    config: app.config,
    db: app.db,
    jobs: app.jobs,
    logger: app.logger,
    clock: app.clock,
    gateway: app.payments,
    invoiceIssued: (id, trx) => app.notifications.invoiceIssued(id, trx),
  });
}

/** The payment if the caller may see it: an Admin or Accountant (accounts), or the client who pays it. Others get 404. */
async function visiblePayment(ctx: RouteContext, id: number): Promise<Payment> {
  const user = requireUser(ctx);
  const payment = await findPayment(ctx.app.db, id);
  if (!payment || (!worksIn(user, 'accounts') && payment.clientId !== user.clientId)) throw notFound(NOT_FOUND);
  return payment;
}

const halalasCell = (halalas: number) => (halalas / 100).toFixed(2);

export const paymentRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Payments/settings',
    access: 'public',
    tag: 'Payments',
    summary: 'Whether online payments are on, and the publishable key (never the secret key)',
    description:
      'enabled is true when MOYASAR_SECRET_KEY and MOYASAR_PUBLISHABLE_KEY are set: the pages then show "Pay now". testMode: the keys are test keys (sk_test_/pk_test_).',
    returns: { schema: 'PaymentSettings' },
    async handle(ctx) {
      const moyasar = ctx.app.config.moyasar;
      const result: PaymentSettings = moyasar
        ? { enabled: true, gateway: 'moyasar', publishableKey: moyasar.publishableKey, testMode: moyasar.testMode }
        : { enabled: false, gateway: null, publishableKey: null, testMode: false };
      return { result };
    },
  },
  {
    method: 'get',
    path: '/Payments/due/:id',
    access: 'user',
    tag: 'Payments',
    summary: "What a booking's client owes now: the deposit, the balance and each unpaid invoice (own booking, or any for an Admin)",
    description:
      "From the booking's accepted quote (total with VAT), less what its advance-payment invoices hold (less what credit notes gave back). The deposit is the quote's advance percentage (50 %) of the total, rounded half up to the halala, less what is paid. Amounts in halalas. 404 for another client's booking or one without an accepted quote.",
    returns: { schema: 'PaymentDue' },
    async handle(ctx) {
      const user = requireUser(ctx);
      const bookingId = parseId(ctx.req.params.id);
      const booking = await ctx.app.db.selectFrom('bookings').select('client_id').where('id', '=', bookingId).executeTakeFirst();
      if (!booking || (!worksIn(user, 'accounts') && booking.client_id !== user.clientId)) throw notFound('quotes:server.bookingNotFound');
      const due = await paymentDue(ctx.app.db, bookingId);
      if (!due) throw notFound('account:invoices.server.noAcceptedQuote');
      return { result: due };
    },
  },
  {
    method: 'post',
    path: '/Payments/checkout',
    access: 'client',
    tag: 'Payments',
    summary: "Start paying online: the deposit, the balance or an invoice of one's own booking; answers the gateway's payment page",
    description:
      'Writes the payment (pending) first, then asks the gateway (Moyasar) for a hosted payment page of the amount due, in halalas, and answers its url: the browser goes there, the client pays (mada, card, Apple Pay, STC Pay) and comes back to /profile?lang={lang}&payment={paymentId}; the payment is confirmed by asking the gateway (POST /Payments/{id}/confirm), by the webhook of the gateway or by the reconciliation. Asking again within an hour for the same amount answers the same page. 409 INVALID_STATE when online payments are off, nothing is due (the deposit paid, no accepted quote, a final invoice issued: pay the invoice), or the gateway refused; 503 SERVICE_UNAVAILABLE when the gateway cannot be reached (the payment stays pending and is failed after a day).',
    body: paymentCheckoutSchema,
    returns: { schema: 'PaymentCheckout' },
    successStatus: 201,
    errors: {
      404: "The booking does not exist or is another client's (NOT_FOUND)",
      409: 'Online payments are off, nothing of this kind is due, or the gateway refused (INVALID_STATE)',
      503: 'The payment gateway cannot be reached (SERVICE_UNAVAILABLE)',
    },
    async handle(ctx) {
      const deps = depsOf(ctx);
      const input = bodyOf(ctx, paymentCheckoutSchema);
      const user = requireUser(ctx);
      const checkout = await startCheckout(deps, {
        purpose: input.purpose,
        bookingId: input.bookingId,
        invoiceId: input.purpose === 'invoice' ? (input.invoiceId ?? null) : null,
        userId: user.id,
        clientId: user.clientId,
        isAdmin: false,
        language: ctx.language,
      });
      return { status: 201, result: checkout };
    },
  },
  {
    method: 'post',
    path: '/Payments/webhook',
    access: 'public',
    tag: 'Payments',
    summary: "The gateway's webhook (Moyasar: payment_paid, payment_failed, payment_refunded, …)",
    description:
      "Moyasar POSTs {id, type, created_at, secret_token, live, data: payment}. The secret_token is compared in constant time with MOYASAR_WEBHOOK_SECRET: a wrong or missing one answers 401 and changes nothing. An event id already taken (Moyasar retries, a replay) answers 200 and changes nothing. Otherwise the payment of its checkout is settled (paid: its advance-payment invoice issued or its invoice marked paid; failed) exactly once, whoever else (the client's return, the reconciliation) learns of it at the same moment.",
    before: [express.json({ limit: '100kb' })],
    returns: 'none',
    errors: { 401: 'The secret_token is wrong or missing, or online payments are off (UNAUTHENTICATED); nothing changes' },
    async handle(ctx) {
      const gateway = ctx.app.payments;
      if (!gateway) throw new HttpError(401, 'UNAUTHENTICATED', 'account:payments.server.webhookRefused');
      const outcome = await takeWebhook(depsOf(ctx), ctx.req.body as unknown);
      if (!outcome.ok) throw new HttpError(401, 'UNAUTHENTICATED', 'account:payments.server.webhookRefused');
      return { result: { replayed: outcome.replayed, outcome: outcome.outcome } };
    },
  },
  {
    method: 'get',
    path: '/Payments/my-payments',
    access: 'client',
    tag: 'Payments',
    summary: "The signed-in client's online payments and their refunds, newest first",
    returns: { schema: 'Payment', list: true },
    async handle(ctx) {
      const user = requireUser(ctx);
      const page = await listPayments(ctx.app.db, { clientId: user.clientId ?? -1, bookingId: null, state: null, search: null }, { offset: 0, limit: 200 });
      return { result: page.items };
    },
  },
  {
    method: 'get',
    path: '/Payments/get-all',
    access: 'staff',
    area: 'accounts',
    tag: 'Payments',
    summary: 'Every online payment with its gateway state and refunds, newest first',
    description: "search matches the client's name, the gateway's payment id or the invoice's number; bookingId keeps one booking's payments.",
    paged: true,
    query: [STATE_PARAM, BOOKING_PARAM],
    returns: { schema: 'PaymentPage' },
    async handle(ctx) {
      const list = listQueryOf(ctx);
      const filter = { clientId: null, bookingId: BOOKING_PARAM.of(ctx), state: STATE_PARAM.of(ctx), search: list.search };
      // Always a page (the first when none is asked): the document names one answer.
      const pageNumber = list.page ?? 1;
      const page = await listPayments(ctx.app.db, filter, { offset: (pageNumber - 1) * list.pageSize, limit: list.pageSize });
      return { result: { items: page.items, total: page.total, page: pageNumber, pageSize: list.pageSize } };
    },
  },
  {
    method: 'get',
    path: '/Payments/export',
    access: 'staff',
    area: 'accounts',
    tag: 'Payments',
    summary: 'Every online payment as CSV (amounts in SAR), with the same filters as the list',
    query: [STATE_PARAM],
    returns: 'file',
    fileType: 'text/csv',
    async handle(ctx) {
      const filter = { clientId: null, bookingId: null, state: STATE_PARAM.of(ctx), search: null };
      await sendCsv<Payment>(
        ctx,
        'payments.csv',
        [
          { header: 'account:payments.columns.id', cell: (p) => p.id },
          { header: 'account:payments.columns.createdAt', cell: (p) => p.createdAt },
          { header: 'account:payments.columns.client', cell: (p) => p.clientName },
          { header: 'account:payments.columns.booking', cell: (p) => p.bookingId },
          { header: 'account:payments.columns.purpose', cell: (p) => ctx.t(`account:payments.purposes.${p.purpose}`) },
          { header: 'account:payments.columns.amount', cell: (p) => halalasCell(p.amountHalalas) },
          { header: 'account:payments.columns.refunded', cell: (p) => halalasCell(p.refundedHalalas) },
          { header: 'account:payments.columns.state', cell: (p) => ctx.t(`account:payments.states.${p.state}`) },
          { header: 'account:payments.columns.gatewayStatus', cell: (p) => p.gatewayStatus ?? '' },
          { header: 'account:payments.columns.gatewayPaymentId', cell: (p) => p.gatewayPaymentId ?? '' },
          { header: 'account:payments.columns.method', cell: (p) => p.method ?? '' },
          { header: 'account:payments.columns.document', cell: (p) => p.documentNumber ?? p.invoiceNumber ?? '' },
          { header: 'account:payments.columns.settledAt', cell: (p) => p.settledAt ?? '' },
        ],
        paymentBatches(ctx.app.db, filter),
      );
    },
  },
  {
    method: 'get',
    path: '/Payments/receivables',
    access: 'staff',
    area: 'accounts',
    tag: 'Payments',
    summary: `Issued invoices not paid yet, each with what it asks and whether it is overdue (${INVOICE_OVERDUE_DAYS} days after issue)`,
    returns: { schema: 'Receivable', list: true },
    async handle(ctx) {
      return { result: await receivables(ctx.app.db, INVOICE_OVERDUE_DAYS, new Date(ctx.app.clock.now())) };
    },
  },
  {
    method: 'post',
    path: '/Payments/reconcile',
    access: 'staff',
    area: 'accounts',
    tag: 'Payments',
    errors: { 409: 'Online payments are off (INVALID_STATE)' },
    audit: 'not-a-change',
    summary: 'Ask the gateway now about every payment left pending, and settle or fail each (what the daily job does)',
    description:
      'Answers how many were asked about, paid, failed, are still pending, and could not be asked (the gateway down). The daily job runs at 03:00 company time.',
    returns: { schema: 'ReconcileReport' },
    async handle(ctx) {
      return { result: await reconcilePending(depsOf(ctx)) };
    },
  },
  {
    method: 'get',
    path: '/Payments/:id',
    access: 'user',
    tag: 'Payments',
    summary: 'One online payment (own, or any for an Admin or Accountant)',
    returns: { schema: 'Payment' },
    async handle(ctx) {
      return { result: await visiblePayment(ctx, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'post',
    path: '/Payments/:id/confirm',
    access: 'user',
    tag: 'Payments',
    audit: 'not-a-change',
    summary: 'After the gateway page: ask the gateway how the payment went, settle it and answer it (own, or any for an Admin or Accountant)',
    description:
      "The page the gateway sends the client back to calls this: never the redirect's query, the gateway itself is asked (GET /invoices/{id} at Moyasar). Paid: the advance-payment invoice is issued (a deposit or balance) or the invoice marked paid, once. Still waiting (3-D Secure) or the gateway unreachable: answered pending, settled later by the webhook or the reconciliation.",
    returns: { schema: 'Payment' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      await visiblePayment(ctx, id);
      try {
        await settleFromGateway(depsOf(ctx), id);
      } catch (error) {
        if (!(error instanceof GatewayUnavailable)) throw error;
        ctx.app.logger.warn({ paymentId: id }, 'the gateway could not be asked about a returning payment: left pending');
      }
      return { result: await visiblePayment(ctx, id) };
    },
  },
  {
    method: 'post',
    path: '/Payments/refund/:id',
    access: 'staff',
    area: 'accounts',
    tag: 'Payments',
    audit: { action: 'payment.refund', entity: 'payment', read: byId(findPayment) },
    summary: 'Refund a paid online payment in full or in part through the gateway, issuing its credit note',
    description:
      "amount is SAR (VAT included); without it all that is not refunded yet. The gateway gives the money back first (Moyasar POST /payments/{id}/refund, in halalas); then the refund is recorded and a credit note issued against the payment's document (its advance-payment invoice, or the invoice it paid; an advance a final invoice deducts is credited through that invoice) and e-mailed to the client. 409 INVALID_STATE when the payment is not paid or the gateway refused; 400 when the amount is more than is left.",
    body: paymentRefundSchema,
    returns: { schema: 'Payment' },
    errors: {
      409: 'The payment is not paid, or the gateway refused the refund (INVALID_STATE)',
      503: 'The payment gateway cannot be reached (SERVICE_UNAVAILABLE)',
    },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const input = bodyOf(ctx, paymentRefundSchema);
      const deps = depsOf(ctx);
      let outcome;
      try {
        outcome = await refundPayment(deps, {
          paymentId: id,
          amountHalalas: input.amount === null || input.amount === undefined ? null : Math.round(input.amount * 100),
          reason: input.reason,
          adminId: requireUser(ctx).id,
        });
      } catch (error) {
        if (error instanceof GatewayUnavailable) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'account:payments.server.gatewayDown');
        throw error;
      }
      if (!outcome.ok) {
        if (outcome.reason === 'not-found') throw notFound(NOT_FOUND);
        if (outcome.reason === 'over-refundable') throw badRequest({ amount: ['validation:refundOverPaid'] });
        throw new HttpError(409, 'INVALID_STATE', outcome.reason === 'not-paid' ? 'account:payments.server.notPaid' : 'account:payments.server.gatewayRefused');
      }
      return { result: await findPayment(ctx.app.db, id), message: 'account:payments.server.refunded' };
    },
  },
]);
