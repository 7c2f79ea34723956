import * as yup from 'yup';
import { INVOICE_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '../constants';
import { businessToday, isIsoDay } from '../quotes/quote-dates';
import { positiveId, singleLine, V } from './rules';

/** POST /Invoices/create: the completed booking to invoice (its accepted quote gives the lines). */
export const invoiceCreateSchema = yup.object({
  bookingId: positiveId('bookingRequired'),
});

/**
 * Marking an invoice paid (the dashboard's dialog and PATCH /Invoices/mark-paid/:id): the day the
 * payment came in (YYYY-MM-DD, not after today in company time), how, and its reference, which only
 * a cash payment may leave empty (a transfer, card or cheque always has one to reconcile with).
 */
export const invoicePaymentSchema = yup.object({
  paidOn: yup
    .string()
    .trim()
    .required(V('paidOnRequired'))
    .test('day', V('invalidDate'), (value) => !value || isIsoDay(value))
    .test('not-future', V('paidOnFuture'), (value) => !value || !isIsoDay(value) || value <= businessToday()),
  method: yup
    .string<PaymentMethod>()
    .trim()
    .required(V('paymentMethodRequired'))
    .oneOf([...PAYMENT_METHODS], V('paymentMethodInvalid')),
  reference: yup
    .string()
    .trim()
    .default('')
    .max(INVOICE_LIMITS.paymentReference, V('paymentReferenceMaxLength'))
    .when('method', {
      is: (method: unknown) => method !== 'cash',
      then: (schema) => schema.required(V('paymentReferenceRequired')),
    }),
});

export type InvoicePaymentValues = yup.InferType<typeof invoicePaymentSchema>;

/** An amount in SAR above zero with at most two decimals. */
const amount = () =>
  yup
    .number()
    .typeError(V('amountInvalid'))
    .required(V('amountRequired'))
    .moreThan(0, V('amountInvalid'))
    .max(100_000_000, V('amountInvalid'))
    .test('two-decimals', V('amountInvalid'), (value) => value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6);

/** POST /Invoices/advance and the dashboard's deposit dialog: a deposit received against a booking's accepted quote. */
export const advancePaymentSchema = invoicePaymentSchema.shape({
  bookingId: positiveId('bookingRequired'),
  amount: amount(),
});

export type AdvancePaymentValues = yup.InferType<typeof advancePaymentSchema>;

/** POST /Invoices/credit-note and the dashboard's credit-note dialog: the reason always; no amount credits everything left. */
export const creditNoteSchema = yup.object({
  invoiceId: positiveId('invoiceRequired'),
  reason: singleLine(yup.string().trim().required(V('creditReasonRequired')).max(INVOICE_LIMITS.creditNoteReason, V('creditReasonMaxLength'))),
  amount: amount()
    .nullable()
    .optional()
    .default(null)
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value)) as unknown as yup.NumberSchema<
    number | null | undefined
  >,
});

export type CreditNoteValues = yup.InferType<typeof creditNoteSchema>;
