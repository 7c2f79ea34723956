import { BUSINESS_TIME_ZONE } from '../constants';
import { dateTimeFormat } from '../format/format';

/** The company's clock, HH:MM (its formatter made on first use: see businessToday). */
const COMPANY_CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BUSINESS_TIME_ZONE };

/**
 * Whether the client chose a time for the work. The booking form sends the chosen day at the start
 * of the day in the company's clock when no time was chosen (preferredDateTimeIso), so midnight
 * there means "no time": the screens say so instead of inventing "12:00 AM".
 * false for a value that is not a date.
 */
export function timeWasChosen(iso: string): boolean {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return false;
  return dateTimeFormat('en-GB', COMPANY_CLOCK).format(date) !== '00:00';
}
