import { growthText } from './growth';

describe('booking growth on the overview', () => {
  it("shows the provider's percentage, up or down", () => {
    expect(growthText(25, 5)).toEqual({ kind: 'percent', value: 25 });
    expect(growthText(-40, 3)).toEqual({ kind: 'percent', value: -40 });
    expect(growthText(0, 4)).toEqual({ kind: 'percent', value: 0 });
  });

  it('says new or none when last month had no bookings (no percentage of zero exists)', () => {
    expect(growthText(null, 3)).toEqual({ kind: 'new' });
    expect(growthText(null, 0)).toEqual({ kind: 'none' });
  });
});
