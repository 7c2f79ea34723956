import type { Logger } from 'pino';
import { businessToday } from '../../shared/quotes/quote-dates';
import type { InvoiceSeller } from '../../shared/types/invoice';
import type { PaymentCheckout, PaymentPurpose, ReconcileReport } from '../../shared/types/payment';
import { readSiteContent } from '../content/content.repository';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/db-errors';
import { inTransaction } from '../db/transaction';
import { HttpError, notFound } from '../http/http-error';
import { issueAdvance, issueCreditNote } from '../invoices/invoice-documents';
import { markInvoicePaid } from '../invoices/invoices.repository';
import { type GatewayPayment, GatewayRefused, GatewayUnavailable, isFailedStatus, isSettledStatus, type PaymentGateway } from './gateway';
import { openCheckout, paymentDue, pendingPayments } from './payments.repository';

/**
 * The rules of online payments. A payment row is written (pending) before the client is sent to
 * the gateway's page, so whatever happens after (a restart, a lost redirect, a late webhook) the
 * reconciliation still finds it and asks the gateway. A payment is settled by what the gateway
 * says when asked (the client's return, the reconciliation) or by its authenticated webhook,
 * never by the redirect's query; each settles under the payment's row lock, and a gateway payment
 * id belongs to one row (a unique key), so however many of them arrive at once it counts once.
 */

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  logger: Logger;
  /** Where the client comes back to (the site) and where the gateway's webhook reaches us. */
  siteUrl: string;
  /** The seller and VAT rate now, for the advance-payment invoice a paid deposit issues. */
  seller: (db: Db) => Promise<{ seller: InvoiceSeller; vatRatePercent: number }>;
  /** Queues the e-mail of a new tax document (advance invoice, credit note): the client's receipt. */
  mailDocument: (invoiceId: number, trx: Db) => Promise<void>;
  /** Queues the payment's receipt e-mail (an invoice paid online: no new document to send). */
  mailReceipt: (paymentId: number, trx: Db) => Promise<void>;
  /** Queues the e-mail telling the client a refund was made (the credit note is mailed as a document too). */
  mailRefund: (refundId: number, trx: Db) => Promise<void>;
  now?: () => Date;
}

const PAYMENT_NOT_FOUND = 'account:payments.server.notFound';
/** A client who comes back to pay the same thing within this time is sent to the same checkout page. */
const CHECKOUT_REUSE_MS = 60 * 60_000;
/** A payment whose checkout the gateway never answered (it was down) fails after this time. */
const ABANDONED_MS = 24 * 60 * 60_000;

export interface CheckoutInput {
  purpose: PaymentPurpose;
  bookingId: number;
  invoiceId: number | null;
  /** The client paying (their own booking only); an admin may start one for a client too. */
  userId: number;
  clientId: number | null;
  isAdmin: boolean;
  language: 'ar' | 'en';
}

/** What this purpose asks now, in halalas; 409 when nothing is due. */
async function amountDue(db: Db, input: CheckoutInput): Promise<number> {
  const due = await paymentDue(db, input.bookingId);
  if (!due) throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.noAcceptedQuote');
  if (input.purpose === 'invoice') {
    const invoice = due.invoices.find((item) => item.id === input.invoiceId);
    if (!invoice) throw new HttpError(409, 'INVALID_STATE', 'account:payments.server.invoiceNotPayable');
    return invoice.payableHalalas;
  }
  // Once the final invoice is issued, its advances are deducted in it: what is left is paid on the invoice.
  const final = await db.selectFrom('invoices').select('id').where('booking_id', '=', input.bookingId).where('kind', '=', 'invoice').executeTakeFirst();
  if (final) throw new HttpError(409, 'INVALID_STATE', 'account:payments.server.payTheInvoice');
  const amount = input.purpose === 'deposit' ? due.depositHalalas : due.balanceHalalas;
  if (amount <= 0)
    throw new HttpError(409, 'INVALID_STATE', input.purpose === 'deposit' ? 'account:payments.server.depositPaid' : 'account:payments.server.nothingDue');
  return amount;
}

