import { BUSINESS_TIME_ZONE } from '../constants';
import { dateTimeFormat } from '../format/format';

/**
 * A quote's valid-until is a calendar day (YYYY-MM-DD) in company time (Asia/Riyadh): the quote can be
 * answered through the whole of that day and is expired from the next. Quote numbers follow the
 * company's calendar year too.
 */

const BUSINESS_DAY: Intl.DateTimeFormatOptions = { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' };

/**
 * Today (YYYY-MM-DD) in the company's calendar (Saudi time): a booking's preferred date, a quote's
 * valid-until and an invoice's dates are days in Riyadh, so "today" is measured there, whatever the
 * visitor's or the server's zone (at 22:00 UTC it is already tomorrow in Riyadh). Also the value of an
 * `<input type="date">` that starts at the company's today.
 *
 * Its formatter is made on first use, not when the module loads: a browser takes 12-30 ms to make the
 * first time-zone formatter of a page, which every page's boot paid for a date no sign-in or browsing
 * page asks for.
 */
export function businessToday(now = new Date()): string {
  return dateTimeFormat('en-CA', BUSINESS_DAY).format(now);
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
