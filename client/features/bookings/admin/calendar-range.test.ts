import type { Booking } from '../../../../shared/types/booking';
import { byDate, calendarGroupOf, calendarParams, datesOf, shiftAnchor, viewRange, weekOf } from './calendar-range';

describe('the calendar’s ranges', () => {
  it('takes the Sunday-to-Saturday week around a date, and the month', () => {
    expect(weekOf('2027-03-10')).toEqual({ from: '2027-03-07', to: '2027-03-13' });
    expect(weekOf('2027-03-07')).toEqual({ from: '2027-03-07', to: '2027-03-13' });
    expect(viewRange('week', '2027-01-01')).toEqual({ from: '2026-12-27', to: '2027-01-02' });
    expect(viewRange('month', '2028-02-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(datesOf(weekOf('2027-03-10'))).toHaveLength(7);
  });

  it('moves a week or a month at a time, across years', () => {
    expect(shiftAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftAnchor('month', '2027-01-31', -1)).toBe('2026-12-01');
  });

  it('reads the view and date from the address, today’s week otherwise', () => {
    const now = new Date('2027-03-10T22:30:00Z'); // already 11 March in Riyadh
    expect(calendarParams(new URLSearchParams('view=month&date=2027-05-02'), now)).toEqual({ view: 'month', anchor: '2027-05-02' });
    expect(calendarParams(new URLSearchParams('view=year&date=2027-02-30'), now)).toEqual({ view: 'week', anchor: '2027-03-11' });
  });

  it('reads the layout from the address: a lane per partner, else a column per day', () => {
    expect(calendarGroupOf(new URLSearchParams('by=partner'))).toBe('partner');
    expect(calendarGroupOf(new URLSearchParams('by=people'))).toBe('day');
    expect(calendarGroupOf(new URLSearchParams(''))).toBe('day');
  });

  it('groups bookings by their Saudi date: the slot, else the preferred date', () => {
    const booking = (id: number, slotStartsAt: string | null, preferedDateAndTime: string) => ({ id, slotStartsAt, preferedDateAndTime }) as Booking;
    const days = byDate([booking(1, '2027-03-10T21:30:00Z', '2027-01-01T00:00:00Z'), booking(2, null, '2027-03-10T21:00:00Z')]);
    expect([...days.entries()].map(([date, list]) => [date, list.map((b) => b.id)])).toEqual([['2027-03-11', [1, 2]]]);
  });
});
