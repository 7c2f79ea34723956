import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../shared/constants';
import { halalasToRiyals, percentToBasisPoints, taxOnSubtotal } from '../../shared/quotes/amounts';
import { businessToday, businessYear } from '../../shared/quotes/quote-dates';
import { addDays, SAUDI_OFFSET } from '../../shared/scheduling/saudi-clock';
import type { Invoice, InvoiceableBooking, InvoiceCounts, InvoiceLineItem, InvoicePage, InvoicePaymentInput, InvoiceSeller } from '../../shared/types/invoice';
import type { Database, Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { groupRows } from '../db/group-rows';
import { createdAtText, keysetBatches, type NewestFirstKey, olderThan } from '../db/keyset-batches';
import { likePattern, pageWindow, type ListQuery } from '../http/list-query';
import { formatInvoiceNumber, nextInvoiceSequence } from './invoice-number';
import { anyOf } from '../db/id-list';

/** Invoices in the database: issuing one from a booking's accepted quote, reading, listing, marking paid. */

const amount = (halalas: string | number | bigint) => halalasToRiyals(Number(halalas));

function invoiceQuery(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('quotes', 'quotes.id', 'invoices.quote_id')
    .selectAll('invoices')
    .select(['quotes.quote_number', sql<string | null>`to_char(invoices.paid_on, 'YYYY-MM-DD')`.as('paid_on_day')]);
}

type InvoiceRecord = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

async function assemble(db: Db, rows: InvoiceRecord[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('invoice_items')
    .selectAll()
    .where('invoice_id', '=', anyOf(rows.map((r) => r.id)))
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  // Grouped once: an export's batch of 500 would otherwise scan every line for every invoice.
  const itemsOf = groupRows(items, (item) => item.invoice_id);
  return rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoice_number,
    issuedAt: row.issued_at.toISOString(),
    quoteId: row.quote_id,
    quoteNumber: row.quote_number,
    bookingId: row.booking_id,
    clientId: row.client_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientCompany: row.client_company,
    seller: { name: row.seller_name, vatNumber: row.seller_vat_number, address: { en: row.seller_address_en, ar: row.seller_address_ar } },
    items: (itemsOf.get(row.id) ?? []).map(
      (item): InvoiceLineItem => ({
        name: item.name,
        arabicName: item.arabic_name,
        description: item.description,
        quantity: item.quantity,
        unitPrice: amount(item.unit_price_halalas),
        total: amount(item.total_halalas),
      }),
    ),
    subtotal: amount(row.subtotal_halalas),
    vatRatePercent: row.vat_rate_bp / 100,
    vat: amount(row.vat_halalas),
    total: amount(row.total_halalas),
    status: row.status,
    paidOn: row.paid_on_day,
    paymentMethod: row.payment_method,
    paymentReference: row.payment_reference,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function findInvoice(db: Db, id: number): Promise<Invoice | undefined> {
  return (await assemble(db, await invoiceQuery(db).where('invoices.id', '=', id).execute()))[0];
}

export interface NewInvoice {
  bookingId: number;
  seller: InvoiceSeller;
  vatRatePercent: number;
  createdBy: number;
}

export type CreateInvoiceOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'booking-not-found' | 'booking-not-completed' | 'no-accepted-quote' | 'already-invoiced' };

/**
 * Issues the invoice of a completed booking, in one transaction that locks the booking first (so two
 * admins issuing at once get one invoice and one 409): the booking must be completed, have an
 * accepted quote and no invoice yet. The quote's client and lines are copied; VAT is taken on their
 * subtotal at the rate in force now (half up to the halala), which the invoice keeps.
 */
export async function createInvoice(db: Db, input: NewInvoice, now = new Date()): Promise<CreateInvoiceOutcome> {
  return inTransaction(db, async (trx): Promise<CreateInvoiceOutcome> => {
    const booking = await trx.selectFrom('bookings').select(['id', 'client_id', 'status']).where('id', '=', input.bookingId).forUpdate().executeTakeFirst();
    if (!booking) return { ok: false, reason: 'booking-not-found' };
    if (booking.status !== 'completed') return { ok: false, reason: 'booking-not-completed' };
    const existing = await trx.selectFrom('invoices').select('id').where('booking_id', '=', booking.id).executeTakeFirst();
    if (existing) return { ok: false, reason: 'already-invoiced' };
    const quote = await trx
      .selectFrom('quotes')
      .select(['id', 'client_name', 'client_email', 'client_phone', 'client_company'])
      .where('request_id', '=', booking.id)
      .where('status', '=', 'accepted')
      .orderBy('answered_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!quote) return { ok: false, reason: 'no-accepted-quote' };
    const lines = await trx.selectFrom('quote_items').selectAll().where('quote_id', '=', quote.id).orderBy('position').execute();

    const subtotal = lines.reduce((sum, line) => sum + Number(line.total_halalas), 0);
    const rate = percentToBasisPoints(input.vatRatePercent);
    const vat = taxOnSubtotal(subtotal, rate);
    const year = businessYear(now);
    const sequence = await nextInvoiceSequence(trx, year);
    const invoice = await trx
      .insertInto('invoices')
      .values({
        invoice_number: formatInvoiceNumber(year, sequence),
        invoice_year: year,
        invoice_sequence: sequence,
        quote_id: quote.id,
        booking_id: booking.id,
        client_id: booking.client_id,
        client_name: quote.client_name,
        client_email: quote.client_email,
        client_phone: quote.client_phone,
        client_company: quote.client_company,
        seller_name: input.seller.name,
        seller_vat_number: input.seller.vatNumber,
        seller_address_en: input.seller.address.en,
        seller_address_ar: input.seller.address.ar,
        issued_at: now,
        subtotal_halalas: subtotal,
        vat_rate_bp: rate,
        vat_halalas: vat,
        total_halalas: subtotal + vat,
        status: 'issued',
        created_by: input.createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invoice_items')
      .values(
        lines.map((line, position) => ({
          invoice_id: invoice.id,
          position,
          name: line.name,
          arabic_name: line.arabic_name,
          description: line.description,
          quantity: line.quantity,
          unit_price_halalas: Number(line.unit_price_halalas),
          total_halalas: Number(line.total_halalas),
        })),
      )
      .execute();
    return { ok: true, id: invoice.id };
  });
}

export type MarkPaidOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'already-paid' | 'paid-before-issue' };

/** Records the payment of an unpaid invoice, under its row lock (two admins never both record one). */
export async function markInvoicePaid(db: Db, id: number, payment: InvoicePaymentInput, actorId: number, now = new Date()): Promise<MarkPaidOutcome> {
  return inTransaction(db, async (trx): Promise<MarkPaidOutcome> => {
    const invoice = await trx.selectFrom('invoices').select(['id', 'status', 'issued_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!invoice) return { ok: false, reason: 'not-found' };
    if (invoice.status === 'paid') return { ok: false, reason: 'already-paid' };
    if (payment.paidOn < businessToday(invoice.issued_at)) return { ok: false, reason: 'paid-before-issue' };
    await trx
      .updateTable('invoices')
      .set({
        status: 'paid',
        paid_on: payment.paidOn,
        payment_method: payment.method,
        // A cash payment may have no reference: stored as '' so "paid" always carries all three.
        payment_reference: payment.reference,
        paid_by: actorId,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    return { ok: true };
  });
}

export interface InvoiceFilter extends ListQuery {
  clientId: number | null;
  status: InvoiceStatus | null;
  /** Issued on or after this day / on or before this day (YYYY-MM-DD, company time). */
  from: string | null;
  to: string | null;
}

/** The instant a company-time day starts (Saudi Arabia keeps UTC+3 all year). */
const dayStart = (day: string) => new Date(`${day}T00:00:00${SAUDI_OFFSET}`);

function baseConditions(filter: InvoiceFilter) {
  return (eb: ExpressionBuilder<Database, 'invoices'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.clientId !== null) conditions.push(eb('invoices.client_id', '=', filter.clientId));
    if (filter.from !== null) conditions.push(eb('invoices.issued_at', '>=', dayStart(filter.from)));
    if (filter.to !== null) conditions.push(eb('invoices.issued_at', '<', dayStart(addDays(filter.to, 1))));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(
        eb.or([
          eb('invoices.invoice_number', 'ilike', pattern),
          eb('invoices.client_name', 'ilike', pattern),
          eb('invoices.client_email', 'ilike', pattern),
          eb('invoices.client_company', 'ilike', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of invoices, newest first, and the count of each status under the same search and dates. */
export async function listInvoices(db: Db, filter: InvoiceFilter): Promise<InvoicePage> {
  const base = baseConditions(filter);
  const counted = await db
    .selectFrom('invoices')
    .where(base)
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      ...INVOICE_STATUSES.map((status) => eb.fn.countAll<string>().filterWhere('invoices.status', '=', status).as(status)),
    ])
    .executeTakeFirstOrThrow();
  const counts = Object.fromEntries(['all', ...INVOICE_STATUSES].map((key) => [key, Number(counted[key as keyof typeof counted] ?? 0)])) as InvoiceCounts;
  const total = filter.status === null ? counts.all : counts[filter.status];
  const page = filter.page ?? 1;
  const window = pageWindow({ ...filter, page }, total);
  const direction = window.fromEnd ? 'asc' : 'desc';
  const rows = await invoiceQuery(db)
    .where((eb) => (filter.status === null ? base(eb) : eb.and([base(eb), eb('invoices.status', '=', filter.status)])))
    .orderBy('invoices.issued_at', direction)
    .orderBy('invoices.id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  if (window.fromEnd) rows.reverse();
  return { items: await assemble(db, rows), total, page, pageSize: filter.pageSize, counts };
}

/** Every invoice the filter lists, newest issued first, in batches read by keyset (the CSV export). */
export function invoiceBatches(db: Db, filter: Omit<InvoiceFilter, 'page' | 'pageSize'>): AsyncGenerator<Invoice[]> {
  const base = baseConditions({ ...filter, page: null, pageSize: 0 });
  return keysetBatches<Invoice, NewestFirstKey>(async (after, limit) => {
    let query = invoiceQuery(db)
      .where((eb) => (filter.status === null ? base(eb) : eb.and([base(eb), eb('invoices.status', '=', filter.status)])))
      .select(createdAtText('invoices', 'issued_at').as('at'))
      .orderBy('invoices.issued_at', 'desc')
      .orderBy('invoices.id', 'desc')
      .limit(limit);
    if (after) query = query.where(olderThan('invoices', after, 'issued_at'));
    const rows = await query.execute();
    const last = rows[rows.length - 1];
    return { rows: await assemble(db, rows), last: last && { id: last.id, at: last.at } };
  });
}

/**
 * What an admin can invoice now: completed bookings with an accepted quote and no invoice, newest
 * booking first (at most `limit`), with the quote the invoice would be issued from.
 */
export async function invoiceableBookings(db: Db, limit = 200): Promise<InvoiceableBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('quotes', (join) => join.onRef('quotes.request_id', '=', 'bookings.id').on('quotes.status', '=', 'accepted'))
    .where('bookings.status', '=', 'completed')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.booking_id', '=', 'bookings.id'))))
    .select(['bookings.id as booking_id', 'quotes.id as quote_id', 'quotes.quote_number', 'quotes.client_name', 'quotes.subtotal_halalas'])
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    bookingId: row.booking_id,
    quoteId: row.quote_id,
    quoteNumber: row.quote_number,
    clientName: row.client_name,
    subtotal: amount(row.subtotal_halalas),
  }));
}

/** The dashboard's revenue: the totals of paid invoices, in SAR. */
export async function paidInvoicesRevenue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(sql<string | number | bigint>`coalesce(sum(total_halalas), 0)`.as('total'))
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  return amount(row.total);
}
