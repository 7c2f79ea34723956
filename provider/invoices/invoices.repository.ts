import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { randomUUID } from 'node:crypto';
import { BUSINESS_USER_TYPES, INVOICE_STATUSES, type InvoiceKind, type InvoiceStatus, type InvoiceType } from '../../shared/constants';
import { halalasToRiyals, percentToBasisPoints, taxOnSubtotal } from '../../shared/quotes/amounts';
import { businessToday, businessYear } from '../../shared/quotes/quote-dates';
import { addDays, SAUDI_OFFSET } from '../../shared/scheduling/saudi-clock';
import type {
  AdvanceableBooking,
  Invoice,
  InvoiceableBooking,
  InvoiceCounts,
  InvoiceDeduction,
  InvoiceLineItem,
  InvoicePage,
  InvoicePaymentInput,
  InvoiceReference,
  InvoiceSeller,
  NationalAddress,
  SellerNationalAddress,
  ZatcaMessage,
} from '../../shared/types/invoice';
import { jsonColumn } from '../db/json-column';
import type { Database, Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { groupRows } from '../db/group-rows';
import { createdAtText, keysetBatches, type NewestFirstKey, olderThan } from '../db/keyset-batches';
import { likePattern, pageWindow, type ListQuery } from '../http/list-query';
import { formatInvoiceNumber, nextInvoiceSequence, type NumberSeries } from './invoice-number';
import { anyOf } from '../db/id-list';
import { chainDocument } from '../zatca/document-chain';

/** Invoices in the database: issuing one from a booking's accepted quote, reading, listing, marking paid. */

const amount = (halalas: string | number | bigint) => halalasToRiyals(Number(halalas));

/**
 * The columns a document's view needs: not its XML (zatca_xml, zatca_cleared_xml, several kilobytes
 * each), which only GET /Invoices/{id}/xml and the ZATCA work read; a page or an export of 500 rows
 * would otherwise carry every document's XML from the database for nothing.
 */
export const INVOICE_VIEW_COLUMNS = [
  'invoices.id',
  'invoices.uuid',
  'invoices.invoice_number',
  'invoices.kind',
  'invoices.invoice_type',
  'invoices.issued_at',
  'invoices.quote_id',
  'invoices.booking_id',
  'invoices.client_id',
  'invoices.client_name',
  'invoices.client_email',
  'invoices.client_phone',
  'invoices.client_company',
  'invoices.buyer_vat_number',
  'invoices.buyer_address',
  'invoices.seller_name',
  'invoices.seller_name_ar',
  'invoices.seller_vat_number',
  'invoices.seller_cr_number',
  'invoices.seller_address_en',
  'invoices.seller_address_ar',
  'invoices.seller_national_address',
  'invoices.subtotal_halalas',
  'invoices.vat_rate_bp',
  'invoices.vat_halalas',
  'invoices.total_halalas',
  'invoices.prepaid_halalas',
  'invoices.corrects_invoice_id',
  'invoices.reason',
  'invoices.status',
  'invoices.payment_method',
  'invoices.payment_reference',
  'invoices.zatca_icv',
  'invoices.zatca_hash',
  'invoices.zatca_signed',
  'invoices.zatca_status',
  'invoices.zatca_messages',
  'invoices.zatca_qr',
  'invoices.created_at',
  'invoices.updated_at',
] as const;

/** One query for every view of documents (one, a page, an export batch): the view columns and the quote number. */
export function invoiceQuery(db: Db) {
  return db
    .selectFrom('invoices')
    .innerJoin('quotes', 'quotes.id', 'invoices.quote_id')
    .select(INVOICE_VIEW_COLUMNS)
    .select([
      'quotes.quote_number',
      sql<string | null>`to_char(invoices.paid_on, 'YYYY-MM-DD')`.as('paid_on_day'),
      sql<string>`to_char(invoices.supply_date, 'YYYY-MM-DD')`.as('supply_day'),
    ]);
}

type InvoiceRecord = Awaited<ReturnType<ReturnType<typeof invoiceQuery>['executeTakeFirstOrThrow']>>;

/** The identity of documents by id: what a reference to another document shows. */
async function referencesOf(db: Db, ids: number[]): Promise<Map<number, InvoiceReference>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'uuid', 'issued_at', sql<string>`to_char(supply_date, 'YYYY-MM-DD')`.as('supply_day')])
    .where('id', '=', anyOf(ids))
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, invoiceNumber: row.invoice_number, uuid: row.uuid, issuedAt: row.issued_at.toISOString(), supplyDate: row.supply_day },
    ]),
  );
}

