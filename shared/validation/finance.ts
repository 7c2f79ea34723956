import * as yup from 'yup';
import { COMMISSION_KINDS, COMMISSION_PERCENT_MAX, COSTING_BASES, type CommissionKind, type CostingBasis } from '../finance/commission';
import { businessToday, isIsoDay } from '../quotes/quote-dates';
import { emptyToUndefined, MAX_ID, singleLine, V } from './rules';

/**
 * The forms and calls of the company's money side (shared/types/finance.ts): a line's costing, a
 * service's default commission, a payout to a partner. Messages are finance:validation.* keys.
 */

const F = (key: string) => `finance:validation.${key}`;

/** The most a unit price may be (QUOTE_LIMITS.unitPriceMax): a fixed commission or unit cost can not be more. */
export const MONEY_MAX = 10_000_000;
export const PAYOUT_LIMITS = { amountMax: 100_000_000, reference: 100, note: 500 } as const;

const twoDecimals = (value: number | undefined) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A percentage (0 to COMMISSION_PERCENT_MAX) or an amount in SAR (0 to MONEY_MAX), two decimals at most. */
const commissionValue = (kindField: string) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(F('valueRequired'))
    .min(0, F('valueMin'))
    .test('two-decimals', F('valueStep'), twoDecimals)
    .when(kindField, {
      is: 'percent',
      then: (schema) => schema.max(COMMISSION_PERCENT_MAX, F('percentMax')),
      otherwise: (schema) => schema.max(MONEY_MAX, F('amountMax')),
    });

const optionalId = () =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('idInvalid'))
    .integer(V('idInvalid'))
    .min(1, V('idInvalid'))
    .max(MAX_ID, V('idInvalid'))
    .nullable()
    .default(null);

/**
 * PUT /Finance/quotes/:id/lines/:itemId and the costing dialog: the commission as a percentage of
 * the partner's cost, a fixed SAR amount per unit, or the partner's unit cost itself; the service the
 * line counts under and the partner it is owed to (null: none named). Whether an amount fits the
 * line's unit price is the provider's check (it knows the price).
 */
export const lineCostingSchema = yup.object({
  basis: yup
    .string<CostingBasis>()
    .required(F('basisRequired'))
    .oneOf([...COSTING_BASES], F('basisInvalid')),
  value: commissionValue('basis'),
  serviceId: optionalId(),
  partnerId: optionalId(),
});

export type LineCostingValues = yup.InferType<typeof lineCostingSchema>;

/** PUT /Finance/services/:id/commission: kind null (no default) needs no value. */
export const serviceCommissionSchema = yup.object({
  kind: yup
    .string<CommissionKind>()
    .nullable()
    .default(null)
    .oneOf([...COMMISSION_KINDS, null], F('kindInvalid')),
  value: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .nullable()
    .default(null)
    .when('kind', {
      is: (kind: unknown) => kind === 'percent' || kind === 'amount',
      then: () => commissionValue('kind'),
    }),
});

export type ServiceCommissionValues = yup.InferType<typeof serviceCommissionSchema>;

/** POST /Finance/payouts and the record-payout dialog: an amount paid to a partner on a day not after today. */
export const payoutSchema = yup.object({
  partnerId: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(F('partnerRequired'))
    .integer(F('partnerRequired'))
    .min(1, F('partnerRequired'))
    .max(MAX_ID, F('partnerRequired'))
    .required(F('partnerRequired')),
  amount: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(F('amountRequired'))
    .moreThan(0, F('amountPositive'))
    .max(PAYOUT_LIMITS.amountMax, F('amountMax'))
    .test('two-decimals', F('valueStep'), twoDecimals),
  paidOn: yup
    .string()
    .trim()
    .required(F('paidOnRequired'))
    .test('day', V('invalidDate'), (value) => !value || isIsoDay(value))
    .test('not-future', F('paidOnFuture'), (value) => !value || !isIsoDay(value) || value <= businessToday()),
  reference: singleLine(yup.string().trim().default('').max(PAYOUT_LIMITS.reference, F('referenceMax'))),
  note: yup.string().trim().default('').max(PAYOUT_LIMITS.note, F('noteMax')),
});

export type PayoutValues = yup.InferType<typeof payoutSchema>;
