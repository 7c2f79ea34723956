import type { BookingStatus } from '../constants';
import type { Booking } from '../types/booking';

/**
 * When a client may still move or cancel their own booking (issue 16 item 4): while it is open (not
 * completed or cancelled) and until the notice period before its time has begun, the 48 hours of the
 * terms unless an admin set another. Read by the provider (which decides) and the profile page (which
 * explains why its buttons are gone).
 */
export const CLIENT_CHANGEABLE_STATUSES: readonly BookingStatus[] = ['pending', 'in_review', 'quoted', 'in_progress'];

export const isOpenBooking = (status: BookingStatus) => CLIENT_CHANGEABLE_STATUSES.includes(status);

/** The booking's time: its slot, else the preferred date and time it was made with. */
export function appointmentOf(booking: Pick<Booking, 'slotStartsAt' | 'preferedDateAndTime'>): Date {
  return new Date(booking.slotStartsAt ?? booking.preferedDateAndTime);
}

/** The last moment a client may move or cancel the booking; null when its status no longer allows it at all. */
export function changeDeadline(booking: Pick<Booking, 'status' | 'slotStartsAt' | 'preferedDateAndTime'>, noticeHours: number): Date | null {
  if (!isOpenBooking(booking.status)) return null;
  const at = appointmentOf(booking).getTime();
  return Number.isNaN(at) ? null : new Date(at - noticeHours * 3_600_000);
}

/** Why a client may not change the booking now: its status, or the notice period; null when they may. */
export type ChangeRefusal = 'status' | 'notice';

export function clientChangeRefusal(booking: Pick<Booking, 'status' | 'changeDeadline'>, now: Date): ChangeRefusal | null {
  if (!isOpenBooking(booking.status) || booking.changeDeadline === null) return 'status';
  return now.getTime() > Date.parse(booking.changeDeadline) ? 'notice' : null;
}

/**
 * Whether moving the booking to `startsAt` puts the new time inside its notice period, so that the
 * client can no longer change or cancel it online (what the reschedule dialog warns of). The notice
 * is the booking's own: its time less its deadline.
 */
export function moveClosesChanges(
  booking: Pick<Booking, 'status' | 'changeDeadline' | 'slotStartsAt' | 'preferedDateAndTime'>,
  startsAt: Date,
  now: Date,
): boolean {
  if (!isOpenBooking(booking.status) || booking.changeDeadline === null) return false;
  const noticeMs = appointmentOf(booking).getTime() - Date.parse(booking.changeDeadline);
  return clientChangeRefusal({ status: booking.status, changeDeadline: new Date(startsAt.getTime() - noticeMs).toISOString() }, now) === 'notice';
}
