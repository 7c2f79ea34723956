import * as yup from 'yup';
import { RATING_MAX, RATING_MIN } from '../constants';
import { emptyToUndefined, V } from './rules';

export const COMMENT_MAX = 1000;

/** Review modal (spec 5.5): a rating first, then a non-blank comment. */
export const reviewSchema = yup.object({
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

export type ReviewValues = yup.InferType<typeof reviewSchema>;
