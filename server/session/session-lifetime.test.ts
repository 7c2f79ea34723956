import { cookieMaxAgeMs, isPastAbsoluteLimit, sessionLimits, sessionTtlMs, sessionTtlSeconds } from './session-lifetime';

const DAY = 86_400_000;
const limits = sessionLimits({ sessionIdleMinutes: 60, sessionAbsoluteHours: 24 });

describe('session lifetime', () => {
  it('converts the configured minutes and hours', () => {
    expect(limits).toEqual({ idleMs: 3_600_000, absoluteMs: DAY });
  });

  it('keeps the cookie 7 days, or less when sessions may not live that long', () => {
    expect(cookieMaxAgeMs(sessionLimits({ sessionIdleMinutes: 10_080, sessionAbsoluteHours: 168 }))).toBe(7 * DAY);
    expect(cookieMaxAgeMs(sessionLimits({ sessionIdleMinutes: 10_080, sessionAbsoluteHours: 720 }))).toBe(7 * DAY);
    expect(cookieMaxAgeMs(limits)).toBe(DAY);
  });

  it('gives a session the idle timeout, cut short near the absolute deadline', () => {
    const login = 1_000_000;
    expect(sessionTtlMs({ createdAt: login }, limits, login)).toBe(3_600_000);
    expect(sessionTtlMs({ createdAt: login }, limits, login + DAY - 60_000)).toBe(60_000);
    expect(sessionTtlSeconds({ createdAt: login }, limits, login + DAY - 1500)).toBe(2);
    expect(sessionTtlSeconds({ createdAt: login }, limits, login + DAY + 5000)).toBe(0);
    expect(sessionTtlMs({}, limits, login)).toBe(3_600_000);
  });

  it('knows when the absolute limit has passed', () => {
    expect(isPastAbsoluteLimit({ createdAt: 0 }, limits, DAY - 1)).toBe(false);
    expect(isPastAbsoluteLimit({ createdAt: 0 }, limits, DAY)).toBe(true);
    expect(isPastAbsoluteLimit({}, limits, DAY * 100)).toBe(false);
  });
});
