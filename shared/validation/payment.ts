import * as yup from 'yup';
import { INVOICE_LIMITS } from '../constants';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '../types/payment';
import { positiveId, singleLine, V } from './rules';

/** POST /Payments/checkout: what the client pays online now (an invoice names the invoice). */
export const paymentCheckoutSchema = yup.object({
  purpose: yup
    .string<PaymentPurpose>()
    .trim()
    .required(V('paymentPurposeInvalid'))
    .oneOf([...PAYMENT_PURPOSES], V('paymentPurposeInvalid')),
  bookingId: positiveId('bookingRequired'),
  invoiceId: yup
    .number()
    .typeError(V('invoiceRequired'))
    .integer(V('invoiceRequired'))
    .min(1, V('invoiceRequired'))
    .nullable()
    .default(null)
    .when('purpose', { is: 'invoice', then: (schema) => schema.required(V('invoiceRequired')), otherwise: (schema) => schema.strip() }),
});

export type PaymentCheckoutValues = yup.InferType<typeof paymentCheckoutSchema>;

/** POST /Payments/refund/:id and the dashboard's refund dialog: the reason always; no amount gives back all that is left. */
export const paymentRefundSchema = yup.object({
  reason: singleLine(yup.string().trim().required(V('creditReasonRequired')).max(INVOICE_LIMITS.creditNoteReason, V('creditReasonMaxLength'))),
  amount: yup
    .number()
    .typeError(V('amountInvalid'))
    .moreThan(0, V('amountInvalid'))
    .max(100_000_000, V('amountInvalid'))
    .test('two-decimals', V('amountInvalid'), (value) => value === undefined || value === null || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
    .nullable()
    .optional()
    .default(null)
    .transform((value: unknown, original: unknown) => (original === '' || original === null ? null : value)) as unknown as yup.NumberSchema<
    number | null | undefined
  >,
});

export type PaymentRefundValues = yup.InferType<typeof paymentRefundSchema>;
