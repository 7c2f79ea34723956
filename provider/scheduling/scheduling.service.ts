import { BUSINESS_TIME_ZONE } from '../../shared/constants';
import { SCHEDULE_LIMITS } from '../../shared/scheduling/schedule-defaults';
import { addDays, daysBetween, saudiInstant } from '../../shared/scheduling/saudi-clock';
import { availabilityDays, slotProblem, type SlotProblem } from '../../shared/scheduling/slots';
import type { AvailabilitySettings, ServiceAvailability, ServiceSchedule } from '../../shared/types/availability';
import { V } from '../../shared/validation/rules';
import type { Db } from '../db/database';
import { badRequest } from '../http/http-error';
import { readChangePolicy, readReminderHours } from '../bookings/booking-changes.repository';
import { allServiceSchedules, occupancyBetween, readAvailability, serviceSchedule } from './scheduling.repository';

export async function availabilitySettings(db: Db): Promise<AvailabilitySettings> {
  const [availability, services, policy, reminderHours] = await Promise.all([
    readAvailability(db),
    allServiceSchedules(db),
    readChangePolicy(db),
    readReminderHours(db),
  ]);
  return {
    timeZone: BUSINESS_TIME_ZONE,
    ...availability,
    services,
    changeNoticeHours: policy.noticeHours,
    changeGraceMinutes: policy.graceMinutes,
    reminderHours,
  };
}

/** The dates asked for, checked: in order and at most SCHEDULE_LIMITS.rangeDaysMax days. */
export function checkRange(from: string, to: string): void {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw badRequest({ to: [V('dateRangeInvalid')] });
  if (days > SCHEDULE_LIMITS.rangeDaysMax) throw badRequest({ to: [V('dateRangeTooLong')] });
}

/** A service's days from `from` to `to` (Saudi dates, inclusive) with their slots and free places. */
export async function serviceAvailability(db: Db, serviceId: number, from: string, to: string, now: Date): Promise<ServiceAvailability> {
  checkRange(from, to);
  const [availability, service, policy] = await Promise.all([readAvailability(db), serviceSchedule(db, serviceId), readChangePolicy(db)]);
  const occupancy = await occupancyBetween(db, serviceId, saudiInstant(from, 0), saudiInstant(addDays(to, 1), 0));
  return {
    serviceId,
    timeZone: BUSINESS_TIME_ZONE,
    durationMinutes: service.durationMinutes,
    capacity: service.capacity,
    from,
    to,
    days: availabilityDays({ from, to, availability, service, occupancy, now }),
    changeNoticeHours: policy.noticeHours,
    changeGraceMinutes: policy.graceMinutes,
  };
}

/**
 * The schedule to book a slot of `serviceId` at `startsAt` with, or a 400 naming the problem under
 * `field`: past, a day off, or not one of the service's slots. Whether a place is left is decided
 * by the database when the booking takes it (scheduling.repository.ts takePlace).
 */
export async function checkSlot(db: Db, serviceId: number, startsAt: Date, now: Date, field: string): Promise<ServiceSchedule> {
  const [availability, service] = await Promise.all([readAvailability(db), serviceSchedule(db, serviceId)]);
  const problem: SlotProblem | null = slotProblem(startsAt, availability, service, now);
  if (problem) throw badRequest({ [field]: [V(problem)] });
  return service;
}