async function assemble(db: Db, rows: InvoiceRecord[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, deductions, credits] = await Promise.all([
    db.selectFrom('invoice_items').selectAll().where('invoice_id', '=', anyOf(ids)).orderBy('invoice_id').orderBy('position').execute(),
    db.selectFrom('invoice_deductions').selectAll().where('invoice_id', '=', anyOf(ids)).orderBy('invoice_id').orderBy('position').execute(),
    db
      .selectFrom('invoices')
      .select(['id', 'corrects_invoice_id', 'total_halalas'])
      .where('corrects_invoice_id', '=', anyOf(ids))
      .orderBy('issued_at')
      .orderBy('id')
      .execute(),
  ]);
  const references = await referencesOf(db, [
    ...new Set([
      ...rows.flatMap((row) => (row.corrects_invoice_id === null ? [] : [row.corrects_invoice_id])),
      ...deductions.map((d) => d.advance_invoice_id),
      ...credits.map((c) => c.id),
    ]),
  ]);
  // Grouped once: an export's batch of 500 would otherwise scan every line for every invoice.
  const itemsOf = groupRows(items, (item) => item.invoice_id);
  const deductionsOf = groupRows(deductions, (d) => d.invoice_id);
  const creditsOf = groupRows(credits, (c) => c.corrects_invoice_id!);
  return rows.map((row) => {
    const total = Number(row.total_halalas);
    const prepaid = Number(row.prepaid_halalas);
    const creditRows = creditsOf.get(row.id) ?? [];
    return {
      id: row.id,
      uuid: row.uuid,
      invoiceNumber: row.invoice_number,
      kind: row.kind,
      invoiceType: row.invoice_type,
      issuedAt: row.issued_at.toISOString(),
      supplyDate: row.supply_day,
      quoteId: row.quote_id,
      quoteNumber: row.quote_number,
      bookingId: row.booking_id,
      clientId: row.client_id,
      clientName: row.client_name,
      clientEmail: row.client_email,
      clientPhone: row.client_phone,
      clientCompany: row.client_company,
      buyer: {
        name: row.client_company || row.client_name,
        vatNumber: row.buyer_vat_number,
        address: row.buyer_address === null ? null : jsonColumn<NationalAddress>(row.buyer_address),
      },
      seller: {
        name: row.seller_name,
        arabicName: row.seller_name_ar,
        vatNumber: row.seller_vat_number,
        crNumber: row.seller_cr_number,
        address: { en: row.seller_address_en, ar: row.seller_address_ar },
        nationalAddress: row.seller_national_address === null ? null : jsonColumn<SellerNationalAddress>(row.seller_national_address),
      },
      items: (itemsOf.get(row.id) ?? []).map(
        (item): InvoiceLineItem => ({
          name: item.name,
          arabicName: item.arabic_name,
          description: item.description,
          quantity: item.quantity,
          unitPrice: amount(item.unit_price_halalas),
          total: amount(item.total_halalas),
          vatRatePercent: item.vat_rate_bp / 100,
          vat: amount(item.vat_halalas),
        }),
      ),
      subtotal: amount(row.subtotal_halalas),
      vatRatePercent: row.vat_rate_bp / 100,
      vat: amount(row.vat_halalas),
      total: amount(total),
      deductions: (deductionsOf.get(row.id) ?? []).map(
        (d): InvoiceDeduction => ({
          advance: references.get(d.advance_invoice_id)!,
          subtotal: amount(d.subtotal_halalas),
          vatRatePercent: d.vat_rate_bp / 100,
          vat: amount(d.vat_halalas),
          total: amount(d.total_halalas),
        }),
      ),
      prepaid: amount(prepaid),
      payable: amount(total - prepaid),
      corrects: row.corrects_invoice_id === null ? null : (references.get(row.corrects_invoice_id) ?? null),
      reason: row.reason,
      creditNotes: creditRows.map((c) => references.get(c.id)!),
      credited: amount(creditRows.reduce((sum, c) => sum + Number(c.total_halalas), 0)),
      status: row.status,
      paidOn: row.paid_on_day,
      paymentMethod: row.payment_method,
      paymentReference: row.payment_reference,
      zatca: {
        icv: row.zatca_icv,
        hash: row.zatca_hash,
        stamped: row.zatca_signed,
        status: row.zatca_status,
        messages: jsonColumn<ZatcaMessage[]>(row.zatca_messages),
        qr: row.zatca_qr,
      },
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
  });
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
 * subtotal at the rate in force now (half up to the halala), which the invoice keeps, and on each
 * line for the line's own VAT. The advances received for the booking (less what credit notes gave
 * back) are deducted with their VAT. Standard when the buyer is a business with a VAT number.
 */
export async function createInvoice(db: Db, input: NewInvoice, now = new Date()): Promise<CreateInvoiceOutcome> {
  return inTransaction(db, async (trx): Promise<CreateInvoiceOutcome> => {
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'client_id', 'status', 'slot_starts_at', 'prefered_date_and_time'])
      .where('id', '=', input.bookingId)
      .forUpdate()
      .executeTakeFirst();
    if (!booking) return { ok: false, reason: 'booking-not-found' };
    if (booking.status !== 'completed') return { ok: false, reason: 'booking-not-completed' };
    const existing = await trx.selectFrom('invoices').select('id').where('booking_id', '=', booking.id).where('kind', '=', 'invoice').executeTakeFirst();
    if (existing) return { ok: false, reason: 'already-invoiced' };
    const quote = await acceptedQuoteOf(trx, booking.id);
    if (!quote) return { ok: false, reason: 'no-accepted-quote' };
    const lines = await trx.selectFrom('quote_items').selectAll().where('quote_id', '=', quote.id).orderBy('position').execute();

    const subtotal = lines.reduce((sum, line) => sum + Number(line.total_halalas), 0);
    const rate = percentToBasisPoints(input.vatRatePercent);
    const vat = taxOnSubtotal(subtotal, rate);
    const deductions = await deductibleAdvances(trx, booking.id);
    const prepaid = Math.min(
      subtotal + vat,
      deductions.reduce((sum, d) => sum + d.subtotal + d.vat, 0),
    );
    // The day of supply: the booking's day (its slot, else the day the client asked for), never after today.
    const today = businessToday(now);
    const bookedDay = businessToday(booking.slot_starts_at ?? booking.prefered_date_and_time);
    const id = await insertDocument(trx, {
      kind: 'invoice',
      quote,
      bookingId: booking.id,
      clientId: booking.client_id,
      buyer: await buyerOf(trx, quote, booking.client_id),
      seller: input.seller,
      supplyDate: [bookedDay, today].sort()[0]!,
      subtotal,
      rate,
      vat,
      prepaid,
      createdBy: input.createdBy,
      now,
      lines: lines.map((line) => ({
        name: line.name,
        arabicName: line.arabic_name,
        description: line.description,
        quantity: line.quantity,
        unitPrice: Number(line.unit_price_halalas),
        total: Number(line.total_halalas),
        vat: taxOnSubtotal(Number(line.total_halalas), rate),
      })),
      deductions,
    });
    return { ok: true, id };
  });
}

