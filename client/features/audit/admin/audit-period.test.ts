import { periodRange } from './audit-period';

describe('audit periods', () => {
  it('end today and reach back the number of days they name, today included', () => {
    expect(periodRange('today', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodRange('week', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('month', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(periodRange('year', '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
  });
});
