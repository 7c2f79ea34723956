import { RATING_MAX, RATING_MIN } from '../../shared/constants';
import { booleanParam, idParam, integerParam } from '../http/query-params';

/** The filters of rating lists (also a user's ratings, users/user-related.routes.ts). */
export const RATING_PARAMS = {
  value: integerParam('value', {
    description: 'Only ratings with this star value (1-5; 0 means all).',
    min: RATING_MIN,
    max: RATING_MAX,
    message: 'validation:ratingRange',
    zeroMeansAll: true,
  }),
  serviceId: idParam('serviceId', 'Only ratings of this service.', 'validation:selectService'),
  withComment: booleanParam('withComment', 'true: only ratings whose comment is not blank (testimonials).'),
} as const;
