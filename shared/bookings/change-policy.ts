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

/** The change policy a booking is held to: the notice period before its time, and the grace period after it was made. */
export interface ChangePolicy {
  noticeHours: number;
  graceMinutes: number;
}

/**
 * The last moment a client may move or cancel the booking; null when its status no longer allows it
 * at all. Normally its time less the notice period; a booking made inside the notice period (the
 * wizard offers such slots, and warns) still has its grace period after it was made, so that a
 * client who chose the wrong day can undo it (issue 32 item 1). Never before the booking was made,
 * nor after its time.
 */
export function changeDeadline(booking: Pick<Booking, 'status' | 'slotStartsAt' | 'preferedDateAndTime' | 'createdAt'>, policy: ChangePolicy): Date | null {
  if (!isOpenBooking(booking.status)) return null;
  const at = appointmentOf(booking).getTime();
  if (Number.isNaN(at)) return null;
  const made = Date.parse(booking.createdAt);
  const notice = at - policy.noticeHours * 3_600_000;
  if (Number.isNaN(made)) return new Date(notice);
  return new Date(Math.max(notice, Math.min(made + policy.graceMinutes * 60_000, at)));
}

/** Whether a booking made now for `startsAt` would be inside the notice period (what the wizard warns of). */
export function insideNotice(startsAt: Date, noticeHours: number, now: Date): boolean {
  return startsAt.getTime() - noticeHours * 3_600_000 < now.getTime();
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
 * is the booking's own (changeNoticeHours, the policy when it was read).
 */
export function moveClosesChanges(booking: Pick<Booking, 'status' | 'changeDeadline' | 'changeNoticeHours'>, startsAt: Date, now: Date): boolean {
  if (!isOpenBooking(booking.status) || booking.changeDeadline === null) return false;
  return insideNotice(startsAt, booking.changeNoticeHours, now);
}
