import { isOpenBooking } from '../../shared/bookings/change-policy';
import type { Booking } from '../../shared/types/booking';
import { readReminderHours } from '../bookings/booking-changes.repository';
import type { Db } from '../db/database';
import type { Clock, JobQueue } from '../jobs/job-queue';
import { bookingStart } from './booking-calendar';

/**
 * The reminder before a booking's time (issue 16 item 5). When a booking is made, moved or confirmed,
 * a `remind` job is queued to start `reminderHours` before its time (booking_policy; 24 by default,
 * 0: none), keyed by the booking AND that time: a booking moved gets a new reminder, and a second
 * scheduling for the same time is the same job (queued once, ever, after restarts too). When the job
 * runs it reads the booking again and sends nothing if it is no longer at that time, no longer open
 * (cancelled, completed) or its time has come; so a stale reminder of a moved booking is silent.
 *
 * A booking whose reminder moment has already passed when it is made or moved (its time is closer
 * than the lead time) gets no reminder: the message about the booking or move the client has just
 * received carries the time and the calendar file, and a "reminder" seconds later would be noise.
 */

export const REMIND_JOB = 'remind';

export type ReminderPayload = { bookingId: number; startsAt: string };

export const reminderKey = (bookingId: number, startsAt: Date) => `booking:${bookingId}:reminder:${startsAt.toISOString()}`;

export type ReminderPlan = { at: Date; startsAt: Date } | { skipped: 'noTime' | 'closed' | 'off' | 'tooClose' };

/** When booking's reminder is due, or why it gets none. */
export function planReminder(booking: Pick<Booking, 'status' | 'slotStartsAt' | 'preferedDateAndTime'>, reminderHours: number, now: Date): ReminderPlan {
  if (!isOpenBooking(booking.status)) return { skipped: 'closed' };
  if (reminderHours <= 0) return { skipped: 'off' };
  const startsAt = bookingStart(booking);
  if (!startsAt) return { skipped: 'noTime' };
  const at = new Date(startsAt.getTime() - reminderHours * 3_600_000);
  if (at.getTime() <= now.getTime()) return { skipped: 'tooClose' };
  return { at, startsAt };
}

/** Queues booking's reminder (in the caller's transaction when `db` is one); true when a new one was queued. */
export async function scheduleReminder(deps: { db: Db; jobs: JobQueue; clock: Clock }, booking: Booking): Promise<boolean> {
  const plan = planReminder(booking, await readReminderHours(deps.db), new Date(deps.clock.now()));
  if ('skipped' in plan) return false;
  const payload: ReminderPayload = { bookingId: booking.id, startsAt: plan.startsAt.toISOString() };
  const id = await deps.jobs.enqueue(REMIND_JOB, payload, { dedupeKey: reminderKey(booking.id, plan.startsAt), startAfter: plan.at, db: deps.db });
  return id !== null;
}

/** Whether a reminder queued for `startsAt` is still true of the booking now: open, at that time, ahead. */
export function reminderStillDue(booking: Pick<Booking, 'status' | 'slotStartsAt' | 'preferedDateAndTime'> | undefined, startsAt: string, now: Date): boolean {
  if (!booking || !isOpenBooking(booking.status)) return false;
  const start = bookingStart(booking);
  return start !== null && start.toISOString() === startsAt && start.getTime() > now.getTime();
}
