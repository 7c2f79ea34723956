import { datePartChoices, dayOf, partsOf } from './date-parts';

const arab = { language: 'ar', numerals: 'arab' } as const;
const latn = { language: 'ar', numerals: 'latn' } as const;

describe('the three parts of an Arabic page date field', () => {
  it('splits a day and joins it again, and names nothing until all three are chosen', () => {
    expect(partsOf('2026-02-09')).toEqual({ year: '2026', month: '02', day: '09' });
    expect(partsOf('')).toEqual({ year: '', month: '', day: '' });
    expect(dayOf({ year: '2026', month: '02', day: '09' })).toBe('2026-02-09');
    expect(dayOf({ year: '2026', month: '', day: '09' })).toBe('');
  });

  it("moves a day past the month's end to its last day", () => {
    expect(dayOf({ year: '2026', month: '02', day: '31' })).toBe('2026-02-28');
    expect(dayOf({ year: '2028', month: '02', day: '30' })).toBe('2028-02-29');
  });

  it('labels days, months and years in words and the page digits, never "mm/dd/yyyy"', () => {
    const choices = datePartChoices([2026, 2025], arab);
    expect(choices.day).toHaveLength(31);
    expect(choices.day[25]).toEqual({ value: '26', label: '٢٦' });
    expect(choices.month[10]).toEqual({ value: '11', label: 'نوفمبر' });
    expect(choices.year.map((y) => y.label)).toEqual(['٢٠٢٦', '٢٠٢٥']);
    expect(datePartChoices([2026], latn).year[0]!.label).toBe('2026');
  });
});
