import * as yup from 'yup';
import { INVOICE_LIMITS, PAYMENT_METHODS, type PaymentMethod } from '../constants';
import { businessToday, isIsoDay } from '../quotes/quote-dates';
import { positiveId, V } from './rules';

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
