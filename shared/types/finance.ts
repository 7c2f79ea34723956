import type { CommissionKind } from '../finance/commission';

/**
 * The company's money side of the work (issue 27 item 7), for Admins only: what each quote line
 * costs the partner and earns the company, the margins, the partners' statements and payouts.
 * Amounts are SAR with at most two decimals, computed by the provider from exact halalas
 * (shared/finance/commission.ts). None of it is ever part of a quote or invoice a client reads.
 */

/** A service's default commission, applied to the lines of every quote issued for it afterwards. */
export interface ServiceCommission {
  serviceId: number;
  serviceTitle: string;
  serviceArabicTitle: string;
  /** null: no default; the lines of its quotes stay uncosted until an admin costs them. */
  kind: CommissionKind | null;
  /** Percent (20 = 20 %) or SAR per unit; null with kind. */
  value: number | null;
  updatedAt: string | null;
}

/** One quote line with its price and, once costed, the partner's cost and the commission. */
export interface CostedLine {
  itemId: number;
  name: string;
  arabicName: string;
  quantity: number;
  unitPrice: number;
  /** quantity x unitPrice, VAT excluded. */
  total: number;
  /** null while the line is not costed. */
  kind: CommissionKind | null;
  /** Percent, or SAR per unit. */
  value: number | null;
  partnerCost: number | null;
  commission: number | null;
  /** The service the line counts under in the margins; null when none could be told. */
  serviceId: number | null;
  /** The partner whose cost it is; null: the booking's only assigned partner, if it has one. */
  partnerId: number | null;
}

/** GET /Finance/quotes/:id/costing: a quote's lines as the company sees them. */
export interface QuoteCosting {
  quoteId: number;
  quoteNumber: string;
  bookingId: number;
  status: string;
  clientName: string;
  lines: CostedLine[];
  revenue: number;
  /** Over the costed lines only. */
  partnerCost: number;
  margin: number;
  uncostedLines: number;
  /** The services a line may count under: the booking's. */
  services: Array<{ id: number; title: string; arabicTitle: string }>;
  /** The partners a line's cost may be owed to: those assigned to the booking (not declined or withdrawn). */
  partners: Array<{ id: number; name: string; arabicName: string }>;
}

export const MARGIN_GROUPS = ['booking', 'service', 'partner', 'month'] as const;
export type MarginGroup = (typeof MARGIN_GROUPS)[number];

/** One row of the margins report: a booking, service, partner or month. */
export interface MarginRow {
  /** The booking's, service's or partner's id; null for lines without a service or partner; the month's "YYYY-MM". */
  key: string | null;
  /** What the row is called: "#12 · client name", the service's or partner's names, the month. */
  label: string;
  arabicLabel: string;
  bookings: number;
  revenue: number;
  partnerCost: number;
  margin: number;
  /** Margin over revenue, one decimal; null without revenue. */
  marginPercent: number | null;
  uncostedLines: number;
  /** For a booking row: its accepted quote, to cost it. */
  quoteId: number | null;
}

export interface MarginReport {
  groupBy: MarginGroup;
  /** The period (days in company time, inclusive) on the quotes' acceptance day. */
  from: string;
  to: string;
  rows: MarginRow[];
  totals: Omit<MarginRow, 'key' | 'label' | 'arabicLabel' | 'quoteId'>;
  /** Only for bookings: the report lists the first MARGIN_ROWS_MAX rows by margin. */
  truncated: boolean;
}

/** A payout made to a partner. */
export interface PartnerPayout {
  id: number;
  partnerId: number;
  amount: number;
  /** The day it was paid (YYYY-MM-DD). */
  paidOn: string;
  reference: string;
  note: string;
  recordedBy: string;
  createdAt: string;
}

/** A job the partner finished in the statement's month, and what it owes them. */
export interface StatementJob {
  bookingId: number;
  quoteNumber: string | null;
  clientName: string;
  /** When the partner marked it done (ISO instant). */
  doneAt: string;
  /** The partner's cost of the booking's accepted quote's lines owed to them. */
  amountOwed: number;
  uncostedLines: number;
}

/** GET /Finance/partners/:id/statement?month=YYYY-MM */
export interface PartnerStatement {
  partnerId: number;
  partnerName: string;
  partnerArabicName: string;
  month: string;
  /** Owed and not paid before the month began. */
  openingBalance: number;
  jobs: StatementJob[];
  owedInMonth: number;
  payouts: PartnerPayout[];
  paidInMonth: number;
  /** openingBalance + owedInMonth - paidInMonth. */
  closingBalance: number;
}

/** POST /Finance/payouts */
export interface PayoutInput {
  partnerId: number;
  amount: number;
  paidOn: string;
  reference?: string;
  note?: string;
}

/** PUT /Finance/quotes/:id/lines/:itemId */
export interface LineCostingInput {
  basis: 'percent' | 'amount' | 'cost';
  value: number;
  serviceId?: number | null;
  partnerId?: number | null;
}

/** PUT /Finance/services/:id/commission; kind null removes the default. */
export interface ServiceCommissionInput {
  kind: CommissionKind | null;
  value?: number | null;
}
