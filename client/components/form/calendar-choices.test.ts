import { dayChoices, timeChoices } from './calendar-choices';

const arab = { language: 'ar', numerals: 'arab' } as const;
const latn = { language: 'ar', numerals: 'latn' } as const;

describe('calendar choices of Arabic pages', () => {
  it('offers the days from the first one on, in words and the page digits', () => {
    const days = dayChoices('2026-02-27', 3, arab);
    expect(days.map((day) => day.value)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(days[0]!.label).toBe('الجمعة، ٢٧ فبراير ٢٠٢٦');
    expect(dayChoices('2026-02-27', 1, latn)[0]!.label).toBe('الجمعة، 27 فبراير 2026');
  });

  it('keeps a chosen day that is not offered, and offers nothing before the day is known', () => {
    expect(dayChoices('2026-03-01', 2, arab, '2026-02-01').map((day) => day.value)).toEqual(['2026-02-01', '2026-03-01', '2026-03-02']);
    expect(dayChoices('', 30, arab)).toEqual([]);
  });

  it('offers the times of a day in steps, in the page digits, never "--:-- --"', () => {
    const times = timeChoices(30, arab);
    expect(times).toHaveLength(48);
    expect(times[21]).toEqual({ value: '10:30', label: '١٠:٣٠ ص' });
    expect(timeChoices(60, latn)[15]).toEqual({ value: '15:00', label: '3:00 م' });
    expect(timeChoices(60, arab, '10:45')[0]!.value).toBe('10:45');
  });
});
