import { percentToBasisPoints, riyalsToHalalas, splitGross } from '../quotes/amounts';

/**
 * The company's commission on a quote line, in exact integers of halalas (1 SAR = 100 halalas).
 *
 * The client pays the partner's cost plus the company's commission (spec section 1): a line's price
 * (quantity x unit price, VAT excluded, as the client was quoted it) is split into the partner's
 * cost and the commission, so cost + commission is always the line's total exactly. The commission
 * is one of:
 * - a percentage of the partner's cost (a mark-up): 20 % on a 1,200.00 line is a cost of 1,000.00
 *   and a commission of 200.00. The cost is the line total / (1 + rate), rounded half up to the
 *   halala (the same rule as a VAT-inclusive amount's net, splitGross), the commission what is left;
 * - a fixed amount in SAR per unit: the commission is quantity x amount, the cost what is left (the
 *   amount can not exceed the unit price).
 * An admin who knows the partner's price instead enters the unit cost: that is stored as the fixed
 * amount unit price - unit cost, so the three ways give one stored rule.
 *
 * The margin of a booking, service, partner or period is its revenue (the accepted quotes' line
 * totals, VAT excluded) less the partners' cost: the sum of the commissions of its costed lines.
 */

export const COMMISSION_KINDS = ['percent', 'amount'] as const;
export type CommissionKind = (typeof COMMISSION_KINDS)[number];

/** How an admin states a line's commission: as a rule, or by the partner's unit cost. */
export const COSTING_BASES = ['percent', 'amount', 'cost'] as const;
export type CostingBasis = (typeof COSTING_BASES)[number];

/** The highest percentage accepted (a mark-up of 1000 % is already ten times the partner's cost). */
export const COMMISSION_PERCENT_MAX = 1000;

/** A stored rule: basis points (20 % = 2000) for a percentage, halalas per unit for an amount. */
export interface CommissionRule {
  kind: CommissionKind;
  value: number;
}

export interface LineSplit {
  /** The line's total, VAT excluded: quantity x unit price. */
  total: number;
  cost: number;
  commission: number;
}

/** A rule as a person types it (percent, or SAR per unit) to the stored integers. */
export function ruleOf(kind: CommissionKind, typed: number): CommissionRule {
  return { kind, value: kind === 'percent' ? percentToBasisPoints(typed) : riyalsToHalalas(typed) };
}

/** The stored rule as a person reads it again: percent, or SAR per unit. */
export function typedValueOf(rule: CommissionRule): number {
  return rule.value / 100;
}

/**
 * The rule an admin's entry stands for on a line of this unit price (halalas); null when it cannot
 * apply: a fixed amount above the unit price, or a unit cost above it (the commission would be negative).
 */
export function ruleFromEntry(basis: CostingBasis, typed: number, unitPriceHalalas: number): CommissionRule | null {
  if (basis === 'cost') {
    const unitCost = riyalsToHalalas(typed);
    return unitCost > unitPriceHalalas ? null : { kind: 'amount', value: unitPriceHalalas - unitCost };
  }
  const rule = ruleOf(basis, typed);
  return rule.kind === 'amount' && rule.value > unitPriceHalalas ? null : rule;
}

/** A line of `quantity` at `unitPriceHalalas` split into the partner's cost and the commission. */
export function splitLine(quantity: number, unitPriceHalalas: number, rule: CommissionRule): LineSplit {
  const total = quantity * unitPriceHalalas;
  if (rule.kind === 'percent') {
    const { net: cost, vat: commission } = splitGross(total, rule.value);
    return { total, cost, commission };
  }
  const commission = Math.min(total, quantity * rule.value);
  return { total, cost: total - commission, commission };
}

/** Margin as a percentage of revenue with one decimal (half up); null without revenue. */
export function marginPercent(marginHalalas: number, revenueHalalas: number): number | null {
  if (revenueHalalas <= 0) return null;
  return Number((BigInt(marginHalalas) * 2000n + BigInt(revenueHalalas)) / (BigInt(revenueHalalas) * 2n)) / 10;
}
