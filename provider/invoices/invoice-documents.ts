import { sql } from 'kysely';
import { riyalsToHalalas, splitGross } from '../../shared/quotes/amounts';
import { businessToday } from '../../shared/quotes/quote-dates';
import type { InvoicePaymentInput, InvoiceSeller, NationalAddress } from '../../shared/types/invoice';
import type { Db } from '../db/database';
import { jsonColumn } from '../db/json-column';
import { inTransaction } from '../db/transaction';
import { translate } from '../http/i18n';
import { acceptedQuoteOf, buyerOf, type DocumentBuyer, insertDocument } from './invoices.repository';

/**
 * The documents that follow an invoice's money after it is agreed: an advance-payment invoice when a
 * deposit is received against an accepted quote (ZATCA: a tax invoice is due on the advance), and a
 * credit note when an invoice or advance is cancelled or refunded after issue, in full or in part.
 * Both go through insertDocument, numbered and stored like any invoice.
 */

/** Both languages in one text, Arabic first: a document's own words (line names, reasons) are printed as kept. */
const bilingual = (key: string, vars: Record<string, string | number> = {}) => ({
  ar: translate('ar', key, vars),
  en: translate('en', key, vars),
});

export interface NewAdvance {
  bookingId: number;
  /** SAR, VAT included. */
  amount: number;
  payment: InvoicePaymentInput;
  seller: InvoiceSeller;
  vatRatePercent: number;
  createdBy: number;
}

export type AdvanceOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'booking-not-found' | 'booking-closed' | 'no-accepted-quote' | 'already-invoiced' | 'over-quote-total' | 'paid-in-future' };

/**
 * Records a deposit received for a booking's accepted quote and issues its advance-payment invoice
 * (paid, with the payment's day, method and reference), under the booking's row lock so two
 * deposits recorded at once cannot together exceed the quote's total. The amount includes VAT at the
 * rate in force: its net and VAT are split so they add up to it exactly. Its day of supply is the day
 * the money was received. The payments work calls this same function when an online deposit is paid.
 */
export async function issueAdvance(db: Db, input: NewAdvance, now = new Date()): Promise<AdvanceOutcome> {
  return inTransaction(db, async (trx): Promise<AdvanceOutcome> => {
    const booking = await trx.selectFrom('bookings').select(['id', 'client_id', 'status']).where('id', '=', input.bookingId).forUpdate().executeTakeFirst();
    if (!booking) return { ok: false, reason: 'booking-not-found' };
    if (booking.status === 'cancelled') return { ok: false, reason: 'booking-closed' };
    if (input.payment.paidOn > businessToday(now)) return { ok: false, reason: 'paid-in-future' };
    const final = await trx.selectFrom('invoices').select('id').where('booking_id', '=', booking.id).where('kind', '=', 'invoice').executeTakeFirst();
    if (final) return { ok: false, reason: 'already-invoiced' };
    const quote = await acceptedQuoteOf(trx, booking.id);
    if (!quote) return { ok: false, reason: 'no-accepted-quote' };

    const gross = riyalsToHalalas(input.amount);
    // What the booking's advances hold now: their totals less what credit notes gave back of them.
    const held = await trx
      .selectFrom('invoices')
      .select(sql<string>`coalesce(sum(case when kind = 'advance' then total_halalas else -total_halalas end), 0)`.as('total'))
      .where('booking_id', '=', booking.id)
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'advance'),
          eb('corrects_invoice_id', 'in', eb.selectFrom('invoices as a').select('a.id').where('a.booking_id', '=', booking.id).where('a.kind', '=', 'advance')),
        ]),
      )
      .executeTakeFirstOrThrow();
    if (Number(held.total) + gross > Number(quote.total_halalas)) return { ok: false, reason: 'over-quote-total' };

    const rate = Math.round(input.vatRatePercent * 100);
    const { net, vat } = splitGross(gross, rate);
    const name = bilingual('account:invoices.documents.advanceLine', { quote: quote.quote_number });
    const id = await insertDocument(trx, {
      kind: 'advance',
      quote,
      bookingId: booking.id,
      clientId: booking.client_id,
      buyer: await buyerOf(trx, quote, booking.client_id),
      seller: input.seller,
      supplyDate: input.payment.paidOn,
      subtotal: net,
      rate,
      vat,
      payment: input.payment,
      createdBy: input.createdBy,
      now,
      lines: [{ name: name.en, arabicName: name.ar, description: '', quantity: 1, unitPrice: net, total: net, vat }],
    });
    return { ok: true, id };
  });
}

export interface NewCreditNote {
  invoiceId: number;
  reason: string;
  /** SAR with VAT; null: all that is not credited yet. */
  amount: number | null;
  createdBy: number;
}

export type CreditNoteOutcome =
  | { ok: true; id: number }
  | { ok: false; reason: 'not-found' | 'is-credit-note' | 'fully-credited' | 'over-remaining' | 'advance-deducted' };