/** The booking's accepted quote (the newest answer, should there be several), with the client as it names them. */
export function acceptedQuoteOf(trx: Db, bookingId: number) {
  return trx
    .selectFrom('quotes')
    .select(['id', 'client_name', 'client_email', 'client_phone', 'client_company', 'buyer_vat_number', 'buyer_address', 'total_halalas', 'quote_number'])
    .where('request_id', '=', bookingId)
    .where('status', '=', 'accepted')
    .orderBy('answered_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export type QuoteForInvoice = NonNullable<Awaited<ReturnType<typeof acceptedQuoteOf>>>;

/**
 * The buyer's tax identity for a new document: the quote's when it has one, else the account's now.
 * Standard only for a business account (user types 2 and 3) with a VAT number (and its address,
 * which the schemas never let go without it); any other buyer gets a simplified invoice.
 */
export async function buyerOf(trx: Db, quote: QuoteForInvoice, clientId: number): Promise<DocumentBuyer> {
  const account = await trx
    .selectFrom('clients')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .select(['users.type_user', 'users.buyer_vat_number', 'users.buyer_address'])
    .where('clients.id', '=', clientId)
    .executeTakeFirstOrThrow();
  const fromQuote = quote.buyer_vat_number !== null && quote.buyer_address !== null;
  const vatNumber = fromQuote ? quote.buyer_vat_number : account.buyer_vat_number;
  const address = fromQuote ? quote.buyer_address : account.buyer_address;
  if (!BUSINESS_USER_TYPES.includes(account.type_user) || vatNumber === null || address === null) return { type: 'simplified', vatNumber: null, address: null };
  return { type: 'standard', vatNumber, address: jsonColumn<NationalAddress>(address) };
}

export interface DocumentBuyer {
  type: InvoiceType;
  vatNumber: string | null;
  address: NationalAddress | null;
}

export interface Deductible {
  advanceId: number;
  subtotal: number;
  rate: number;
  vat: number;
}

/** The booking's advances not deducted yet, each less what credit notes already gave back of it. */
async function deductibleAdvances(trx: Db, bookingId: number): Promise<Deductible[]> {
  const advances = await trx
    .selectFrom('invoices')
    .select(['id', 'subtotal_halalas', 'vat_halalas', 'vat_rate_bp'])
    .where('booking_id', '=', bookingId)
    .where('kind', '=', 'advance')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('invoice_deductions').select('id').whereRef('invoice_deductions.advance_invoice_id', '=', 'invoices.id'))))
    .orderBy('issued_at')
    .orderBy('id')
    .execute();
  if (advances.length === 0) return [];
  const credits = await trx
    .selectFrom('invoices')
    .select(['corrects_invoice_id', sql<string>`sum(subtotal_halalas)`.as('subtotal'), sql<string>`sum(vat_halalas)`.as('vat')])
    .where('corrects_invoice_id', '=', anyOf(advances.map((a) => a.id)))
    .groupBy('corrects_invoice_id')
    .execute();
  const creditOf = new Map(credits.map((c) => [c.corrects_invoice_id!, c]));
  return advances
    .map((a) => {
      const credit = creditOf.get(a.id);
      return {
        advanceId: a.id,
        subtotal: Number(a.subtotal_halalas) - Number(credit?.subtotal ?? 0),
        vat: Number(a.vat_halalas) - Number(credit?.vat ?? 0),
        rate: a.vat_rate_bp,
      };
    })
    .filter((d) => d.subtotal + d.vat > 0);
}

