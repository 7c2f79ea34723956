import * as yup from 'yup';
import { DURATION_UNITS, type DurationUnit } from '../constants';
import { emptyToUndefined, V, oneOfOrEmpty, visibleText } from './rules';

export const SERVICE_LIMITS = {
  titleMax: 100,
  descriptionMax: 1000,
  durationMin: 1,
  durationMax: 1000,
  detailsMax: 30,
  detailMax: 300,
  faqsMax: 20,
  faqQuestionMax: 200,
  faqAnswerMax: 1000,
} as const;

const duration = (requiredKey: string) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(V(requiredKey))
    .integer(V('integerRequired'))
    .min(SERVICE_LIMITS.durationMin, V('valueGreaterThanZero'))
    .max(SERVICE_LIMITS.durationMax, V('durationTooLong'));

/** Blank detail lines are dropped (spec 5.8). */
const details = () =>
  yup
    .array(yup.string().trim().max(SERVICE_LIMITS.detailMax, V('detailMaxLength')).defined())
    .transform((value: unknown) => (Array.isArray(value) ? value.filter((line) => typeof line === 'string' && line.trim() !== '') : value))
    .max(SERVICE_LIMITS.detailsMax, V('tooManyDetails'))
    .default([]);

const faqText = (requiredKey: string, max: number, maxKey: string) => yup.string().trim().required(V(requiredKey)).max(max, V(maxKey));

/** One FAQ: the question and the answer in English and in Arabic, all four written. */
export const faqSchema = yup.object({
  question: faqText('faqQuestionRequired', SERVICE_LIMITS.faqQuestionMax, 'faqQuestionMaxLength'),
  answer: faqText('faqAnswerRequired', SERVICE_LIMITS.faqAnswerMax, 'faqAnswerMaxLength'),
  arabicQuestion: faqText('faqArabicQuestionRequired', SERVICE_LIMITS.faqQuestionMax, 'faqQuestionMaxLength'),
  arabicAnswer: faqText('faqArabicAnswerRequired', SERVICE_LIMITS.faqAnswerMax, 'faqAnswerMaxLength'),
});

/** A service's FAQs: every row written in full (a row added and left blank is an error to fill or remove). */
const faqs = () => yup.array(faqSchema.defined()).max(SERVICE_LIMITS.faqsMax, V('tooManyFaqs')).default([]);

/**
 * Service form (spec 5.8) with the provider's limits; unlike the original form, the maximum duration
 * must be at least the minimum.
 */
export const serviceSchema = yup.object({
  title: visibleText(yup.string().trim().required(V('titleRequired')).max(SERVICE_LIMITS.titleMax, V('titleMaxLength'))),
  description: yup.string().trim().required(V('descriptionRequired')).max(SERVICE_LIMITS.descriptionMax, V('descriptionMaxLength')),
  arabicTitle: visibleText(yup.string().trim().required(V('arabicTitleRequired')).max(SERVICE_LIMITS.titleMax, V('titleMaxLength'))),
  arabicDescription: yup.string().trim().required(V('arabicDescriptionRequired')).max(SERVICE_LIMITS.descriptionMax, V('descriptionMaxLength')),
  durationMin: duration('durationMinRequired'),
  durationMax: duration('durationMaxRequired').test('max-at-least-min', V('durationMaxBelowMin'), function check(value) {
    const min = this.parent.durationMin as number | undefined;
    return value === undefined || typeof min !== 'number' || value >= min;
  }),
  durationUnit: yup.string<DurationUnit>().trim().required(V('durationUnitRequired')).test('one-of', V('durationUnitInvalid'), oneOfOrEmpty(DURATION_UNITS)),
  price: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('numberInvalid'))
    .required(V('priceRequired'))
    .min(0, V('priceMin'))
    .max(10_000_000, V('priceTooHigh')),
  details: details(),
  arabicDetails: details(),
  faqs: faqs(),
});

export type ServiceFormValues = yup.InferType<typeof serviceSchema>;