/**
 * Issues a credit note against an invoice or advance, under the corrected document's row lock (two
 * admins crediting at once never give back more than it was): in full (the lines copied, when
 * nothing was credited yet; else one line for what is left) or in part (one line of the amount, its
 * VAT at the corrected document's rate). The seller and buyer are the corrected document's, as
 * printed on it. An advance a final invoice already deducts is credited through that invoice.
 */
export async function issueCreditNote(db: Db, input: NewCreditNote, now = new Date()): Promise<CreditNoteOutcome> {
  return inTransaction(db, async (trx): Promise<CreditNoteOutcome> => {
    const original = await trx.selectFrom('invoices').selectAll().where('id', '=', input.invoiceId).forUpdate().executeTakeFirst();
    if (!original) return { ok: false, reason: 'not-found' };
    if (original.kind === 'credit_note') return { ok: false, reason: 'is-credit-note' };
    if (original.kind === 'advance') {
      const deducted = await trx.selectFrom('invoice_deductions').select('id').where('advance_invoice_id', '=', original.id).executeTakeFirst();
      if (deducted) return { ok: false, reason: 'advance-deducted' };
    }
    const credited = await trx
      .selectFrom('invoices')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_halalas'), eb.val('0')).as('total'))
      .where('corrects_invoice_id', '=', original.id)
      .executeTakeFirstOrThrow();
    const total = Number(original.total_halalas);
    const remaining = total - Number(credited.total);
    if (remaining <= 0) return { ok: false, reason: 'fully-credited' };
    const gross = input.amount === null ? remaining : riyalsToHalalas(input.amount);
    if (gross > remaining) return { ok: false, reason: 'over-remaining' };

    const rate = original.vat_rate_bp;
    let lines;
    let subtotal: number;
    let vat: number;
    if (gross === total) {
      // The whole document reversed: its own lines, so the credit note reads like the invoice.
      const items = await trx.selectFrom('invoice_items').selectAll().where('invoice_id', '=', original.id).orderBy('position').execute();
      lines = items.map((item) => ({
        name: item.name,
        arabicName: item.arabic_name,
        description: item.description,
        quantity: item.quantity,
        unitPrice: Number(item.unit_price_halalas),
        total: Number(item.total_halalas),
        vat: Number(item.vat_halalas),
      }));
      subtotal = Number(original.subtotal_halalas);
      vat = Number(original.vat_halalas);
    } else {
      ({ net: subtotal, vat } = splitGross(gross, rate));
      const name = bilingual('account:invoices.documents.creditLine', { invoice: original.invoice_number });
      lines = [{ name: name.en, arabicName: name.ar, description: '', quantity: 1, unitPrice: subtotal, total: subtotal, vat }];
    }
    const buyer: DocumentBuyer = {
      type: original.invoice_type,
      vatNumber: original.buyer_vat_number,
      address: original.buyer_address === null ? null : jsonColumn<NationalAddress>(original.buyer_address),
    };
    const id = await insertDocument(trx, {
      kind: 'credit_note',
      // The corrected document's quote and client, as it names them.
      quote: { ...original, id: original.quote_id },
      bookingId: original.booking_id,
      clientId: original.client_id,
      buyer,
      seller: {
        name: original.seller_name,
        arabicName: original.seller_name_ar,
        vatNumber: original.seller_vat_number,
        crNumber: original.seller_cr_number,
        address: { en: original.seller_address_en, ar: original.seller_address_ar },
        nationalAddress: original.seller_national_address === null ? null : jsonColumn(original.seller_national_address),
      },
      supplyDate: businessToday(now),
      subtotal,
      rate,
      vat,
      correctsInvoiceId: original.id,
      reason: input.reason,
      createdBy: input.createdBy,
      now,
      lines,
    });
    return { ok: true, id };
  });
}

/**
 * Inside the transaction that cancels a booking: a credit note in full for each of its invoices and
 * advances not yet wholly credited (an advance a final invoice deducts is credited through it), with
 * the cancellation as the reason. Returns the new credit notes' ids, for their e-mails.
 */
export async function creditCancelledBooking(trx: Db, bookingId: number, reason: string, createdBy: number | null, now = new Date()): Promise<number[]> {
  const documents = await trx
    .selectFrom('invoices')
    .select('id')
    .where('booking_id', '=', bookingId)
    .where('kind', '<>', 'credit_note')
    .orderBy('id')
    .execute();
  if (documents.length === 0) return [];
  // Who the credit notes are issued by: the one who cancelled, else the first admin (a system cancellation).
  const issuer = createdBy ?? (await trx.selectFrom('users').select('id').where('role', '=', 'Admin').orderBy('id').executeTakeFirst())?.id ?? null;
  if (issuer === null) return [];
  const text = bilingual('account:invoices.documents.cancelledReason', { booking: bookingId });
  const full = `${text.ar} / ${text.en}${reason.trim() ? `: ${reason.trim()}` : ''}`;
  const ids: number[] = [];
  for (const document of documents) {
    const outcome = await issueCreditNote(trx, { invoiceId: document.id, reason: full, amount: null, createdBy: issuer }, now);
    if (outcome.ok) ids.push(outcome.id);
  }
  return ids;
}
