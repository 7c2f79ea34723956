import type { WorkingDay } from '../../shared/types/availability';
import { bookingWindow, clashOf, ineligibilityOf, overlaps, type PartnerProfile, sharedHours, type TimeWindow, withinHours } from './dispatch-rules';

// 2026-12-06 is a Sunday; Saudi time is UTC+3.
const at = (saudi: string) => new Date(`${saudi}+03:00`);
const win = (from: string, to: string): TimeWindow => ({ startsAt: at(from), endsAt: at(to) });
const WEEK: WorkingDay[] = [0, 1, 2, 3, 4].map((weekday) => ({ weekday: weekday as WorkingDay['weekday'], opensAt: '09:00', closesAt: '18:00' }));
const company = { workingHours: WEEK, blackoutDays: ['2026-12-10'] };
const partner: PartnerProfile = { id: 1, archived: false, serviceId: 7, cities: ['jeddah'], workingDays: null, daysOff: ['2026-12-08'] };
const booking = { serviceId: 7, city: 'jeddah', window: win('2026-12-06T10:00:00', '2026-12-06T12:00:00') };

describe('bookingWindow', () => {
  it('is the slot when the booking has one, else the preferred time for the visit length (an hour by default)', () => {
    expect(bookingWindow({ slotStartsAt: at('2026-12-06T10:00:00'), slotMinutes: 90, preferredAt: at('2026-12-01T00:00:00') })).toEqual(
      win('2026-12-06T10:00:00', '2026-12-06T11:30:00'),
    );
    expect(bookingWindow({ slotStartsAt: null, slotMinutes: null, preferredAt: at('2026-12-06T14:00:00') })).toEqual(
      win('2026-12-06T14:00:00', '2026-12-06T15:00:00'),
    );
    expect(bookingWindow({ slotStartsAt: null, slotMinutes: null, preferredAt: at('2026-12-06T14:00:00') }, 30)).toEqual(
      win('2026-12-06T14:00:00', '2026-12-06T14:30:00'),
    );
  });
});

describe('overlaps and clashOf', () => {
  it('counts any shared minute as a clash, but not back-to-back jobs', () => {
    expect(overlaps(win('2026-12-06T10:00:00', '2026-12-06T12:00:00'), win('2026-12-06T11:59:00', '2026-12-06T13:00:00'))).toBe(true);
    expect(overlaps(win('2026-12-06T10:00:00', '2026-12-06T12:00:00'), win('2026-12-06T12:00:00', '2026-12-06T13:00:00'))).toBe(false);
    expect(overlaps(win('2026-12-06T10:00:00', '2026-12-06T12:00:00'), win('2026-12-06T09:00:00', '2026-12-06T10:00:00'))).toBe(false);
    expect(overlaps(win('2026-12-06T10:00:00', '2026-12-06T12:00:00'), win('2026-12-06T10:30:00', '2026-12-06T11:00:00'))).toBe(true);
  });

  it('names the earliest job the window overlaps, none when free', () => {
    const jobs = [
      { bookingId: 3, window: win('2026-12-06T11:00:00', '2026-12-06T13:00:00') },
      { bookingId: 2, window: win('2026-12-06T09:00:00', '2026-12-06T10:30:00') },
      { bookingId: 1, window: win('2026-12-06T13:00:00', '2026-12-06T14:00:00') },
    ];
    expect(clashOf(booking.window, jobs)?.bookingId).toBe(2);
    expect(clashOf(win('2026-12-06T14:00:00', '2026-12-06T15:00:00'), jobs)).toBeUndefined();
    expect(clashOf(booking.window, [])).toBeUndefined();
  });
});

describe('working hours on top of the company', () => {
  it('are the part of the day both work', () => {
    expect(sharedHours(0, WEEK, null)).toEqual({ opens: 540, closes: 1080 });
    expect(sharedHours(0, WEEK, [{ weekday: 0, opensAt: '07:00', closesAt: '13:00' }])).toEqual({ opens: 540, closes: 780 });
    // Closed for the partner, or for the company (Friday), or no common minute.
    expect(sharedHours(1, WEEK, [{ weekday: 0, opensAt: '07:00', closesAt: '13:00' }])).toBeNull();
    expect(sharedHours(5, WEEK, [{ weekday: 5, opensAt: '09:00', closesAt: '13:00' }])).toBeNull();
    expect(sharedHours(0, WEEK, [{ weekday: 0, opensAt: '18:00', closesAt: '22:00' }])).toBeNull();
  });

  it('hold the whole window', () => {
    const own: WorkingDay[] = [{ weekday: 0, opensAt: '10:00', closesAt: '12:00' }];
    expect(withinHours(win('2026-12-06T10:00:00', '2026-12-06T12:00:00'), WEEK, own)).toBe(true);
    expect(withinHours(win('2026-12-06T10:00:00', '2026-12-06T12:01:00'), WEEK, own)).toBe(false);
    expect(withinHours(win('2026-12-06T09:59:00', '2026-12-06T11:00:00'), WEEK, own)).toBe(false);
    expect(withinHours(win('2026-12-06T17:00:00', '2026-12-06T18:00:00'), WEEK, null)).toBe(true);
  });
});

describe('ineligibilityOf', () => {
  it('lets a live partner of the service and the city, working at that time, take it', () => {
    expect(ineligibilityOf(partner, booking, company)).toBeNull();
    // A booking made before addresses has no city to match.
    expect(ineligibilityOf({ ...partner, cities: [] }, { ...booking, city: null }, company)).toBeNull();
  });

  it.each<[string, Partial<PartnerProfile>, Partial<typeof booking>, string]>([
    ['an archived partner', { archived: true }, {}, 'archived'],
    ['a partner of another service', { serviceId: 8 }, {}, 'otherService'],
    ['a partner whose service was deleted', { serviceId: null }, {}, 'otherService'],
    ['a partner of other cities', { cities: ['riyadh', 'makkah'] }, {}, 'otherCity'],
    ['the partner’s day off', {}, { window: win('2026-12-08T10:00:00', '2026-12-08T11:00:00') }, 'dayOff'],
    ['the company’s day off', {}, { window: win('2026-12-10T10:00:00', '2026-12-10T11:00:00') }, 'dayOff'],
    ['the company’s weekend', {}, { window: win('2026-12-11T10:00:00', '2026-12-11T11:00:00') }, 'outsideHours'],
    ['a partner who stops at noon', { workingDays: [{ weekday: 0, opensAt: '08:00', closesAt: '11:00' }] }, {}, 'outsideHours'],
    ['a partner who does not work Sundays', { workingDays: [{ weekday: 1, opensAt: '08:00', closesAt: '17:00' }] }, {}, 'outsideHours'],
  ])('refuses %s', (_name, partnerChange, bookingChange, reason) => {
    expect(ineligibilityOf({ ...partner, ...partnerChange }, { ...booking, ...bookingChange }, company)).toBe(reason);
  });
});