export interface DocumentLine {
  name: string;
  arabicName: string;
  description: string;
  quantity: number;
  /** Halalas. */
  unitPrice: number;
  total: number;
  vat: number;
}

export interface NewDocument {
  kind: InvoiceKind;
  quote: { id: number; client_name: string; client_email: string; client_phone: string; client_company: string };
  bookingId: number;
  clientId: number;
  buyer: DocumentBuyer;
  seller: InvoiceSeller;
  supplyDate: string;
  subtotal: number;
  rate: number;
  vat: number;
  prepaid?: number;
  correctsInvoiceId?: number;
  reason?: string;
  payment?: InvoicePaymentInput;
  createdBy: number;
  now: Date;
  lines: DocumentLine[];
  /** A final invoice's advances, deducted with their VAT (ZATCA's prepayment lines). */
  deductions?: Deductible[];
}

/**
 * Writes one tax document, its lines and deductions, numbered in its series (INV, or CRN for credit
 * notes) under the year's counter lock, then chained (ICV, PIH) with its UBL XML under the chain's
 * lock: the one insert every kind goes through, so each has the same columns filled the same way.
 */
export async function insertDocument(trx: Db, doc: NewDocument): Promise<number> {
  const year = businessYear(doc.now);
  const series: NumberSeries = doc.kind === 'credit_note' ? 'CRN' : 'INV';
  const sequence = await nextInvoiceSequence(trx, year, series);
  const inserted = await trx
    .insertInto('invoices')
    .values({
      uuid: randomUUID(),
      kind: doc.kind,
      invoice_type: doc.buyer.type,
      number_series: series,
      invoice_number: formatInvoiceNumber(year, sequence, series),
      invoice_year: year,
      invoice_sequence: sequence,
      supply_date: doc.supplyDate,
      quote_id: doc.quote.id,
      booking_id: doc.bookingId,
      client_id: doc.clientId,
      client_name: doc.quote.client_name,
      client_email: doc.quote.client_email,
      client_phone: doc.quote.client_phone,
      client_company: doc.quote.client_company,
      buyer_vat_number: doc.buyer.vatNumber,
      buyer_address: doc.buyer.address === null ? null : JSON.stringify(doc.buyer.address),
      seller_name: doc.seller.name,
      seller_name_ar: doc.seller.arabicName,
      seller_vat_number: doc.seller.vatNumber,
      seller_cr_number: doc.seller.crNumber,
      seller_address_en: doc.seller.address.en,
      seller_address_ar: doc.seller.address.ar,
      seller_national_address: doc.seller.nationalAddress === null ? null : JSON.stringify(doc.seller.nationalAddress),
      corrects_invoice_id: doc.correctsInvoiceId ?? null,
      reason: doc.reason ?? '',
      issued_at: doc.now,
      subtotal_halalas: doc.subtotal,
      vat_rate_bp: doc.rate,
      vat_halalas: doc.vat,
      total_halalas: doc.subtotal + doc.vat,
      prepaid_halalas: doc.prepaid ?? 0,
      status: doc.payment ? 'paid' : 'issued',
      paid_on: doc.payment?.paidOn ?? null,
      payment_method: doc.payment?.method ?? null,
      payment_reference: doc.payment?.reference ?? null,
      paid_by: doc.payment ? doc.createdBy : null,
      created_by: doc.createdBy,
      created_at: doc.now,
      updated_at: doc.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('invoice_items')
    .values(
      doc.lines.map((line, position) => ({
        invoice_id: inserted.id,
        position,
        name: line.name,
        arabic_name: line.arabicName,
        description: line.description,
        quantity: line.quantity,
        unit_price_halalas: line.unitPrice,
        total_halalas: line.total,
        vat_rate_bp: doc.rate,
        vat_halalas: line.vat,
      })),
    )
    .execute();
  const deductions = doc.deductions ?? [];
  if (deductions.length > 0) {
    await trx
      .insertInto('invoice_deductions')
      .values(
        deductions.map((d, position) => ({
          invoice_id: inserted.id,
          advance_invoice_id: d.advanceId,
          position,
          subtotal_halalas: d.subtotal,
          vat_rate_bp: d.rate,
          vat_halalas: d.vat,
          total_halalas: d.subtotal + d.vat,
        })),
      )
      .execute();
  }
  // Its ICV, PIH, UBL XML and hash, in this transaction: the document exists exactly when its link in the chain does.
  await chainDocument(trx, (await findInvoice(trx, inserted.id))!);
  return inserted.id;
}

export type MarkPaidOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'already-paid' | 'paid-before-issue' | 'credit-note' };

/** Records the payment of an unpaid invoice, under its row lock (two admins never both record one). */
export async function markInvoicePaid(db: Db, id: number, payment: InvoicePaymentInput, actorId: number, now = new Date()): Promise<MarkPaidOutcome> {
  return inTransaction(db, async (trx): Promise<MarkPaidOutcome> => {
    const invoice = await trx.selectFrom('invoices').select(['id', 'status', 'issued_at', 'kind']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!invoice) return { ok: false, reason: 'not-found' };
    // A credit note is money owed to the client, not a bill: it is never "paid".
    if (invoice.kind === 'credit_note') return { ok: false, reason: 'credit-note' };
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
  kind: InvoiceKind | null;
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
    if (filter.kind !== null) conditions.push(eb('invoices.kind', '=', filter.kind));
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
    // An advance does not count: only the final invoice makes a booking invoiced.
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.booking_id', '=', 'bookings.id').where('invoices.kind', '=', 'invoice')),
      ),
    )
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

/**
 * What can take a deposit now: bookings not cancelled, with an accepted quote and no final invoice
 * yet, newest first (at most `limit`), with the quote's total and what advances already hold of it.
 */
export async function advanceableBookings(db: Db, limit = 200): Promise<AdvanceableBooking[]> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('quotes', (join) => join.onRef('quotes.request_id', '=', 'bookings.id').on('quotes.status', '=', 'accepted'))
    .where('bookings.status', '<>', 'cancelled')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('invoices').select('invoices.id').whereRef('invoices.booking_id', '=', 'bookings.id').where('invoices.kind', '=', 'invoice')),
      ),
    )
    .select([
      'bookings.id as booking_id',
      'quotes.quote_number',
      'quotes.client_name',
      'quotes.total_halalas',
      // The advances' totals less the credit notes that correct them.
      sql<string>`coalesce((select sum(case when d.kind = 'advance' then d.total_halalas else -d.total_halalas end) from invoices d
        where d.booking_id = bookings.id and (d.kind = 'advance' or d.corrects_invoice_id in (select a.id from invoices a where a.booking_id = bookings.id and a.kind = 'advance'))), 0)`.as(
        'advanced',
      ),
    ])
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    bookingId: row.booking_id,
    quoteNumber: row.quote_number,
    clientName: row.client_name,
    quoteTotal: amount(row.total_halalas),
    advanced: amount(row.advanced),
  }));
}

/**
 * The dashboard's revenue, in SAR: what paid invoices and advances brought in (a final invoice counts
 * only what it did not deduct: its advances were counted when received), less what credit notes gave back.
 */
export async function paidInvoicesRevenue(db: Db): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .select(
      sql<string | number | bigint>`coalesce(sum(case when kind = 'credit_note' then -total_halalas else total_halalas - prepaid_halalas end), 0)`.as('total'),
    )
    .where((eb) => eb.or([eb('status', '=', 'paid'), eb('kind', '=', 'credit_note')]))
    .executeTakeFirstOrThrow();
  return amount(row.total);
}
