import { weekSummary } from './use-business-hours';

const day = (weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6, opensAt = '09:00', closesAt = '18:00') => ({ weekday, opensAt, closesAt });

describe('weekSummary (the business hours from the availability week)', () => {
  it('is one run and the weekend for Sunday to Thursday, the defaults', () => {
    expect(weekSummary([day(0), day(1), day(2), day(3), day(4)])).toEqual({
      open: [{ first: 'sunday', last: 'thursday', opens: '09:00', closes: '18:00' }],
      closed: ['friday', 'saturday'],
    });
  });

  it('keeps a run over the end of the week whole: Saturday to Thursday, Friday closed', () => {
    expect(weekSummary([day(6), day(0), day(1), day(2), day(3), day(4)])).toEqual({
      open: [{ first: 'saturday', last: 'thursday', opens: '09:00', closes: '18:00' }],
      closed: ['friday'],
    });
  });

  it('splits the runs where the hours or the days change', () => {
    expect(weekSummary([day(0), day(1), day(2), day(4, '09:00', '13:00'), day(6)])).toEqual({
      open: [
        { first: 'saturday', last: 'tuesday', opens: '09:00', closes: '18:00' },
        { first: 'thursday', last: 'thursday', opens: '09:00', closes: '13:00' },
      ],
      closed: ['wednesday', 'friday'],
    });
  });

  it('has no closed day when the company opens every day, and no run when it opens none', () => {
    expect(weekSummary([0, 1, 2, 3, 4, 5, 6].map((d) => day(d as 0))).closed).toEqual([]);
    expect(weekSummary([])).toEqual({ open: [], closed: ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] });
  });
});
