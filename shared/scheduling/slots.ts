/**
 * The slots of a service (issue 16), as pure functions of the company's availability: what the
 * availability endpoint lists and what the provider checks a booking against are the same rules.
 * Slots start at a weekday's opening time and follow each other every `durationMinutes`, as long as
 * a whole visit fits before closing; each takes up to `capacity` bookings at once.
 */
import type { AvailabilityDay, BlackoutDay, ClosedReason, ServiceSchedule, Slot, WorkingDay } from '../types/availability';
import { addDays, daysBetween, minutesOf, saudiDate, saudiInstant, weekdayOf } from './saudi-clock';

export interface Availability {
  workingHours: readonly WorkingDay[];
  blackoutDays: readonly BlackoutDay[];
}

/** Bookings held per slot start: ISO instant → places taken. */
export type Occupancy = ReadonlyMap<string, number>;

export interface SlotTimes {
  startsAt: Date;
  endsAt: Date;
}

/** Why a date offers no slot at all, or null. (Past is judged per slot, so today keeps its later ones.) */
function closedReason(date: string, availability: Availability, now: Date): { closed: ClosedReason; blackout: BlackoutDay | null } | null {
  if (date < saudiDate(now)) return { closed: 'past', blackout: null };
  const blackout = availability.blackoutDays.find((b) => b.date === date);
  if (blackout) return { closed: 'blackout', blackout };
  if (!availability.workingHours.some((d) => d.weekday === weekdayOf(date))) return { closed: 'closedDay', blackout: null };
  return null;
}

/** Every slot of a weekday's hours on `date`, past ones included (no check of blackouts). */
export function slotTimesOn(date: string, hours: readonly WorkingDay[], durationMinutes: number): SlotTimes[] {
  const day = hours.find((d) => d.weekday === weekdayOf(date));
  if (!day || durationMinutes <= 0) return [];
  const closes = minutesOf(day.closesAt);
  const times: SlotTimes[] = [];
  for (let start = minutesOf(day.opensAt); start + durationMinutes <= closes; start += durationMinutes) {
    times.push({ startsAt: saudiInstant(date, start), endsAt: saudiInstant(date, start + durationMinutes) });
  }
  return times;
}

export interface DaysQuery {
  from: string;
  to: string;
  availability: Availability;
  service: ServiceSchedule;
  occupancy: Occupancy;
  now: Date;
}

/** Each date from `from` to `to` (inclusive) with its slots still ahead and their free places. */
export function availabilityDays({ from, to, availability, service, occupancy, now }: DaysQuery): AvailabilityDay[] {
  const days: AvailabilityDay[] = [];
  for (let i = 0; i <= daysBetween(from, to); i++) {
    const date = addDays(from, i);
    const reason = closedReason(date, availability, now);
    if (reason) {
      days.push({
        date,
        closed: reason.closed,
        blackout: reason.blackout ? { name: reason.blackout.name, arabicName: reason.blackout.arabicName } : null,
        slots: [],
      });
      continue;
    }
    const times = slotTimesOn(date, availability.workingHours, service.durationMinutes);
    const slots: Slot[] = times
      .filter((t) => t.startsAt.getTime() > now.getTime())
      .map((t) => {
        const startsAt = t.startsAt.toISOString();
        return {
          startsAt,
          endsAt: t.endsAt.toISOString(),
          capacity: service.capacity,
          remaining: Math.max(0, service.capacity - (occupancy.get(startsAt) ?? 0)),
        };
      });
    // Today after its last slot has begun is past; hours too short for one visit are a closed day.
    const closed = slots.length > 0 ? null : times.length > 0 ? 'past' : 'closedDay';
    days.push({ date, closed, blackout: null, slots });
  }
  return days;
}

/** What is wrong with booking a slot at `startsAt`, before looking at its places (the database decides those). */
export type SlotProblem = 'slotPast' | 'slotBlackout' | 'slotOutsideHours';

export function slotProblem(startsAt: Date, availability: Availability, service: ServiceSchedule, now: Date): SlotProblem | null {
  if (startsAt.getTime() <= now.getTime()) return 'slotPast';
  const date = saudiDate(startsAt);
  if (availability.blackoutDays.some((b) => b.date === date)) return 'slotBlackout';
  const onGrid = slotTimesOn(date, availability.workingHours, service.durationMinutes).some((t) => t.startsAt.getTime() === startsAt.getTime());
  return onGrid ? null : 'slotOutsideHours';
}

/** The end of the slot that starts at `startsAt`. */
export const slotEnd = (startsAt: Date, durationMinutes: number) => new Date(startsAt.getTime() + durationMinutes * 60_000);
