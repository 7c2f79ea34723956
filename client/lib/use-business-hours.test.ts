import { closedDays } from './use-business-hours';

describe('closedDays', () => {
  it('is Friday for Saturday to Thursday (the company hours)', () => {
    expect(closedDays('saturday', 'thursday')).toEqual(['friday']);
  });

  it('lists every day outside the range, also when it wraps over the week end', () => {
    expect(closedDays('sunday', 'thursday')).toEqual(['friday', 'saturday']);
    expect(closedDays('friday', 'monday')).toEqual(['tuesday', 'wednesday', 'thursday']);
  });

  it('is empty when the company opens every day', () => {
    expect(closedDays('saturday', 'friday')).toEqual([]);
  });
});
