import { siteFigures } from './site-figures';

describe('siteFigures (one set of figures for the home bands and the about page)', () => {
  it('counts the partners the page lists, without a made-up "50+"', () => {
    expect(siteFigures([{ id: 1 }, { id: 2 }, { id: 3 }]).partners).toBe(3);
    expect(siteFigures([]).partners).toBe(0);
    expect(siteFigures(undefined).partners).toBeNull();
  });

  it('gives one satisfaction percentage, a real percentage', () => {
    const { satisfactionPercent } = siteFigures([]);
    expect(satisfactionPercent).toBe(siteFigures(undefined).satisfactionPercent);
    expect(satisfactionPercent).toBeGreaterThan(0);
    expect(satisfactionPercent).toBeLessThanOrEqual(100);
  });
});
