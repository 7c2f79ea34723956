import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { QUOTE_STATUSES, BOOKING_TRANSITIONS, type QuoteStatus, type BookingStatus } from '../../shared/constants';
import { computeQuoteAmounts, halalasToRiyals, percentToBasisPoints, riyalsToHalalas } from '../../shared/quotes/amounts';
import { businessToday, businessYear } from '../../shared/quotes/quote-dates';
import type { Quote, QuoteCounts, QuoteCreateInput, QuoteLineItem, QuotePage } from '../../shared/types/quote';
import type { Database, Db } from '../db/database';
import { likePattern, pageWindow, type ListQuery } from '../http/list-query';
import { formatQuoteNumber, nextQuoteSequence } from './quote-number';
import { inTransaction } from '../db/transaction';
import { groupRows } from '../db/group-rows';
import { createdAtText, keysetBatches, type NewestFirstKey, olderThan } from '../db/keyset-batches';
import { anyOf } from '../db/id-list';
import { costNewQuote } from '../finance/costing.repository';

/**
 * Quotes in the database. "today" (YYYY-MM-DD, company time) is a parameter of every read: a pending
 * quote whose valid-until day is before it reads as 'expired', in the answers, the filter and the
 * counts alike. Nothing sweeps, so nothing is ever stale.
 */

const amount = (halalas: string | number | bigint) => halalasToRiyals(Number(halalas));

/** The status a reader sees, in SQL. */
function effectiveStatus(today: string) {
  return sql<QuoteStatus>`case when quotes.status = 'pending' and quotes.valid_until < cast(${today} as date) then 'expired' else quotes.status end`;
}

function quoteQuery(db: Db, today: string) {
  return db
    .selectFrom('quotes')
    .selectAll('quotes')
    .select([sql<string>`to_char(quotes.valid_until, 'YYYY-MM-DD')`.as('valid_until_day'), effectiveStatus(today).as('effective_status')]);
}

type QuoteRecord = Awaited<ReturnType<ReturnType<typeof quoteQuery>['executeTakeFirstOrThrow']>>;

