import { BUSINESS_TIME_ZONE } from '../constants';

const companyClock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: BUSINESS_TIME_ZONE });

/**
 * Whether the client chose a time for the work. The booking form sends the chosen day at the start
 * of the day in the company's clock when no time was chosen (preferredDateTimeIso), so midnight
 * there means "no time": the screens say so instead of inventing "12:00 AM".
 * false for a value that is not a date.
 */
export function timeWasChosen(iso: string): boolean {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return false;
  return companyClock.format(date) !== '00:00';
}
