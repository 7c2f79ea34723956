import { addDays, businessToday, businessYear, isIsoDay } from './quote-dates';

describe('quote dates (company time, Asia/Riyadh)', () => {
  it('takes today and the year in Riyadh, three hours ahead of UTC', () => {
    expect(businessToday(new Date('2026-12-31T20:59:59Z'))).toBe('2026-12-31');
    expect(businessToday(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
    expect(businessYear(new Date('2026-12-31T20:59:59Z'))).toBe(2026);
    expect(businessYear(new Date('2026-12-31T21:00:00Z'))).toBe(2027);
  });

  it('knows a real day from a malformed or impossible one', () => {
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
