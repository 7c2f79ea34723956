import { CLIENT_CHANGEABLE_STATUSES, isOpenBooking } from '../../shared/bookings/change-policy';
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

const REBUILD_BATCH = 500;

/**
 * Queues the reminder of every open booking whose reminder is still ahead and is not in the outbox
 * (a database restored from a backup taken before the outbox existed, whose pg-boss jobs the backup
 * left out). Reminders the outbox holds, sent or not, are left to it: none goes out twice. Returns
 * how many were queued.
 */
export async function rebuildReminders(deps: { db: Db; jobs: JobQueue; clock: Clock }): Promise<number> {
  const now = new Date(deps.clock.now());
  const hours = await readReminderHours(deps.db);
  if (hours <= 0) return 0;
  // A reminder still ahead is for a booking at least `hours` ahead, by its slot or its preferred time.
  const horizon = new Date(now.getTime() + hours * 3_600_000);
  let after = 0;
  let queued = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('bookings')
      .select(['id', 'status', 'slot_starts_at', 'prefered_date_and_time'])
      .where('status', 'in', [...CLIENT_CHANGEABLE_STATUSES])
      .where((eb) => eb.or([eb('slot_starts_at', '>', horizon), eb.and([eb('slot_starts_at', 'is', null), eb('prefered_date_and_time', '>', horizon)])]))
      .where('id', '>', after)
      .orderBy('id')
      .limit(REBUILD_BATCH)
      .execute();
    const plans = rows.flatMap((row) => {
      const plan = planReminder(
        {
          status: row.status,
          slotStartsAt: row.slot_starts_at ? new Date(row.slot_starts_at).toISOString() : null,
          preferedDateAndTime: new Date(row.prefered_date_and_time).toISOString(),
        },
        hours,
        now,
      );
      return 'skipped' in plan ? [] : [{ bookingId: row.id, ...plan, key: reminderKey(row.id, plan.startsAt) }];
    });
    const known =
      plans.length === 0
        ? new Set<string>()
        : new Set(
            (
              await deps.db
                .selectFrom('job_outbox')
                .select('dedupe_key')
                .where(
                  'dedupe_key',
                  'in',
                  plans.map((p) => p.key),
                )
                .execute()
            ).map((r) => r.dedupe_key),
          );
    for (const plan of plans.filter((p) => !known.has(p.key))) {
      const payload: ReminderPayload = { bookingId: plan.bookingId, startsAt: plan.startsAt.toISOString() };
      if ((await deps.jobs.enqueue(REMIND_JOB, payload, { dedupeKey: plan.key, startAfter: plan.at })) !== null) queued += 1;
    }
    if (rows.length < REBUILD_BATCH) return queued;
    after = rows.at(-1)!.id;
  }
}
