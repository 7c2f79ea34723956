import * as yup from 'yup';
import { QUOTE_LIMITS } from '../constants';
import { businessToday, isIsoDay } from '../quotes/quote-dates';
import { EMAIL_MAX, emptyToUndefined, positiveId, V, visibleText } from './rules';

const optionalText = (max: number, key: string) => yup.string().trim().max(max, V(key)).default('');

const lineItem = yup.object({
  name: visibleText(yup.string().trim().required(V('itemNameRequired')).max(QUOTE_LIMITS.itemName, V('itemNameMaxLength'))),
  // Optional: '' leaves the line one name for every reader; one given must be a visible one.
  arabicName: visibleText(optionalText(QUOTE_LIMITS.itemName, 'itemNameMaxLength')),
  description: optionalText(QUOTE_LIMITS.itemDescription, 'descriptionMaxLength'),
  quantity: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(V('quantityRequired'))
    .min(1, V('quantityMin'))
    .integer(V('integerRequired'))
    .max(QUOTE_LIMITS.quantityMax, V('quantityMax')),
  unitPrice: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(V('unitPriceRequired'))
    .min(0, V('unitPriceMin'))
    .max(QUOTE_LIMITS.unitPriceMax, V('unitPriceMax'))
    .test('cents', V('unitPriceStep'), (value) => value === undefined || Math.abs(Math.round(value * 100) - value * 100) < 1e-6),
});

/**
 * Quote create form (spec 5.6). validUntil is a calendar day (YYYY-MM-DD, what a date input gives),
 * today or later in company time. The free texts may stay empty: the standard terms then apply.
 */
export const quoteSchema = yup.object({
  clientName: visibleText(yup.string().trim().required(V('clientNameRequired')).max(QUOTE_LIMITS.clientName, V('nameMaxLength'))),
  clientEmail: yup.string().trim().required(V('emailRequired')).max(EMAIL_MAX, V('emailMaxLength')).email(V('invalidEmail')),
  clientPhone: yup.string().trim().required(V('phoneNumberRequired')).max(QUOTE_LIMITS.clientPhone, V('phoneMaxLength')),
  // Optional, but a company given must be a visible one.
  clientCompany: visibleText(optionalText(QUOTE_LIMITS.clientCompany, 'companyMaxLength')),
  validUntil: yup
    .string()
    .trim()
    .required(V('validUntilRequired'))
    .test('day', V('invalidDate'), (value) => !value || isIsoDay(value))
    .test('not-past', V('validUntilPast'), (value) => !value || !isIsoDay(value) || value >= businessToday()),
  additionalNotes: optionalText(QUOTE_LIMITS.longText, 'textMaxLength'),
  termsAndConditions: optionalText(QUOTE_LIMITS.longText, 'textMaxLength'),
  paymentTerms: optionalText(QUOTE_LIMITS.shortText, 'shortTextMaxLength'),
  deliveryTime: optionalText(QUOTE_LIMITS.shortText, 'shortTextMaxLength'),
  warranty: optionalText(QUOTE_LIMITS.shortText, 'shortTextMaxLength'),
  items: yup.array(lineItem).required(V('itemsRequired')).min(1, V('itemsRequired')).max(QUOTE_LIMITS.items, V('tooManyItems')),
});

export type QuoteFormValues = yup.InferType<typeof quoteSchema>;

/** POST /Quotes/create: the form plus the booking it prices. */
export const quoteCreateSchema = quoteSchema.shape({
  requestId: positiveId('bookingRequired'),
});

export type QuoteCreateValues = yup.InferType<typeof quoteCreateSchema>;
