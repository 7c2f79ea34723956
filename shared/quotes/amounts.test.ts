import { computeQuoteAmounts, halalasToRiyals, percentToBasisPoints, riyalsToHalalas, taxOnSubtotal } from './amounts';

describe('quote amounts (exact halalas)', () => {
  it('turns riyals with two decimals into whole halalas, whatever the binary fraction', () => {
    expect(riyalsToHalalas(0.29)).toBe(29);
    expect(riyalsToHalalas(19.99)).toBe(1999);
    expect(riyalsToHalalas(10_000_000)).toBe(1_000_000_000);
    expect(riyalsToHalalas(9_999_999.99)).toBe(999_999_999);
    expect(halalasToRiyals(1999)).toBe(19.99);
    expect(percentToBasisPoints(5)).toBe(500);
    expect(percentToBasisPoints(2.5)).toBe(250);
    expect(percentToBasisPoints(14.99)).toBe(1499);
  });

  it('rounds the tax half up to the halala', () => {
    expect(taxOnSubtotal(10, 500)).toBe(1); // 0.5 halala -> 1
    expect(taxOnSubtotal(9, 500)).toBe(0); // 0.45 -> 0
    expect(taxOnSubtotal(6002, 500)).toBe(300); // 300.1 -> 300
    expect(taxOnSubtotal(1020, 250)).toBe(26); // 25.5 -> 26
    expect(taxOnSubtotal(0, 500)).toBe(0);
    expect(taxOnSubtotal(5_000_000_000_000_000, 10_000)).toBe(5_000_000_000_000_000);
  });

  it('adds up lines, takes the tax once on the subtotal, and totals', () => {
    const amounts = computeQuoteAmounts(
      [
        { quantity: 3, unitPrice: 19.99 },
        { quantity: 1, unitPrice: 0.05 },
      ],
      5,
    );
    expect(amounts).toEqual({ lines: [5997, 5], subtotal: 6002, tax: 300, total: 6302 });
    // Per-line tax would give 299.85 + 0.25 -> 300 + 0 (or 1): taxing the subtotal once is the rule.
    expect(computeQuoteAmounts([{ quantity: 1, unitPrice: 9600 }], 5)).toEqual({ lines: [960000], subtotal: 960000, tax: 48000, total: 1008000 });
  });

  it('counts a line that is not a valid number yet as nothing (a half-typed form)', () => {
    expect(
      computeQuoteAmounts(
        [
          { quantity: Number.NaN, unitPrice: 10 },
          { quantity: 2, unitPrice: -1 },
          { quantity: 2, unitPrice: 1.5 },
        ],
        5,
      ),
    ).toEqual({
      lines: [0, 0, 300],
      subtotal: 300,
      tax: 15,
      total: 315,
    });
  });
});
