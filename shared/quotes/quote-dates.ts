import { BUSINESS_TIME_ZONE } from '../constants';

/**
 * A quote's valid-until is a calendar day (YYYY-MM-DD) in company time (Asia/Riyadh): the quote can be
 * answered through the whole of that day and is expired from the next. Quote numbers follow the
 * company's calendar year too.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in company time, YYYY-MM-DD. */
export function businessToday(now = new Date()): string {
  return dayFormat.format(now);
}

export function businessYear(now = new Date()): number {
  return Number(businessToday(now).slice(0, 4));
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
