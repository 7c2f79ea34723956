/** The ratings feature's public entry: what other features may use of it. */
export { AddRating } from './add-rating';
export { RatingCard } from './rating-card';
export { toCommentedRatings, toRatingViews } from './rating-view';
export { prefetchRatings, useGetRatingsQuery } from './ratings-api';
export { testimonialsHref } from './testimonials-view';
