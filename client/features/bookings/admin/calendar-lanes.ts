import type { Language } from '../../../../shared/constants';
import type { BookingAssignment } from '../../../../shared/types/assignment';
import type { Booking } from '../../../../shared/types/booking';
import { localized } from '../../../lib/text';

/** One lane of the calendar: a partner's bookings, or those with no partner yet (partnerId null). */
export interface CalendarLane {
  partnerId: number | null;
  /** The partner's name in the page's language; '' for the unassigned lane. */
  name: string;
  bookings: Booking[];
}

/**
 * The calendar's bookings in a lane per partner (issue 27 item 3): a booking goes into the lane of every
 * partner live on it (a job for two shows in both), or into the unassigned lane (first: what still needs
 * someone) when it has none. A cancelled booking with no partner is not work to hand out, so it stays
 * out of the unassigned lane. Partners' lanes are in the order of their names in the page's language;
 * each lane keeps the bookings' order (by time).
 */
export function lanesOf(bookings: readonly Booking[], assignments: readonly BookingAssignment[], language: Language): CalendarLane[] {
  const partnersOf = new Map<number, BookingAssignment[]>();
  for (const assignment of assignments) {
    const list = partnersOf.get(assignment.bookingId) ?? [];
    list.push(assignment);
    partnersOf.set(assignment.bookingId, list);
  }
  const unassigned: CalendarLane = { partnerId: null, name: '', bookings: [] };
  const lanes = new Map<number, CalendarLane>();
  for (const booking of bookings) {
    const on = partnersOf.get(booking.id) ?? [];
    if (on.length === 0) {
      if (booking.status !== 'cancelled') unassigned.bookings.push(booking);
      continue;
    }
    for (const assignment of on) {
      let lane = lanes.get(assignment.partnerId);
      if (!lane) {
        lane = { partnerId: assignment.partnerId, name: localized(language, assignment.partnerName, assignment.partnerArabicName), bookings: [] };
        lanes.set(assignment.partnerId, lane);
      }
      if (!lane.bookings.includes(booking)) lane.bookings.push(booking);
    }
  }
  const partners = [...lanes.values()].sort((a, b) => a.name.localeCompare(b.name, language) || (a.partnerId ?? 0) - (b.partnerId ?? 0));
  return [unassigned, ...partners];
}
