import * as yup from 'yup';
import { RATING_MAX, RATING_MIN } from '../constants';
import { emptyToUndefined, MAX_ID, positiveId, V } from './rules';

export const COMMENT_MAX = 1000;

/** The rating modal (spec 5.5, "review"): a star value first, then a non-blank comment. */
export const ratingFormSchema = yup.object({
  value: yup
    .number()
    .transform((value, original) => (original === 0 || original === '0' ? undefined : emptyToUndefined(value, original)))
    .typeError(V('ratingRequired'))
    .required(V('ratingRequired'))
    .integer(V('ratingRange'))
    .min(RATING_MIN, V('ratingRange'))
    .max(RATING_MAX, V('ratingRange')),
  comment: yup.string().trim().required(V('commentRequired')).max(COMMENT_MAX, V('commentMaxLength')),
});

export type RatingFormValues = yup.InferType<typeof ratingFormSchema>;

/** POST /Rates/create-rate: the rating form plus its service. clientId is accepted and ignored (taken from the token). */
export const ratingSchema = ratingFormSchema.shape({
  serviceId: positiveId('serviceRequired', 'selectService'),
  clientId: yup.number().transform(emptyToUndefined).typeError(V('idInvalid')).optional(),
  /** The completed booking rated (verified reviews); optional: the oldest one not yet rated is taken. */
  bookingId: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('idInvalid'))
    .integer(V('idInvalid'))
    .min(1, V('idInvalid'))
    .max(MAX_ID, V('idInvalid'))
    .optional(),
});

export type RatingValues = yup.InferType<typeof ratingSchema>;