async function assemble(db: Db, rows: QuoteRecord[]): Promise<Quote[]> {
  if (rows.length === 0) return [];
  const items = await db
    .selectFrom('quote_items')
    .selectAll()
    .where('quote_id', '=', anyOf(rows.map((r) => r.id)))
    .orderBy('quote_id')
    .orderBy('position')
    .execute();
  // Grouped once: an export's batch of 500 would otherwise scan every line for every quote.
  const itemsOf = groupRows(items, (item) => item.quote_id);
  return rows.map((row) => ({
    id: row.id,
    quoteNumber: row.quote_number,
    quoteDate: row.quote_date.toISOString(),
    validUntil: row.valid_until_day,
    requestId: row.request_id,
    clientId: row.client_id,
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    clientCompany: row.client_company,
    items: (itemsOf.get(row.id) ?? []).map(
      (item): QuoteLineItem => ({
        id: item.id,
        name: item.name,
        arabicName: item.arabic_name,
        description: item.description,
        quantity: item.quantity,
        unitPrice: amount(item.unit_price_halalas),
        total: amount(item.total_halalas),
      }),
    ),
    subtotal: amount(row.subtotal_halalas),
    taxRatePercent: row.tax_rate_bp / 100,
    tax: amount(row.tax_halalas),
    totalAmount: amount(row.total_halalas),
    additionalNotes: row.additional_notes,
    paymentTerms: row.payment_terms,
    deliveryTime: row.delivery_time,
    warranty: row.warranty,
    termsAndConditions: row.terms_and_conditions,
    status: row.effective_status,
    rejectionReason: row.rejection_reason,
    answeredAt: row.answered_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

export async function findQuote(db: Db, id: number, now = new Date()): Promise<Quote | undefined> {
  return (await assemble(db, await quoteQuery(db, businessToday(now)).where('quotes.id', '=', id).execute()))[0];
}

/** POST /Quotes/create's payload (shared/types/quote.ts) with its blanks filled, the tax rate in force and the admin. */
export type NewQuote = Required<Omit<QuoteCreateInput, 'items'>> & {
  items: Array<Required<QuoteCreateInput['items'][number]>>;
  taxRatePercent: number;
  createdBy: number;
};

export type CreateQuoteOutcome =
  | { ok: true; id: number; requestStatus: BookingStatus }
  | { ok: false; reason: 'request-not-found' | 'request-not-quotable' | 'open-quote-exists' };

/** An open quote: pending and still within its valid-until day. */
const isOpen = (today: string) => (eb: ExpressionBuilder<Database, 'quotes'>) =>
  eb.and([eb('quotes.status', '=', 'pending'), sql<SqlBool>`quotes.valid_until >= cast(${today} as date)`]);

/**
 * Issues a quote for a booking, in one transaction that locks the booking first: the booking must be
 * in a status that may move to 'quoted' (it moves), or already 'quoted' with no open quote (a new
 * quote replaces an expired one); a booking has at most one open quote. Amounts are computed here.
 */
export async function createQuote(db: Db, input: NewQuote, now = new Date()): Promise<CreateQuoteOutcome> {
  const today = businessToday(now);
  return inTransaction(db, async (trx): Promise<CreateQuoteOutcome> => {
    const request = await trx.selectFrom('bookings').select(['id', 'client_id', 'status']).where('id', '=', input.requestId).forUpdate().executeTakeFirst();
    if (!request) return { ok: false, reason: 'request-not-found' };
    const status = request.status;
    const moves = BOOKING_TRANSITIONS[status].includes('quoted');
    if (!moves && status !== 'quoted') return { ok: false, reason: 'request-not-quotable' };
    const open = await trx.selectFrom('quotes').select('id').where('request_id', '=', request.id).where(isOpen(today)).executeTakeFirst();
    if (open) return { ok: false, reason: 'open-quote-exists' };

    const year = businessYear(now);
    const sequence = await nextQuoteSequence(trx, year);
    const amounts = computeQuoteAmounts(input.items, input.taxRatePercent);
    const quote = await trx
      .insertInto('quotes')
      .values({
        quote_number: formatQuoteNumber(year, sequence),
        quote_year: year,
        quote_sequence: sequence,
        request_id: request.id,
        client_id: request.client_id,
        client_name: input.clientName,
        client_email: input.clientEmail,
        client_phone: input.clientPhone,
        client_company: input.clientCompany,
        quote_date: now,
        valid_until: input.validUntil,
        subtotal_halalas: amounts.subtotal,
        tax_rate_bp: percentToBasisPoints(input.taxRatePercent),
        tax_halalas: amounts.tax,
        total_halalas: amounts.total,
        additional_notes: input.additionalNotes,
        payment_terms: input.paymentTerms,
        delivery_time: input.deliveryTime,
        warranty: input.warranty,
        terms_and_conditions: input.termsAndConditions,
        status: 'pending',
        created_by: input.createdBy,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('quote_items')
      .values(
        input.items.map((item, position) => ({
          quote_id: quote.id,
          position,
          name: item.name,
          arabic_name: item.arabicName,
          description: item.description,
          quantity: item.quantity,
          unit_price_halalas: riyalsToHalalas(item.unitPrice),
          total_halalas: amounts.lines[position]!,
        })),
      )
      .execute();
    // The lines' partner cost and commission by their services' defaults: kept apart, never shown to the client.
    await costNewQuote(trx, quote.id, request.id, input.createdBy, now);
    if (moves) {
      await trx.updateTable('bookings').set({ status: 'quoted', updated_at: now }).where('id', '=', request.id).execute();
    }
    return { ok: true, id: quote.id, requestStatus: moves ? 'quoted' : status };
  });
}

export type QuoteAnswer = { kind: 'accept' } | { kind: 'reject'; reason: string };

export type AnswerQuoteOutcome =
  | { ok: true; requestStatus: BookingStatus }
  | { ok: false; reason: 'not-found' | 'expired' | 'booking-closed' }
  | { ok: false; reason: 'not-pending'; status: QuoteStatus };

/**
 * Accepts or rejects a pending, unexpired quote, in one transaction holding the quote's and then its
 * booking's row lock (so two answers never both win). Accepting moves the booking to in_progress
 * (refused if the booking was closed meanwhile); rejecting sends a 'quoted' booking back to
 * in_review, to be priced again.
 */
export async function answerQuote(db: Db, id: number, answer: QuoteAnswer, actorId: number, now = new Date()): Promise<AnswerQuoteOutcome> {
  const today = businessToday(now);
  return inTransaction(db, async (trx): Promise<AnswerQuoteOutcome> => {
    const quote = await trx
      .selectFrom('quotes')
      .select(['id', 'request_id', effectiveStatus(today).as('effective_status')])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!quote) return { ok: false, reason: 'not-found' };
    if (quote.effective_status === 'expired') return { ok: false, reason: 'expired' };
    if (quote.effective_status !== 'pending') return { ok: false, reason: 'not-pending', status: quote.effective_status };
    const request = await trx.selectFrom('bookings').select('status').where('id', '=', quote.request_id).forUpdate().executeTakeFirstOrThrow();
    const from = request.status;
    let to = from;
    if (answer.kind === 'accept') {
      if (from !== 'in_progress' && !BOOKING_TRANSITIONS[from].includes('in_progress')) return { ok: false, reason: 'booking-closed' };
      to = 'in_progress';
    } else if (from === 'quoted') {
      to = 'in_review';
    }
    await trx
      .updateTable('quotes')
      .set({
        status: answer.kind === 'accept' ? 'accepted' : 'rejected',
        rejection_reason: answer.kind === 'reject' ? answer.reason : null,
        answered_at: now,
        answered_by: actorId,
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
    if (to !== from) await trx.updateTable('bookings').set({ status: to, updated_at: now }).where('id', '=', quote.request_id).execute();
    return { ok: true, requestStatus: to };
  });
}

export interface QuoteFilter extends ListQuery {
  clientId: number | null;
  requestId: number | null;
  status: QuoteStatus | null;
}

function statusCondition(eb: ExpressionBuilder<Database, 'quotes'>, status: QuoteStatus, today: string): Expression<SqlBool> {
  if (status === 'pending') return isOpen(today)(eb);
  if (status === 'expired') return eb.and([eb('quotes.status', '=', 'pending'), sql<SqlBool>`quotes.valid_until < cast(${today} as date)`]);
  return eb('quotes.status', '=', status);
}

/** Everything but the status filter: the counts per status are taken under these. */
function baseConditions(filter: QuoteFilter) {
  return (eb: ExpressionBuilder<Database, 'quotes'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.clientId !== null) conditions.push(eb('quotes.client_id', '=', filter.clientId));
    if (filter.requestId !== null) conditions.push(eb('quotes.request_id', '=', filter.requestId));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(
        eb.or([eb('quotes.quote_number', 'ilike', pattern), eb('quotes.client_name', 'ilike', pattern), eb('quotes.client_email', 'ilike', pattern)]),
      );
    }
    return eb.and(conditions);
  };
}

/**
 * The count of each status under the filter. Without a search, client or booking, from the kept
 * counts per stored status and valid-until day (so 'expired' still follows today); else counted.
 */
async function countQuotes(db: Db, filter: QuoteFilter, today: string): Promise<QuoteCounts> {
  let counts: Record<string, unknown>;
  if (!filter.search && filter.clientId === null && filter.requestId === null) {
    const sum = (condition: string) => sql<string | null>`sum(n) filter (where ${sql.raw(condition)})`;
    counts = await db
      .selectFrom('quote_counts')
      .select([
        sql<string | null>`sum(n)`.as('all'),
        ...QUOTE_STATUSES.map((status) => {
          if (status === 'pending') return sql<string | null>`sum(n) filter (where status = 'pending' and valid_until >= cast(${today} as date))`.as(status);
          if (status === 'expired') return sql<string | null>`sum(n) filter (where status = 'pending' and valid_until < cast(${today} as date))`.as(status);
          return sum(`status = '${status}'`).as(status);
        }),
      ])
      .executeTakeFirstOrThrow();
  } else {
    counts = await db
      .selectFrom('quotes')
      .where(baseConditions(filter))
      .select((eb) => [
        eb.fn.countAll<string>().as('all'),
        ...QUOTE_STATUSES.map((status) =>
          eb.fn
            .countAll<string>()
            .filterWhere((f) => statusCondition(f, status, today))
            .as(status),
        ),
      ])
      .executeTakeFirstOrThrow();
  }
  return Object.fromEntries(['all', ...QUOTE_STATUSES].map((key) => [key, Number(counts[key] ?? 0)])) as QuoteCounts;
}

/** One page of quotes, newest first, and the count of each status under the same search. */
export async function listQuotes(db: Db, filter: QuoteFilter, now = new Date()): Promise<QuotePage> {
  const today = businessToday(now);
  const base = baseConditions(filter);
  const where = (eb: ExpressionBuilder<Database, 'quotes'>) =>
    filter.status === null ? base(eb) : eb.and([base(eb), statusCondition(eb, filter.status, today)]);
  const page = filter.page ?? 1;
  const quoteCounts = await countQuotes(db, filter, today);
  const total = filter.status === null ? quoteCounts.all : quoteCounts[filter.status];
  const window = pageWindow({ ...filter, page }, total);
  // From the nearer end of the list (the index walked backwards), then put back newest first.
  const direction = window.fromEnd ? 'asc' : 'desc';
  const rows = await quoteQuery(db, today)
    .where(where)
    .orderBy('quotes.created_at', direction)
    .orderBy('quotes.id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  if (window.fromEnd) rows.reverse();
  return {
    items: await assemble(db, rows),
    total,
    page,
    pageSize: filter.pageSize,
    counts: quoteCounts,
  };
}

/** Every quote the filter lists, newest first, in batches read by keyset (the CSV export). */
export function quoteBatches(db: Db, filter: Omit<QuoteFilter, 'page' | 'pageSize'>, now = new Date()): AsyncGenerator<Quote[]> {
  const today = businessToday(now);
  const base = baseConditions({ ...filter, page: null, pageSize: 0 });
  const where = (eb: ExpressionBuilder<Database, 'quotes'>) =>
    filter.status === null ? base(eb) : eb.and([base(eb), statusCondition(eb, filter.status, today)]);
  return keysetBatches<Quote, NewestFirstKey>(async (after, limit) => {
    let query = quoteQuery(db, today)
      .where(where)
      .select(createdAtText('quotes').as('at'))
      .orderBy('quotes.created_at', 'desc')
      .orderBy('quotes.id', 'desc')
      .limit(limit);
    if (after) query = query.where(olderThan('quotes', after));
    const rows = await query.execute();
    const last = rows[rows.length - 1];
    return { rows: await assemble(db, rows), last: last && { id: last.id, at: last.at } };
  });
}
