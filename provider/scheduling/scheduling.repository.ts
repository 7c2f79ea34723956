import { sql } from 'kysely';
import { DEFAULT_SERVICE_SCHEDULE, DEFAULT_WORKING_HOURS } from '../../shared/scheduling/schedule-defaults';
import { minutesOf, timeOf } from '../../shared/scheduling/saudi-clock';
import type { Occupancy } from '../../shared/scheduling/slots';
import type { BlackoutDay, ServiceSchedule, WeekdayIndex, WorkingDay } from '../../shared/types/availability';
import type { Db } from '../db/database';

const WEEKDAY_INDEXES: readonly WeekdayIndex[] = [0, 1, 2, 3, 4, 5, 6];
import { inTransaction } from '../db/transaction';

/** The open weekdays: the saved week, or the defaults until one is saved. */
export async function readWorkingHours(db: Db): Promise<WorkingDay[]> {
  const rows = await db.selectFrom('working_hours').selectAll().orderBy('weekday').execute();
  if (rows.length === 0) return DEFAULT_WORKING_HOURS.map((day) => ({ ...day }));
  return rows.flatMap((r) =>
    r.opens_minute === null || r.closes_minute === null
      ? []
      : [{ weekday: r.weekday as WeekdayIndex, opensAt: timeOf(r.opens_minute), closesAt: timeOf(r.closes_minute) }],
  );
}

export async function readBlackoutDays(db: Db): Promise<BlackoutDay[]> {
  // As text: a date column read as a Date would be placed at the server's local midnight.
  const rows = await db
    .selectFrom('blackout_days')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date'), 'name', 'arabic_name'])
    .orderBy('day')
    .execute();
  return rows.map((r) => ({ date: r.date, name: r.name, arabicName: r.arabic_name }));
}

export async function readAvailability(db: Db): Promise<{ workingHours: WorkingDay[]; blackoutDays: BlackoutDay[] }> {
  const [workingHours, blackoutDays] = await Promise.all([readWorkingHours(db), readBlackoutDays(db)]);
  return { workingHours, blackoutDays };
}

/** Replaces the week's hours: the weekdays given are open, the others closed (a row each, so a closed week stays closed). */
export async function replaceWorkingHours(db: Db, days: readonly WorkingDay[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('working_hours').execute();
    await trx
      .insertInto('working_hours')
      .values(
        WEEKDAY_INDEXES.map((weekday) => {
          const open = days.find((d) => d.weekday === weekday);
          return { weekday, opens_minute: open ? minutesOf(open.opensAt) : null, closes_minute: open ? minutesOf(open.closesAt) : null };
        }),
      )
      .execute();
  });
}

export async function replaceBlackoutDays(db: Db, days: readonly BlackoutDay[]): Promise<void> {
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('blackout_days').execute();
    if (days.length === 0) return;
    await trx
      .insertInto('blackout_days')
      .values(days.map((d) => ({ day: d.date, name: d.name, arabic_name: d.arabicName })))
      .execute();
  });
}

/** A service's schedule, the defaults when none was set. */
export async function serviceSchedule(db: Db, serviceId: number): Promise<ServiceSchedule> {
  const row = await db.selectFrom('service_schedules').selectAll().where('service_id', '=', serviceId).executeTakeFirst();
  return row ? { serviceId, durationMinutes: row.duration_minutes, capacity: row.capacity } : { serviceId, ...DEFAULT_SERVICE_SCHEDULE };
}

/** Every service's schedule, in service order. */
export async function allServiceSchedules(db: Db): Promise<ServiceSchedule[]> {
  const rows = await db
    .selectFrom('services')
    .leftJoin('service_schedules', 'service_schedules.service_id', 'services.id')
    .select(['services.id', 'service_schedules.duration_minutes', 'service_schedules.capacity'])
    .orderBy('services.id')
    .execute();
  return rows.map((r) => ({
    serviceId: r.id,
    durationMinutes: r.duration_minutes ?? DEFAULT_SERVICE_SCHEDULE.durationMinutes,
    capacity: r.capacity ?? DEFAULT_SERVICE_SCHEDULE.capacity,
  }));
}

export async function saveServiceSchedule(db: Db, schedule: ServiceSchedule): Promise<void> {
  await db
    .insertInto('service_schedules')
    .values({ service_id: schedule.serviceId, duration_minutes: schedule.durationMinutes, capacity: schedule.capacity })
    .onConflict((oc) => oc.column('service_id').doUpdateSet({ duration_minutes: schedule.durationMinutes, capacity: schedule.capacity }))
    .execute();
}

/** Places taken per slot start of a service from `from` (inclusive) to `to` (exclusive). */
export async function occupancyBetween(db: Db, serviceId: number, from: Date, to: Date): Promise<Occupancy> {
  const rows = await db
    .selectFrom('slot_occupancy')
    .select(['starts_at', 'taken'])
    .where('service_id', '=', serviceId)
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to)
    .execute();
  return new Map(rows.map((r) => [r.starts_at.toISOString(), r.taken]));
}

/**
 * Takes one place of a slot if fewer than `capacity` are taken; false when it is full. One statement
 * on the slot's row: concurrent callers wait for each other's row lock and each sees the count the
 * one before it committed (PostgreSQL re-checks the WHERE of ON CONFLICT DO UPDATE on the newest row
 * version), so no two can take the last place. Call it inside the booking's transaction, so a
 * booking that fails afterwards gives its place back by rolling back.
 */
export async function takePlace(db: Db, serviceId: number, startsAt: Date, capacity: number): Promise<boolean> {
  if (capacity < 1) return false;
  const row = await db
    .insertInto('slot_occupancy')
    .values({ service_id: serviceId, starts_at: startsAt, taken: 1 })
    .onConflict((oc) =>
      oc.columns(['service_id', 'starts_at']).doUpdateSet({ taken: sql<number>`slot_occupancy.taken + 1` }).where('slot_occupancy.taken', '<', capacity),
    )
    .returning('taken')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a place back (a cancelled booking). */
export async function releasePlace(db: Db, serviceId: number, startsAt: Date): Promise<void> {
  await db
    .updateTable('slot_occupancy')
    .set({ taken: sql<number>`taken - 1` })
    .where('service_id', '=', serviceId)
    .where('starts_at', '=', startsAt)
    .where('taken', '>', 0)
    .execute();
}
