/**
 * Quote arithmetic in exact integers of halalas (1 SAR = 100 halalas), shared by the provider, which
 * computes and stores every amount, and the create form, which shows the same totals live.
 *
 * Rounding rule: unit prices have at most two decimals, so each is an exact number of halalas, and a
 * line total (whole quantity x unit price) is exact too. Tax is taken once, on the subtotal (not per
 * line), at a rate in basis points (5 % = 500), and rounded half up to the nearest halala:
 * 0.5 halala and more rounds up, less rounds down. The total is subtotal + tax.
 */

export const HALALAS_PER_RIYAL = 100;

/** SAR with at most two decimals (already validated) to halalas; Math.round absorbs the binary fraction (0.29 * 100 = 28.999…). */
export function riyalsToHalalas(riyals: number): number {
  return Math.round(riyals * HALALAS_PER_RIYAL);
}

export function halalasToRiyals(halalas: number): number {
  return halalas / HALALAS_PER_RIYAL;
}

/** 5 -> 500, 2.5 -> 250: a percentage with at most two decimals as an integer. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/** The tax on a subtotal, half up to the halala. BigInt, so a large subtotal times the rate never loses precision. */
export function taxOnSubtotal(subtotalHalalas: number, rateBasisPoints: number): number {
  return Number((BigInt(subtotalHalalas) * BigInt(rateBasisPoints) + 5_000n) / 10_000n);
}

/**
 * An amount paid or refunded with VAT included, split into its net and its VAT at a rate: the VAT
 * is what the net, rounded half up to the halala, leaves of the amount (so net + VAT is always the
 * amount exactly, as ZATCA's totals require).
 */
export function splitGross(grossHalalas: number, rateBasisPoints: number): { net: number; vat: number } {
  const net = Number((BigInt(grossHalalas) * 10_000n * 2n + BigInt(10_000 + rateBasisPoints)) / (BigInt(10_000 + rateBasisPoints) * 2n));
  return { net, vat: grossHalalas - net };
}

export interface QuoteLineInput {
  quantity: number;
  /** SAR, at most two decimals. */
  unitPrice: number;
}

export interface QuoteAmounts {
  /** Each line's total, in the order of the lines. */
  lines: number[];
  subtotal: number;
  tax: number;
  total: number;
}

/** Every amount of a quote, in halalas. A line that is not (yet) a valid number counts as 0, so a half-typed form still adds up. */
export function computeQuoteAmounts(items: readonly QuoteLineInput[], taxRatePercent: number): QuoteAmounts {
  const valid = (n: number) => (Number.isFinite(n) && n >= 0 ? n : 0);
  const lines = items.map((item) => Math.trunc(valid(item.quantity)) * riyalsToHalalas(valid(item.unitPrice)));
  const subtotal = lines.reduce((sum, line) => sum + line, 0);
  const tax = taxOnSubtotal(subtotal, percentToBasisPoints(taxRatePercent));
  return { lines, subtotal, tax, total: subtotal + tax };
}
