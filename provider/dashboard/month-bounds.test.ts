import { monthBounds } from './month-bounds';

describe('monthBounds', () => {
  it('takes the month on the Riyadh clock (UTC+3)', () => {
    // 22:30 UTC on 31 May is already 1 June in Riyadh.
    const bounds = monthBounds(new Date('2025-05-31T22:30:00Z'), 'Asia/Riyadh');
    expect(bounds.thisMonthStart.toISOString()).toBe('2025-05-31T21:00:00.000Z');
    expect(bounds.lastMonthStart.toISOString()).toBe('2025-04-30T21:00:00.000Z');
  });

  it('wraps January back to December of the year before', () => {
    const bounds = monthBounds(new Date('2026-01-15T12:00:00Z'), 'Asia/Riyadh');
    expect(bounds.thisMonthStart.toISOString()).toBe('2025-12-31T21:00:00.000Z');
    expect(bounds.lastMonthStart.toISOString()).toBe('2025-11-30T21:00:00.000Z');
  });

  it('works in UTC and across a daylight-saving change', () => {
    expect(monthBounds(new Date('2025-03-10T00:00:00Z'), 'UTC').thisMonthStart.toISOString()).toBe('2025-03-01T00:00:00.000Z');
    // Berlin: 1 April is summer time (UTC+2), 1 March winter time (UTC+1).
    const berlin = monthBounds(new Date('2025-04-10T00:00:00Z'), 'Europe/Berlin');
    expect(berlin.thisMonthStart.toISOString()).toBe('2025-03-31T22:00:00.000Z');
    expect(berlin.lastMonthStart.toISOString()).toBe('2025-02-28T23:00:00.000Z');
  });
});
