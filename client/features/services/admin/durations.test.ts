import { averageMinimumDuration } from './durations';

describe('average minimum duration of the services', () => {
  it('is null without services', () => {
    expect(averageMinimumDuration([])).toBeNull();
  });

  it('averages services of one unit in that unit', () => {
    expect(
      averageMinimumDuration([
        { durationMin: 2, durationUnit: 'Day' },
        { durationMin: 3, durationUnit: 'Day' },
      ]),
    ).toEqual({ value: 2.5, unit: 'Day' });
  });

  it('averages mixed units in hours and shows the largest unit that fits', () => {
    // 4 hours and 2 days: (4 + 48) / 2 = 26 hours = 1.1 days
    expect(
      averageMinimumDuration([
        { durationMin: 4, durationUnit: 'Hour' },
        { durationMin: 2, durationUnit: 'Day' },
      ]),
    ).toEqual({ value: 1.1, unit: 'Day' });
    expect(
      averageMinimumDuration([
        { durationMin: 2, durationUnit: 'Hour' },
        { durationMin: 4, durationUnit: 'Hour' },
      ]),
    ).toEqual({ value: 3, unit: 'Hour' });
    // 2 weeks and 1 month (30 days): (336 + 720) / 2 = 528 hours = 3.1 weeks
    expect(
      averageMinimumDuration([
        { durationMin: 2, durationUnit: 'Week' },
        { durationMin: 1, durationUnit: 'Month' },
      ]),
    ).toEqual({ value: 3.1, unit: 'Week' });
  });
});
