import { QUOTE_NUMBER_DIGITS, QUOTE_NUMBER_PREFIX } from '../../shared/constants';
import type { Db } from '../db/database';

/** Q-2026-0001; the sequence grows past four digits rather than wrap. */
export function formatQuoteNumber(year: number, sequence: number): string {
  return `${QUOTE_NUMBER_PREFIX}-${year}-${String(sequence).padStart(QUOTE_NUMBER_DIGITS, '0')}`;
}

/**
 * The next sequence of `year`. Must run inside the issuing transaction: the upsert takes the year's
 * row lock, so a concurrent issue waits for this one to commit (or roll back, giving the number
 * back) and then takes the following number. Numbers are therefore unique and without gaps.
 */
export async function nextQuoteSequence(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto('quote_counters')
    .values({ year, last_value: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_value: eb('quote_counters.last_value', '+', 1) })))
    .returning('last_value')
    .executeTakeFirstOrThrow();
  return row.last_value;
}
