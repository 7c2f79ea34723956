import { sql } from 'kysely';
import { QUOTE_STANDARD_TERMS } from '../../shared/constants';
import type { GatewayStatus, Payment, PaymentDue, PaymentPurpose, PaymentRefund, PaymentState, Receivable } from '../../shared/types/payment';
import type { Db } from '../db/database';

/** Queries of online payments: rows in, the shared Payment out; the rules are in payments.service.ts. */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function paymentQuery(db: Db) {
  return db
    .selectFrom('online_payments as p')
    .innerJoin('clients as c', 'c.id', 'p.client_id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .leftJoin('invoices as i', 'i.id', 'p.invoice_id')
    .leftJoin('invoices as d', 'd.id', 'p.document_id')
    .select([
      'p.id',
      'p.purpose',
      'p.booking_id',
      'p.invoice_id',
      'i.invoice_number as invoice_number',
      'p.client_id',
      'u.full_name as client_name',
      'p.amount_halalas',
      'p.refunded_halalas',
      'p.state',
      'p.gateway',
      'p.gateway_status',
      'p.gateway_payment_id',
      'p.method',
      'p.document_id',
      'd.invoice_number as document_number',
      'p.failure_message',
      'p.created_at',
      'p.settled_at',
    ]);
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['execute']>>[number];

async function assemble(db: Db, rows: PaymentRow[]): Promise<Payment[]> {
  const ids = rows.map((row) => row.id);
  const refunds =
    ids.length === 0
      ? []
      : await db
          .selectFrom('payment_refunds as r')
          .leftJoin('invoices as n', 'n.id', 'r.credit_note_id')
          .select(['r.id', 'r.payment_id', 'r.amount_halalas', 'r.reason', 'r.credit_note_id', 'n.invoice_number', 'r.created_at'])
          .where('r.payment_id', 'in', ids)
          .orderBy('r.id')
          .execute();
  const byPayment = new Map<number, PaymentRefund[]>();
  for (const refund of refunds) {
    const list = byPayment.get(refund.payment_id) ?? [];
    list.push({
      id: refund.id,
      amountHalalas: Number(refund.amount_halalas),
      reason: refund.reason,
      creditNoteId: refund.credit_note_id,
      creditNoteNumber: refund.invoice_number ?? null,
      createdAt: iso(refund.created_at)!,
    });
    byPayment.set(refund.payment_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    purpose: row.purpose,
    bookingId: row.booking_id,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number ?? null,
    clientId: row.client_id,
    clientName: row.client_name ?? '',
    amountHalalas: Number(row.amount_halalas),
    refundedHalalas: Number(row.refunded_halalas),
    currency: 'SAR',
    state: row.state,
    gateway: row.gateway,
    gatewayStatus: (row.gateway_status as GatewayStatus | null) ?? null,
    gatewayPaymentId: row.gateway_payment_id,
    method: row.method,
    documentId: row.document_id,
    documentNumber: row.document_number ?? null,
    failureMessage: row.failure_message,
    createdAt: iso(row.created_at)!,
    settledAt: iso(row.settled_at),
    refunds: byPayment.get(row.id) ?? [],
  }));
}

export async function findPayment(db: Db, id: number): Promise<Payment | undefined> {
  return (await assemble(db, await paymentQuery(db).where('p.id', '=', id).execute()))[0];
}

export interface PaymentFilter {
  clientId: number | null;
  bookingId: number | null;
  state: PaymentState | null;
  search: string | null;
}

function filtered(db: Db, filter: PaymentFilter) {
  let query = paymentQuery(db);
  if (filter.clientId !== null) query = query.where('p.client_id', '=', filter.clientId);
  if (filter.bookingId !== null) query = query.where('p.booking_id', '=', filter.bookingId);
  if (filter.state !== null) query = query.where('p.state', '=', filter.state);
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('u.full_name', 'ilike', pattern),
        eb('p.gateway_payment_id', 'ilike', pattern),
        eb('i.invoice_number', 'ilike', pattern),
        eb('d.invoice_number', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

export async function listPayments(db: Db, filter: PaymentFilter, page: { offset: number; limit: number }): Promise<{ items: Payment[]; total: number }> {
  const counted = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filter).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(page.limit).offset(page.offset).execute();
  return { items: await assemble(db, rows), total: Number(counted.total) };
}

/** Every payment the filter lists, newest first, 500 at a time (the CSV export). */
export async function* paymentBatches(db: Db, filter: PaymentFilter): AsyncGenerator<Payment[]> {
  let beforeId = 2_147_483_647;
  for (;;) {
    const rows = await filtered(db, filter).where('p.id', '<', beforeId).orderBy('p.id', 'desc').limit(500).execute();
    if (rows.length === 0) return;
    yield await assemble(db, rows);
    beforeId = rows[rows.length - 1]!.id;
  }
}

/**
 * What a booking's client owes now: its accepted quote's total, what its advances hold (less what
 * credit notes gave back of them), the deposit still due (the quote's advance percentage of the
 * total, less what is held; integers of halalas, the percentage's share rounded half up), the
 * balance, and its issued invoices not paid yet with what each still asks (total less its deducted
 * advances and what credit notes gave back of it). Undefined without an accepted quote.
 */
export async function paymentDue(db: Db, bookingId: number): Promise<PaymentDue | undefined> {
  const quote = await db
    .selectFrom('quotes')
    .select(['quote_number', 'total_halalas'])
    .where('request_id', '=', bookingId)
    .where('status', '=', 'accepted')
    .orderBy('answered_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!quote) return undefined;
  const held = await db
    .selectFrom('invoices')
    .select(sql<string>`coalesce(sum(case when kind = 'advance' then total_halalas else -total_halalas end), 0)`.as('total'))
    .where('booking_id', '=', bookingId)
    .where((eb) =>
      eb.or([
        eb('kind', '=', 'advance'),
        eb('corrects_invoice_id', 'in', eb.selectFrom('invoices as a').select('a.id').where('a.booking_id', '=', bookingId).where('a.kind', '=', 'advance')),
      ]),
    )
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('invoices as i')
    .select([
      'i.id',
      'i.invoice_number',
      'i.total_halalas',
      'i.prepaid_halalas',
      (eb) =>
        eb
          .selectFrom('invoices as n')
          .select(sql<string>`coalesce(sum(n.total_halalas), 0)`.as('credited'))
          .whereRef('n.corrects_invoice_id', '=', 'i.id')
          .as('credited'),
    ])
    .where('i.booking_id', '=', bookingId)
    .where('i.kind', '=', 'invoice')
    .where('i.status', '=', 'issued')
    .orderBy('i.id')
    .execute();
  const total = Number(quote.total_halalas);
  const paid = Number(held.total);
  const deposit = Math.floor((total * QUOTE_STANDARD_TERMS.advancePaymentPercent + 50) / 100);
  return {
    bookingId,
    quoteNumber: quote.quote_number,
    totalHalalas: total,
    paidHalalas: paid,
    depositHalalas: Math.max(0, deposit - paid),
    balanceHalalas: Math.max(0, total - paid),
    invoices: open
      .map((row) => ({
        id: row.id,
        invoiceNumber: row.invoice_number,
        payableHalalas: Number(row.total_halalas) - Number(row.prepaid_halalas ?? 0) - Number(row.credited ?? 0),
      }))
      .filter((row) => row.payableHalalas > 0),
  };
}

/** A pending checkout for the same thing and amount, still open: the client is sent back to it rather than given a second one. */
export function openCheckout(db: Db, key: { bookingId: number; purpose: PaymentPurpose; invoiceId: number | null; amountHalalas: number; since: Date }) {
  let query = db
    .selectFrom('online_payments')
    .select(['id', 'checkout_url'])
    .where('booking_id', '=', key.bookingId)
    .where('purpose', '=', key.purpose)
    .where('amount_halalas', '=', key.amountHalalas)
    .where('state', '=', 'pending')
    .where('checkout_url', 'is not', null)
    .where('created_at', '>=', key.since);
  query = key.invoiceId === null ? query.where('invoice_id', 'is', null) : query.where('invoice_id', '=', key.invoiceId);
  return query.orderBy('id', 'desc').executeTakeFirst();
}

/** Payments still pending that were created before `before`, oldest first: what the reconciliation asks the gateway about. */
export function pendingPayments(db: Db, before: Date, limit = 500) {
  return db
    .selectFrom('online_payments')
    .select(['id', 'gateway_checkout_id', 'created_at'])
    .where('state', '=', 'pending')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Issued invoices unpaid `days` after issue, and accepted quotes whose deposit is not in: the payments screen's "due and overdue". */
export async function receivables(db: Db, overdueDays: number, now: Date): Promise<Receivable[]> {
  const overdueBefore = new Date(now.getTime() - overdueDays * 86_400_000);
  const invoices = await db
    .selectFrom('invoices as i')
    .select(['i.id', 'i.invoice_number', 'i.booking_id', 'i.client_name', 'i.issued_at', 'i.total_halalas', 'i.prepaid_halalas'])
    .where('i.kind', '=', 'invoice')
    .where('i.status', '=', 'issued')
    .orderBy('i.issued_at')
    .limit(500)
    .execute();
  return invoices.map((row) => ({
    invoiceId: row.id,
    invoiceNumber: row.invoice_number,
    bookingId: row.booking_id,
    clientName: row.client_name,
    issuedAt: new Date(row.issued_at).toISOString(),
    dueHalalas: Number(row.total_halalas) - Number(row.prepaid_halalas ?? 0),
    overdue: new Date(row.issued_at) < overdueBefore,
  }));
}
