import { appointmentOf } from '../../../../shared/bookings/change-policy';
import { addDays, isCalendarDate, saudiDate, weekdayOf } from '../../../../shared/scheduling/saudi-clock';
import type { Booking } from '../../../../shared/types/booking';
import { addMonths, monthOf, monthRange } from '../wizard/month-grid';

/** The calendar's two views. */
export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How the calendar lays its bookings out: a column a day, or a lane a partner (issue 27 item 3). */
export const CALENDAR_GROUPS = ['day', 'partner'] as const;
export type CalendarGroup = (typeof CALENDAR_GROUPS)[number];

/** The layout of an address (?by=partner), by day when absent or unknown. */
export const calendarGroupOf = (params: URLSearchParams): CalendarGroup => (params.get('by') === 'partner' ? 'partner' : 'day');

/** The Saudi week (Sunday to Saturday, as the company's week and the slot picker's grid) holding `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, -weekdayOf(date));
  return { from, to: addDays(from, 6) };
}

/** The dates a view shows around `anchor` (YYYY-MM-DD, Saudi calendar). */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  return view === 'week' ? weekOf(anchor) : monthRange(monthOf(anchor));
}

/** The anchor one week or month before (-1) or after (1). */
export function shiftAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  return view === 'week' ? addDays(anchor, 7 * direction) : `${addMonths(monthOf(anchor), direction)}-01`;
}

/** The view and date of an address (?view=month&date=2027-03-01), today's week when absent or invalid. */
export function calendarParams(params: URLSearchParams, now: Date): { view: CalendarView; anchor: string } {
  const view = params.get('view') === 'month' ? 'month' : 'week';
  const date = params.get('date') ?? '';
  return { view, anchor: isCalendarDate(date) ? date : saudiDate(now) };
}

/** The bookings by their Saudi date (their slot, else their preferred date), each day's in the order given. */
export function byDate(bookings: readonly Booking[]): Map<string, Booking[]> {
  const days = new Map<string, Booking[]>();
  for (const booking of bookings) {
    const date = saudiDate(appointmentOf(booking));
    const list = days.get(date) ?? [];
    list.push(booking);
    days.set(date, list);
  }
  return days;
}

/** Every date of a range, in order. */
export function datesOf(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
