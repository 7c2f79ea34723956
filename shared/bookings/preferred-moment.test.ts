import { timeWasChosen } from './preferred-moment';

describe('timeWasChosen', () => {
  it('reads midnight in the company clock (Riyadh, UTC+3) as no time chosen', () => {
    expect(timeWasChosen('2026-12-01T21:00:00.000Z')).toBe(false);
    expect(timeWasChosen('2026-12-02T00:00:00+03:00')).toBe(false);
  });

  it('keeps any other time, midnight UTC included', () => {
    expect(timeWasChosen('2026-12-02T07:30:00.000Z')).toBe(true);
    expect(timeWasChosen('2026-12-02T00:00:00.000Z')).toBe(true);
    expect(timeWasChosen('2026-12-01T21:01:00.000Z')).toBe(true);
  });

  it('is false for a value that is not a date', () => {
    expect(timeWasChosen('soon')).toBe(false);
  });
});
