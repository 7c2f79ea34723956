import { CREDIT_NOTE_NUMBER_PREFIX, INVOICE_NUMBER_DIGITS, INVOICE_NUMBER_PREFIX } from '../../shared/constants';
import type { Db } from '../db/database';

/** INV-2026-0001; the sequence grows past four digits rather than wrap. */
export function formatInvoiceNumber(year: number, sequence: number, series: NumberSeries = 'INV'): string {
  const prefix = series === 'CRN' ? CREDIT_NOTE_NUMBER_PREFIX : INVOICE_NUMBER_PREFIX;
  return `${prefix}-${year}-${String(sequence).padStart(INVOICE_NUMBER_DIGITS, '0')}`;
}

/** INV: invoices and advance-payment invoices share one numbering; CRN: credit notes have their own. */
export type NumberSeries = 'INV' | 'CRN';

/**
 * The next sequence of `year`, inside the issuing transaction: the upsert takes the year's row lock,
 * so a concurrent issue waits for this one to commit (or roll back, giving the number back) and then
 * takes the following number. Invoice numbers are unique and gapless, as the tax authority requires.
 */
export async function nextInvoiceSequence(trx: Db, year: number, series: NumberSeries = 'INV'): Promise<number> {
  if (series === 'CRN') {
    const row = await trx
      .insertInto('credit_note_counters')
      .values({ year, last_value: 1 })
      .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_value: eb('credit_note_counters.last_value', '+', 1) })))
      .returning('last_value')
      .executeTakeFirstOrThrow();
    return row.last_value;
  }
  const row = await trx
    .insertInto('invoice_counters')
    .values({ year, last_value: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_value: eb('invoice_counters.last_value', '+', 1) })))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return row.last_value;
}
