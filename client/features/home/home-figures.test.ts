import { homeFigures } from './home-figures';

describe('homeFigures (one set of figures for the home bands)', () => {
  it('counts the partners the page lists, without a made-up "50+"', () => {
    expect(homeFigures([{ id: 1 }, { id: 2 }, { id: 3 }]).partners).toBe(3);
    expect(homeFigures([]).partners).toBe(0);
    expect(homeFigures(undefined).partners).toBeNull();
  });

  it('gives one satisfaction percentage, a real percentage', () => {
    const { satisfactionPercent } = homeFigures([]);
    expect(satisfactionPercent).toBe(homeFigures(undefined).satisfactionPercent);
    expect(satisfactionPercent).toBeGreaterThan(0);
    expect(satisfactionPercent).toBeLessThanOrEqual(100);
  });
});
