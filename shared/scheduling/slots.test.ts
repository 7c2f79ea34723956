import { DEFAULT_WORKING_HOURS } from './schedule-defaults';
import type { ServiceSchedule } from '../types/availability';
import { addDays, isCalendarDate, saudiDate, saudiInstant, saudiMinutes, weekdayOf } from './saudi-clock';
import { availabilityDays, slotProblem, slotTimesOn, type Availability } from './slots';

const availability: Availability = {
  workingHours: DEFAULT_WORKING_HOURS,
  blackoutDays: [{ date: '2026-12-02', name: 'Holiday', arabicName: 'عطلة' }],
};
const hourly: ServiceSchedule = { serviceId: 1, durationMinutes: 60, capacity: 2 };
// Monday 30 November 2026, 08:00 in Riyadh (05:00 UTC).
const now = new Date('2026-11-30T05:00:00Z');

describe('Saudi clock', () => {
  it('reads Saudi dates and times from an instant whatever the process zone', () => {
    // 22:30 UTC on the 30th is already 01:30 on 1 December in Riyadh.
    expect(saudiDate(new Date('2026-11-30T22:30:00Z'))).toBe('2026-12-01');
    expect(saudiMinutes(new Date('2026-11-30T22:30:00Z'))).toBe(90);
    expect(saudiInstant('2026-12-01', 9 * 60).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });
  it('knows weekdays, real dates and month ends', () => {
    expect(weekdayOf('2026-11-29')).toBe(0); // a Sunday
    expect(weekdayOf('2026-12-04')).toBe(5); // a Friday
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-1-05')).toBe(false);
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('slots', () => {
  it('fills the opening hours with whole visits from opening time', () => {
    const times = slotTimesOn('2026-12-01', DEFAULT_WORKING_HOURS, 60);
    expect(times).toHaveLength(9);
    expect(times[0]!.startsAt.toISOString()).toBe('2026-12-01T06:00:00.000Z'); // 09:00 Riyadh
    expect(times.at(-1)!.endsAt.toISOString()).toBe('2026-12-01T15:00:00.000Z'); // 18:00 Riyadh
    // 90 minutes: 09:00, 10:30, … 16:30 (ends at closing); 120: the last at 15:00 (17:00 would end after).
    expect(slotTimesOn('2026-12-01', DEFAULT_WORKING_HOURS, 90).map((t) => saudiMinutes(t.startsAt) / 60)).toEqual([9, 10.5, 12, 13.5, 15, 16.5]);
    expect(slotTimesOn('2026-12-01', DEFAULT_WORKING_HOURS, 120).map((t) => saudiMinutes(t.startsAt) / 60)).toEqual([9, 11, 13, 15]);
    expect(slotTimesOn('2026-12-04', DEFAULT_WORKING_HOURS, 60)).toEqual([]); // Friday
  });

  it('lists each day with its free places, closed days and blackouts with why', () => {
    const days = availabilityDays({
      from: '2026-11-29',
      to: '2026-12-05',
      availability,
      service: hourly,
      occupancy: new Map([
        ['2026-11-30T06:00:00.000Z', 2],
        ['2026-11-30T07:00:00.000Z', 1],
      ]),
      now,
    });
    expect(days.map((d) => [d.date, d.closed])).toEqual([
      ['2026-11-29', 'past'],
      ['2026-11-30', null],
      ['2026-12-01', null],
      ['2026-12-02', 'blackout'],
      ['2026-12-03', null],
      ['2026-12-04', 'closedDay'],
      ['2026-12-05', 'closedDay'],
    ]);
    expect(days[1]!.slots.slice(0, 3).map((s) => s.remaining)).toEqual([0, 1, 2]);
    expect(days[3]!.blackout).toEqual({ name: 'Holiday', arabicName: 'عطلة' });
    expect(days[2]!.slots).toHaveLength(9);
  });

  it('drops the slots of today that have begun, and calls a day whose slots all began past', () => {
    const afternoon = new Date('2026-11-30T12:30:00Z'); // 15:30 Riyadh
    const [today] = availabilityDays({ from: '2026-11-30', to: '2026-11-30', availability, service: hourly, occupancy: new Map(), now: afternoon });
    expect(today!.slots.map((s) => saudiMinutes(new Date(s.startsAt)) / 60)).toEqual([16, 17]);
    const evening = new Date('2026-11-30T14:30:00Z'); // 17:30
    expect(availabilityDays({ from: '2026-11-30', to: '2026-11-30', availability, service: hourly, occupancy: new Map(), now: evening })[0]!.closed).toBe(
      'past',
    );
  });

  it('calls a day closed when a visit is longer than its hours', () => {
    const long = { ...hourly, durationMinutes: 600 };
    expect(availabilityDays({ from: '2026-12-01', to: '2026-12-01', availability, service: long, occupancy: new Map(), now })[0]!.closed).toBe('closedDay');
  });

  it('judges a chosen slot: past, blackout, off the grid or outside hours, or fine', () => {
    const at = (iso: string) => slotProblem(new Date(iso), availability, hourly, now);
    expect(at('2026-11-30T04:00:00Z')).toBe('slotPast');
    expect(at('2026-12-02T06:00:00Z')).toBe('slotBlackout');
    expect(at('2026-12-01T06:30:00Z')).toBe('slotOutsideHours'); // 09:30, between two slots
    expect(at('2026-12-01T15:00:00Z')).toBe('slotOutsideHours'); // 18:00, closing time
    expect(at('2026-12-04T06:00:00Z')).toBe('slotOutsideHours'); // Friday
    expect(at('2026-12-01T06:00:00Z')).toBeNull();
    expect(at('2026-12-01T14:00:00Z')).toBeNull(); // 17:00, the last
  });
});
