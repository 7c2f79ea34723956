import { COMMISSION_KINDS } from '../../shared/finance/commission';
import { MARGIN_GROUPS } from '../../shared/types/finance';
import type { JsonSchema } from '../openapi/yup-to-json-schema';

/** The finance entities on the wire (shared/types/finance.ts), for the OpenAPI document. */

const obj = (properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
});
const str: JsonSchema = { type: 'string' };
const int: JsonSchema = { type: 'integer' };
const sar = (description: string): JsonSchema => ({ type: 'number', description: `${description} (SAR, two decimals)` });
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const kind = nullable({ type: 'string', enum: [...COMMISSION_KINDS], description: "percent: of the partner's cost; amount: SAR per unit" });
const day: JsonSchema = { type: 'string', format: 'date' };
const named = obj({ id: int, name: str, arabicName: str });

const marginFigures = {
  bookings: int,
  revenue: sar('Line totals, VAT excluded'),
  partnerCost: sar('Partner cost of the costed lines'),
  margin: sar('Commission of the costed lines'),
  marginPercent: nullable({ type: 'number', description: 'Margin over the costed revenue, one decimal' }),
  uncostedLines: int,
};

export const FINANCE_SCHEMAS: Record<string, JsonSchema> = {
  ServiceCommission: obj({
    serviceId: int,
    serviceTitle: str,
    serviceArabicTitle: str,
    kind,
    value: nullable({ type: 'number', description: 'Percent, or SAR per unit' }),
    updatedAt: nullable({ type: 'string', format: 'date-time' }),
  }),
  CostedLine: obj({
    itemId: int,
    name: str,
    arabicName: str,
    quantity: int,
    unitPrice: sar('Unit price'),
    total: sar('quantity x unitPrice, VAT excluded'),
    kind,
    value: nullable({ type: 'number' }),
    partnerCost: nullable(sar("The partner's cost")),
    commission: nullable(sar("The company's commission")),
    serviceId: nullable(int),
    partnerId: nullable(int),
  }),
  QuoteCosting: obj({
    quoteId: int,
    quoteNumber: str,
    bookingId: int,
    status: str,
    clientName: str,
    lines: { type: 'array', items: ref('CostedLine') },
    revenue: sar('Line totals, VAT excluded'),
    partnerCost: sar('Costed lines'),
    margin: sar('Costed lines'),
    uncostedLines: int,
    services: { type: 'array', items: obj({ id: int, title: str, arabicTitle: str }) },
    partners: { type: 'array', items: named },
  }),
  MarginRow: obj({
    key: nullable({ type: 'string', description: "The booking's, service's or partner's id, or the month (YYYY-MM); null: no service or no partner" }),
    label: str,
    arabicLabel: str,
    quoteId: nullable(int),
    ...marginFigures,
  }),
  MarginReport: obj({
    groupBy: { type: 'string', enum: [...MARGIN_GROUPS] },
    from: day,
    to: day,
    rows: { type: 'array', items: ref('MarginRow') },
    totals: obj(marginFigures),
    truncated: { type: 'boolean' },
  }),
  PartnerPayout: obj({
    id: int,
    partnerId: int,
    amount: sar('Amount paid'),
    paidOn: day,
    reference: str,
    note: str,
    recordedBy: str,
    createdAt: { type: 'string', format: 'date-time' },
  }),
  StatementJob: obj({
    bookingId: int,
    quoteNumber: nullable(str),
    clientName: str,
    doneAt: { type: 'string', format: 'date-time' },
    amountOwed: sar('Owed to the partner'),
    uncostedLines: int,
  }),
  PartnerStatement: obj({
    partnerId: int,
    partnerName: str,
    partnerArabicName: str,
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    openingBalance: sar('Owed and unpaid before the month'),
    jobs: { type: 'array', items: ref('StatementJob') },
    owedInMonth: sar('Owed for the jobs of the month'),
    payouts: { type: 'array', items: ref('PartnerPayout') },
    paidInMonth: sar('Paid in the month'),
    closingBalance: sar('openingBalance + owedInMonth - paidInMonth'),
  }),
};
