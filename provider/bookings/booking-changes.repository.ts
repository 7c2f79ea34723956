import { DEFAULT_CHANGE_GRACE_MINUTES, DEFAULT_CHANGE_NOTICE_HOURS, DEFAULT_REMINDER_HOURS } from '../../shared/scheduling/schedule-defaults';
import { CLIENT_CHANGEABLE_STATUSES, type ChangePolicy } from '../../shared/bookings/change-policy';
import type { Role } from '../../shared/constants';
import type { BookingChange } from '../../shared/types/booking';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { releasePlace, takePlace } from '../scheduling/scheduling.repository';
import type { BookedSlot } from './bookings.repository';
import { anyOf } from '../db/id-list';

/** The notice period (hours before a booking's time) a client's move or cancellation needs. */
export async function readChangeNoticeHours(db: Db): Promise<number> {
  const row = await db.selectFrom('booking_policy').select('change_notice_hours').executeTakeFirst();
  return row?.change_notice_hours ?? DEFAULT_CHANGE_NOTICE_HOURS;
}

/** The notice period and the grace period after a booking is made, as a booking is held to them. */
export async function readChangePolicy(db: Db): Promise<ChangePolicy> {
  const row = await db.selectFrom('booking_policy').select(['change_notice_hours', 'change_grace_minutes']).executeTakeFirst();
  return { noticeHours: row?.change_notice_hours ?? DEFAULT_CHANGE_NOTICE_HOURS, graceMinutes: row?.change_grace_minutes ?? DEFAULT_CHANGE_GRACE_MINUTES };
}

/** How many hours before its time a booking's reminder goes out (0: none). */
export async function readReminderHours(db: Db): Promise<number> {
  const row = await db.selectFrom('booking_policy').select('reminder_hours').executeTakeFirst();
  return row?.reminder_hours ?? DEFAULT_REMINDER_HOURS;
}

/** The notice period, and the reminders' lead time and the grace period when given (left as they were otherwise). */
export async function saveChangeNoticeHours(db: Db, hours: number, reminderHours?: number, graceMinutes?: number): Promise<void> {
  const set = {
    change_notice_hours: hours,
    ...(reminderHours === undefined ? {} : { reminder_hours: reminderHours }),
    ...(graceMinutes === undefined ? {} : { change_grace_minutes: graceMinutes }),
  };
  await db
    .insertInto('booking_policy')
    .values(set)
    .onConflict((oc) => oc.column('id').doUpdateSet(set))
    .execute();
}

/** The moves and cancellations of the bookings `ids`, oldest first, by booking. */
export async function changesOf(db: Db, ids: readonly number[]): Promise<Map<number, BookingChange[]>> {
  const byBooking = new Map<number, BookingChange[]>();
  if (ids.length === 0) return byBooking;
  const rows = await db.selectFrom('booking_changes').selectAll().where('booking_id', '=', anyOf(ids)).orderBy('id').execute();
  for (const row of rows) {
    const list = byBooking.get(row.booking_id) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      fromStartsAt: row.from_starts_at?.toISOString() ?? null,
      toStartsAt: row.to_starts_at?.toISOString() ?? null,
      reason: row.reason,
      byRole: row.by_role as Role,
      at: row.created_at.toISOString(),
    });
    byBooking.set(row.booking_id, list);
  }
  return byBooking;
}

/** Who changes a booking, and why. */
export interface ChangeAuthor {
  userId: number;
  role: Role;
  reason: string;
}

export type MoveOutcome = 'moved' | 'full' | 'changed';

/**
 * Moves booking `id` from the slot it was read with (`fromStartsAt`, null for a booking made without
 * one) to `to`, in one transaction: lock the booking's row (a concurrent move or cancellation of the
 * same booking waits, then finds it changed), take a place of the new slot (the same conditional
 * upsert a booking takes it with, so two moves into its last place cannot both succeed), point the
 * booking at it, give the old place back, record the move. 'full': the new slot has no place left;
 * 'changed': the booking is no longer open or no longer at `fromStartsAt`. Either way nothing is written.
 */
export async function moveBooking(db: Db, id: number, fromStartsAt: Date | null, to: BookedSlot, by: ChangeAuthor): Promise<MoveOutcome> {
  return inTransaction(db, async (trx) => {
    const current = await trx
      .selectFrom('bookings')
      .select(['status', 'slot_service_id', 'slot_starts_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!current || !CLIENT_CHANGEABLE_STATUSES.includes(current.status)) return 'changed';
    if ((current.slot_starts_at?.getTime() ?? null) !== (fromStartsAt?.getTime() ?? null)) return 'changed';
    if (!(await takePlace(trx, to.serviceId, to.startsAt, to.capacity))) return 'full';
    await trx
      .updateTable('bookings')
      .set({
        slot_service_id: to.serviceId,
        slot_starts_at: to.startsAt,
        slot_minutes: to.minutes,
        prefered_date_and_time: to.startsAt,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    if (current.slot_service_id !== null && current.slot_starts_at !== null) await releasePlace(trx, current.slot_service_id, current.slot_starts_at);
    await trx
      .insertInto('booking_changes')
      .values({
        booking_id: id,
        kind: 'moved',
        from_starts_at: fromStartsAt,
        to_starts_at: to.startsAt,
        reason: by.reason,
        by_user_id: by.userId,
        by_role: by.role,
      })
      .execute();
    return 'moved';
  });
}

/** Records a cancellation (inside the transaction that cancelled it) and keeps its reason on the booking. */
export async function recordCancellation(trx: Db, id: number, fromStartsAt: Date | null, by: ChangeAuthor): Promise<void> {
  await trx.updateTable('bookings').set({ cancellation_reason: by.reason }).where('id', '=', id).execute();
  await trx
    .insertInto('booking_changes')
    .values({ booking_id: id, kind: 'cancelled', from_starts_at: fromStartsAt, to_starts_at: null, reason: by.reason, by_user_id: by.userId, by_role: by.role })
    .execute();
}
