import { BUSINESS_TIME_ZONE, type Language } from '../../shared/constants';
import { formatDateTime } from '../../shared/format/format';
import { formatGregorianAndHijri } from '../../shared/format/hijri';

export type DateStyle = 'date' | 'dateTime';

/**
 * A date (or date and time) in the reader's locale on the company's clock; spec section 8's
 * 'Date not specified' and 'Invalid date' are told apart by the reason.
 */
export function dashboardDate(
  value: string | null | undefined,
  language: Language,
  style: DateStyle = 'date',
  /** Followed by the Umm al-Qura date (bookings, quotes, invoices on a page that shows it). */
  hijri = false,
): { ok: true; text: string } | { ok: false; reason: 'missing' | 'invalid' } {
  if (!value) return { ok: false, reason: 'missing' };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'invalid' };
  const options: Intl.DateTimeFormatOptions =
    style === 'date'
      ? { year: 'numeric', month: 'short', day: 'numeric', timeZone: BUSINESS_TIME_ZONE }
      : { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE };
  return { ok: true, text: hijri ? formatGregorianAndHijri(date, language, options) : formatDateTime(date, language, options) };
}
