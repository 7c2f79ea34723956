import * as yup from 'yup';
import { emptyToUndefined, V } from './rules';

const lineItem = yup.object({
  name: yup.string().trim().required(V('itemNameRequired')),
  description: yup.string().trim().default(''),
  quantity: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(V('quantityRequired'))
    .min(1, V('quantityMin')),
  unitPrice: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(V('unitPriceRequired'))
    .min(0, V('unitPriceMin'))
    .test('cents', V('unitPriceStep'), (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6),
});

/** Quote create form (spec 5.6). */
export const quoteSchema = yup.object({
  clientName: yup.string().trim().required(V('clientNameRequired')),
  clientEmail: yup.string().trim().required(V('emailRequired')).email(V('invalidEmail')),
  clientPhone: yup.string().trim().required(V('phoneNumberRequired')),
  clientCompany: yup.string().trim().default(''),
  validUntil: yup.date().transform(emptyToUndefined).typeError(V('invalidDate')).required(V('validUntilRequired')),
  additionalNotes: yup.string().default(''),
  termsAndConditions: yup.string().default(''),
  paymentTerms: yup.string().default(''),
  deliveryTime: yup.string().default(''),
  warranty: yup.string().default(''),
  items: yup.array(lineItem).required(V('itemsRequired')).min(1, V('itemsRequired')),
});

export type QuoteFormValues = yup.InferType<typeof quoteSchema>;