/**
 * Starts a payment: checks what is due, writes the pending row, asks the gateway for its hosted
 * page and answers its address. The gateway down: the row stays (failed after a day if the gateway
 * never knew it) and the caller gets 503.
 */
export async function startCheckout(deps: PaymentDeps, input: CheckoutInput): Promise<PaymentCheckout> {
  const now = deps.now?.() ?? new Date();
  const booking = await deps.db.selectFrom('bookings').select(['id', 'client_id', 'status']).where('id', '=', input.bookingId).executeTakeFirst();
  if (!booking || (!input.isAdmin && booking.client_id !== input.clientId)) throw notFound('quotes:server.bookingNotFound');
  if (booking.status === 'cancelled') throw new HttpError(409, 'INVALID_STATE', 'account:invoices.server.bookingCancelled');
  // A paid deposit or balance is answered by its advance-payment invoice, which needs the company's VAT
  // number: without it the client would pay and the payment could not be settled.
  if (input.purpose !== 'invoice' && !(await readSiteContent(deps.db)).invoicing.vatNumber) {
    throw new HttpError(409, 'INVALID_STATE', 'account:payments.server.invoicingNotReady');
  }
  const amount = await amountDue(deps.db, input);
  const reusable = await openCheckout(deps.db, {
    bookingId: booking.id,
    purpose: input.purpose,
    invoiceId: input.invoiceId,
    amountHalalas: amount,
    since: new Date(now.getTime() - CHECKOUT_REUSE_MS),
  });
  if (reusable?.checkout_url) return { paymentId: reusable.id, url: reusable.checkout_url };

  const row = await deps.db
    .insertInto('online_payments')
    .values({
      purpose: input.purpose,
      booking_id: booking.id,
      invoice_id: input.invoiceId,
      client_id: booking.client_id,
      amount_halalas: amount,
      gateway: deps.gateway.name,
      created_by: input.userId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The client's bookings, invoices and payments are on their profile.
  const back = `${deps.siteUrl}/profile?lang=${input.language}`;
  try {
    const checkout = await deps.gateway.createCheckout({
      amountHalalas: amount,
      description: `Khadamat booking ${booking.id} (${input.purpose}) / خدمات حجز ${booking.id}`,
      successUrl: `${deps.siteUrl}/profile?lang=${input.language}&payment=${row.id}`,
      backUrl: back,
      callbackUrl: `${deps.siteUrl}/api/Payments/webhook`,
      metadata: { paymentId: String(row.id), bookingId: String(booking.id), purpose: input.purpose },
    });
    await deps.db
      .updateTable('online_payments')
      .set({ gateway_checkout_id: checkout.id, checkout_url: checkout.url, gateway_status: 'initiated', updated_at: new Date() })
      .where('id', '=', row.id)
      .execute();
    return { paymentId: row.id, url: checkout.url };
  } catch (error) {
    deps.logger.warn({ err: error, paymentId: row.id }, 'the payment gateway did not open a checkout');
    if (error instanceof GatewayUnavailable) throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'account:payments.server.gatewayDown');
    if (error instanceof GatewayRefused) {
      await deps.db
        .updateTable('online_payments')
        .set({ state: 'failed', failure_message: error.message, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
      throw new HttpError(409, 'INVALID_STATE', 'account:payments.server.gatewayRefused');
    }
    throw error;
  }
}

export type SettleOutcome = 'paid' | 'failed' | 'pending' | 'unchanged';

/** The first admin, who issues the documents of a payment nobody at the company made by hand. */
async function systemIssuer(trx: Db): Promise<number> {
  const admin = await trx.selectFrom('users').select('id').where('role', '=', 'Admin').orderBy('id').executeTakeFirst();
  if (!admin) throw new Error('no admin account to issue the advance-payment invoice');
  return admin.id;
}

/**
 * Applies what the gateway says of one of its payments to our payment row, under the row's lock:
 * money received settles a pending (or failed: the client tried again on the same page) payment
 * once, and issues its document in the same transaction (an advance-payment invoice for a deposit
 * or balance, the invoice marked paid for an invoice); a failure fails a pending one; a payment
 * still waiting (3-D Secure) leaves it pending. The amount and currency must be ours.
 */
export async function applyGatewayPayment(deps: PaymentDeps, paymentId: number, gatewayPayment: GatewayPayment): Promise<SettleOutcome> {
  const now = deps.now?.() ?? new Date();
  const { seller, vatRatePercent } = isSettledStatus(gatewayPayment.status) ? await deps.seller(deps.db) : { seller: null, vatRatePercent: 0 };
  try {
    return await inTransaction(deps.db, async (trx): Promise<SettleOutcome> => {
      const row = await trx.selectFrom('online_payments').selectAll().where('id', '=', paymentId).forUpdate().executeTakeFirst();
      if (!row) return 'unchanged';
      if (row.gateway_checkout_id !== null && gatewayPayment.checkoutId !== null && gatewayPayment.checkoutId !== row.gateway_checkout_id) {
        deps.logger.warn({ paymentId, gatewayPaymentId: gatewayPayment.id }, 'a gateway payment of another checkout was ignored');
        return 'unchanged';
      }
      if (row.state === 'paid' || row.state === 'refunded' || row.state === 'partly_refunded') {
        if (row.gateway_payment_id === gatewayPayment.id)
          await trx.updateTable('online_payments').set({ gateway_status: gatewayPayment.status }).where('id', '=', row.id).execute();
        return 'unchanged';
      }
      if (isSettledStatus(gatewayPayment.status)) {
        if (gatewayPayment.amountHalalas !== Number(row.amount_halalas) || gatewayPayment.currency !== row.currency) {
          deps.logger.error({ paymentId, gatewayPaymentId: gatewayPayment.id }, 'the gateway payment does not match the amount asked: not settled');
          return 'unchanged';
        }
        await trx
          .updateTable('online_payments')
          .set({
            state: 'paid',
            gateway_payment_id: gatewayPayment.id,
            gateway_status: gatewayPayment.status,
            method: gatewayPayment.method,
            failure_message: null,
            settled_at: now,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        const payment = { paidOn: businessToday(now), method: 'card' as const, reference: `${row.gateway}:${gatewayPayment.id}`.slice(0, 100) };
        if (row.purpose === 'invoice') {
          const marked = await markInvoicePaid(trx, row.invoice_id!, payment, row.created_by ?? (await systemIssuer(trx)), now);
          if (!marked.ok)
            deps.logger.error({ paymentId, reason: marked.reason }, 'a paid invoice payment could not mark its invoice paid: refund or record it by hand');
          await deps.mailReceipt(row.id, trx);
        } else {
          const outcome = await issueAdvance(
            trx,
            {
              bookingId: row.booking_id,
              amount: Number(row.amount_halalas) / 100,
              payment,
              seller: seller!,
              vatRatePercent,
              createdBy: await systemIssuer(trx),
            },
            now,
          );
          if (outcome.ok) {
            await trx.updateTable('online_payments').set({ document_id: outcome.id }).where('id', '=', row.id).execute();
            await deps.mailDocument(outcome.id, trx);
          } else {
            // Money came in that no document can take (paid twice, or the quote changed): kept paid, shown to admins to refund.
            deps.logger.error({ paymentId, reason: outcome.reason }, 'a paid deposit could not issue its advance-payment invoice: refund it');
            await trx
              .updateTable('online_payments')
              .set({ failure_message: `advance not issued: ${outcome.reason}` })
              .where('id', '=', row.id)
              .execute();
            await deps.mailReceipt(row.id, trx);
          }
        }
        return 'paid';
      }
      if (isFailedStatus(gatewayPayment.status) && row.state === 'pending') {
        await trx
          .updateTable('online_payments')
          .set({
            state: 'failed',
            gateway_payment_id: gatewayPayment.id,
            gateway_status: gatewayPayment.status,
            method: gatewayPayment.method,
            failure_message: gatewayPayment.message,
            updated_at: now,
          })
          .where('id', '=', row.id)
          .execute();
        return 'failed';
      }
      await trx.updateTable('online_payments').set({ gateway_status: gatewayPayment.status, updated_at: now }).where('id', '=', row.id).execute();
      return 'pending';
    });
  } catch (error) {
    // Another row already holds this gateway payment: it was counted there.
    if (isUniqueViolation(error)) return 'unchanged';
    throw error;
  }
}

/** Picks the gateway payment that decides a checkout: a paid one first, else the newest. */
function decisive(payments: GatewayPayment[]): GatewayPayment | null {
  return payments.find((p) => isSettledStatus(p.status) || p.status === 'refunded') ?? payments[payments.length - 1] ?? null;
}

/** Asks the gateway about one of our payments and applies its answer (the client's return, the reconciliation). */
export async function settleFromGateway(deps: PaymentDeps, paymentId: number): Promise<SettleOutcome> {
  const row = await deps.db
    .selectFrom('online_payments')
    .select(['id', 'gateway_checkout_id', 'state', 'created_at'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!row) throw notFound(PAYMENT_NOT_FOUND);
  if (row.gateway_checkout_id === null) {
    const now = deps.now?.() ?? new Date();
    if (row.state === 'pending' && now.getTime() - new Date(row.created_at).getTime() > ABANDONED_MS) {
      await deps.db
        .updateTable('online_payments')
        .set({ state: 'failed', failure_message: 'the gateway never opened a checkout', updated_at: now })
        .where('id', '=', row.id)
        .where('state', '=', 'pending')
        .execute();
      return 'failed';
    }
    return 'unchanged';
  }
  const checkout = await deps.gateway.fetchCheckout(row.gateway_checkout_id);
  const payment = decisive(checkout.payments);
  if (!payment) return 'pending';
  // A payment the gateway holds as refunded was paid first: settle it as paid (the refund is ours to record).
  return applyGatewayPayment(deps, row.id, payment.status === 'refunded' ? { ...payment, status: 'paid' } : payment);
}

export type WebhookOutcome = { ok: false } | { ok: true; replayed: boolean; outcome: SettleOutcome };

/**
 * A webhook from the gateway: refused (nothing read further) when its secret is wrong; a replay of
 * an event already taken does nothing (its id is a primary key, claimed in the same transaction
 * that applies it); otherwise the payment it names is applied to the row of its checkout.
 */
export async function takeWebhook(deps: PaymentDeps, body: unknown): Promise<WebhookOutcome> {
  const event = deps.gateway.verifyWebhook(body);
  if (!event) return { ok: false };
  const row = event.payment.checkoutId
    ? await deps.db
        .selectFrom('online_payments')
        .select('id')
        .where('gateway', '=', deps.gateway.name)
        .where('gateway_checkout_id', '=', event.payment.checkoutId)
        .executeTakeFirst()
    : undefined;
  return inTransaction(deps.db, async (trx): Promise<WebhookOutcome> => {
    const claimed = await trx
      .insertInto('payment_webhook_events')
      .values({ gateway: deps.gateway.name, event_id: event.id, event_type: event.type, gateway_payment_id: event.payment.id })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!claimed) return { ok: true, replayed: true, outcome: 'unchanged' };
    if (!row) return { ok: true, replayed: false, outcome: 'unchanged' };
    const payment = event.payment.status === 'refunded' ? { ...event.payment, status: 'paid' as const } : event.payment;
    return { ok: true, replayed: false, outcome: await applyGatewayPayment({ ...deps, db: trx }, row.id, payment) };
  });
}

/** Asks the gateway about every payment left pending (created before `olderThanMs` ago) and settles or fails each. */
export async function reconcilePending(deps: PaymentDeps, olderThanMs = 0): Promise<ReconcileReport> {
  const now = deps.now?.() ?? new Date();
  const report: ReconcileReport = { asked: 0, paid: 0, failed: 0, pending: 0, unreachable: 0 };
  for (const row of await pendingPayments(deps.db, new Date(now.getTime() - olderThanMs + 1))) {
    report.asked += 1;
    try {
      const outcome = await settleFromGateway(deps, row.id);
      if (outcome === 'paid') report.paid += 1;
      else if (outcome === 'failed') report.failed += 1;
      else report.pending += 1;
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      report.unreachable += 1;
    }
  }
  return report;
}

export interface RefundInput {
  paymentId: number;
  /** Halalas; null: all that is left. */
  amountHalalas: number | null;
  reason: string;
  adminId: number;
}

export type RefundOutcome =
  | { ok: true; refundId: number; creditNoteId: number | null }
  | { ok: false; reason: 'not-found' | 'not-paid' | 'over-refundable' | 'gateway-refused' };

/**
 * Gives money back through the gateway, then records it and issues the credit note of the
 * payment's document (the advance, or the invoice it paid; an advance a final invoice deducts is
 * credited through that invoice), mailed to the client with a notice of the refund. The gateway's
 * refusal changes nothing.
 */
export async function refundPayment(deps: PaymentDeps, input: RefundInput): Promise<RefundOutcome> {
  const now = deps.now?.() ?? new Date();
  const row = await deps.db.selectFrom('online_payments').selectAll().where('id', '=', input.paymentId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  if ((row.state !== 'paid' && row.state !== 'partly_refunded') || row.gateway_payment_id === null) return { ok: false, reason: 'not-paid' };
  const left = Number(row.amount_halalas) - Number(row.refunded_halalas);
  const amount = input.amountHalalas ?? left;
  if (amount <= 0 || amount > left) return { ok: false, reason: 'over-refundable' };
  let answer: GatewayPayment;
  try {
    answer = await deps.gateway.refund(row.gateway_payment_id, amount);
  } catch (error) {
    if (error instanceof GatewayRefused) {
      deps.logger.warn({ paymentId: row.id, type: error.type, message: error.message }, 'the gateway refused a refund');
      return { ok: false, reason: 'gateway-refused' };
    }
    throw error;
  }
  return inTransaction(deps.db, async (trx): Promise<RefundOutcome> => {
    const locked = await trx.selectFrom('online_payments').selectAll().where('id', '=', row.id).forUpdate().executeTakeFirstOrThrow();
    const refunded = Number(locked.refunded_halalas) + amount;
    await trx
      .updateTable('online_payments')
      .set({
        refunded_halalas: refunded,
        state: refunded >= Number(locked.amount_halalas) ? 'refunded' : 'partly_refunded',
        gateway_status: answer.status,
        updated_at: now,
      })
      .where('id', '=', locked.id)
      .execute();
    let creditNoteId: number | null = null;
    let target = locked.document_id ?? locked.invoice_id;
    if (target !== null) {
      const amountSar = amount / 100;
      let credit = await issueCreditNote(trx, { invoiceId: target, reason: input.reason, amount: amountSar, createdBy: input.adminId }, now);
      if (!credit.ok && credit.reason === 'advance-deducted') {
        const final = await trx
          .selectFrom('invoices')
          .select('id')
          .where('booking_id', '=', locked.booking_id)
          .where('kind', '=', 'invoice')
          .executeTakeFirst();
        target = final?.id ?? null;
        if (target !== null) credit = await issueCreditNote(trx, { invoiceId: target, reason: input.reason, amount: amountSar, createdBy: input.adminId }, now);
      }
      if (credit.ok) {
        creditNoteId = credit.id;
        await deps.mailDocument(credit.id, trx);
      } else deps.logger.error({ paymentId: locked.id, reason: credit.reason }, 'a refund could not issue its credit note: issue it by hand');
    }
    const refund = await trx
      .insertInto('payment_refunds')
      .values({ payment_id: locked.id, amount_halalas: amount, reason: input.reason, credit_note_id: creditNoteId, created_by: input.adminId, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await deps.mailRefund(refund.id, trx);
    return { ok: true, refundId: refund.id, creditNoteId };
  });
}
