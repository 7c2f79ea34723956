import { marginPercent, ruleFromEntry, ruleOf, splitLine, typedValueOf } from './commission';

describe('commission arithmetic', () => {
  describe('a percentage of the partner cost (a mark-up)', () => {
    it('splits a line into cost and commission that add up to its total exactly', () => {
      // 1,200.00 at 20 %: the partner's 1,000.00 plus the company's 200.00.
      expect(splitLine(1, 120_000, ruleOf('percent', 20))).toEqual({ total: 120_000, cost: 100_000, commission: 20_000 });
      // 3 x 99.99 = 299.97 at 15 %: 299.97 / 1.15 = 260.843… → 260.84, the commission 39.13.
      expect(splitLine(3, 9_999, ruleOf('percent', 15))).toEqual({ total: 29_997, cost: 26_084, commission: 3_913 });
    });

    it('rounds the cost half up to the halala', () => {
      // 0.23 at 15 %: 23 / 1.15 = 20 exactly; 0.21 at 10 %: 21 / 1.1 = 19.0909… → 19; 0.33 at 10 %: 30 exactly.
      expect(splitLine(1, 23, ruleOf('percent', 15)).cost).toBe(20);
      expect(splitLine(1, 21, ruleOf('percent', 10)).cost).toBe(19);
      expect(splitLine(1, 33, ruleOf('percent', 10)).cost).toBe(30);
      // 0.05 at 100 %: 2.5 halalas, half up → 3, the commission 2.
      expect(splitLine(1, 5, ruleOf('percent', 100))).toEqual({ total: 5, cost: 3, commission: 2 });
      // 0.07 at 0.01 % (1 basis point): the cost is the whole line, nothing is lost.
      expect(splitLine(1, 7, ruleOf('percent', 0.01))).toEqual({ total: 7, cost: 7, commission: 0 });
    });

    it('takes the percentage on the whole line, not unit by unit', () => {
      // 7 x 0.10 at 50 %: 70 / 1.5 = 46.67 → 47 (unit by unit it would be 7 x 7 = 49).
      expect(splitLine(7, 10, ruleOf('percent', 50))).toEqual({ total: 70, cost: 47, commission: 23 });
    });

    it('keeps the whole price as the cost at 0 %', () => {
      expect(splitLine(2, 55_005, ruleOf('percent', 0))).toEqual({ total: 110_010, cost: 110_010, commission: 0 });
    });

    it('stays exact on large amounts (BigInt)', () => {
      const split = splitLine(9_999, 1_000_000_000, ruleOf('percent', 12.5));
      expect(split.cost + split.commission).toBe(9_999_000_000_000);
      expect(split.cost).toBe(8_888_000_000_000);
    });
  });

  describe('a fixed amount per unit', () => {
    it('takes quantity x amount as the commission', () => {
      expect(splitLine(2, 55_000, ruleOf('amount', 75.5))).toEqual({ total: 110_000, cost: 94_900, commission: 15_100 });
    });

    it('never makes the cost negative', () => {
      expect(splitLine(1, 1_000, { kind: 'amount', value: 5_000 })).toEqual({ total: 1_000, cost: 0, commission: 1_000 });
    });
  });

  describe("an admin's entry", () => {
    it('turns a unit cost into the fixed amount the unit price leaves', () => {
      expect(ruleFromEntry('cost', 400, 55_000)).toEqual({ kind: 'amount', value: 15_000 });
      // 0.29 is 28.999… in binary: still 29 halalas.
      expect(ruleFromEntry('cost', 0.29, 100)).toEqual({ kind: 'amount', value: 71 });
      expect(ruleFromEntry('cost', 550, 55_000)).toEqual({ kind: 'amount', value: 0 });
    });

    it('refuses a cost or an amount above the unit price', () => {
      expect(ruleFromEntry('cost', 550.01, 55_000)).toBeNull();
      expect(ruleFromEntry('amount', 550.01, 55_000)).toBeNull();
      expect(ruleFromEntry('amount', 550, 55_000)).toEqual({ kind: 'amount', value: 55_000 });
    });

    it('keeps a percentage as basis points, and reads it back as typed', () => {
      expect(ruleFromEntry('percent', 17.25, 100)).toEqual({ kind: 'percent', value: 1_725 });
      expect(typedValueOf({ kind: 'percent', value: 1_725 })).toBe(17.25);
      expect(typedValueOf({ kind: 'amount', value: 15_050 })).toBe(150.5);
    });
  });

  describe('margin percentage', () => {
    it('is the margin over the revenue with one decimal, half up', () => {
      expect(marginPercent(20_000, 120_000)).toBe(16.7);
      expect(marginPercent(1, 8)).toBe(12.5);
      // 1 / 16 = 6.25 % → 6.3.
      expect(marginPercent(1, 16)).toBe(6.3);
      expect(marginPercent(0, 500)).toBe(0);
    });

    it('is null without revenue', () => {
      expect(marginPercent(0, 0)).toBeNull();
    });
  });
});
