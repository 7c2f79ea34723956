import { addDays, weekdayOf } from '../../../../shared/scheduling/saudi-clock';

/**
 * The month view of the slot calendar, as pure calendar arithmetic on YYYY-MM-DD texts (no Date in
 * the visitor's zone): the weeks of a month from Sunday, and where each key moves the focus.
 */

/** YYYY-MM of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` (YYYY-MM). */
export function addMonths(month: string, count: number): string {
  const [year, index] = [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + count];
  const y = year + Math.floor(index / 12);
  const m = ((index % 12) + 12) % 12;
  return `${y}-${String(m + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): number {
  return new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
}

/** The first and last date of a month: the range one availability call asks for. */
export const monthRange = (month: string) => ({ from: `${month}-01`, to: `${month}-${String(daysInMonth(month)).padStart(2, '0')}` });

/** The month's weeks, Sunday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const { from } = monthRange(month);
  const cells: Array<string | null> = Array.from({ length: weekdayOf(from) }, () => null);
  for (let day = 0; day < daysInMonth(month); day++) cells.push(addDays(from, day));
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The same day of the month `count` months on, or that month's last day (31 January → 28 February). */
function shiftMonth(date: string, count: number): string {
  const month = addMonths(monthOf(date), count);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Where a key moves the focus from `date` in the grid (the date picker pattern of WAI-ARIA): arrows
 * by a day or a week, Home and End to the week's ends, Page Up and Down by a month. Left and right
 * follow the reading direction: in Arabic the next day is to the left. null for any other key.
 */
export function movedFocus(date: string, key: string, rtl: boolean): string | null {
  switch (key) {
    case 'ArrowRight':
      return addDays(date, rtl ? -1 : 1);
    case 'ArrowLeft':
      return addDays(date, rtl ? 1 : -1);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'Home':
      return addDays(date, -weekdayOf(date));
    case 'End':
      return addDays(date, 6 - weekdayOf(date));
    case 'PageDown':
      return shiftMonth(date, 1);
    case 'PageUp':
      return shiftMonth(date, -1);
    default:
      return null;
  }
}
