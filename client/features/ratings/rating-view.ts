import type { Rating } from '../../../shared/types/rating';
import type { Language } from '../../../shared/constants';
import { isBlank, localized } from '../../lib/text';

/** How many of the newest commented ratings the home page carousel cycles through. */
export const COMMENTED_RATINGS_MAX = 12;

export interface RatingView {
  id: number;
  serviceId: number;
  /** Null when the rating has no client name: the view shows the translated 'Client'. */
  clientName: string | null;
  /** Null when the rating has no service title: the view shows the translated 'Service'. */
  serviceTitle: string | null;
  createdAt: string;
  stars: number;
  comment: string;
  /** Made after a completed booking of the service ("verified client"). */
  verified: boolean;
}

/**
 * Spec 2.3: only ratings with a non-blank comment, newest first; the names fall back to 'Client'
 * and 'Service' in the view, and the star count equals the rating value (1 to 5). The service title
 * is the one of the page's language (the English one where the Arabic is blank).
 */
export function toCommentedRatings(ratings: readonly Rating[] | undefined, language: Language, max = COMMENTED_RATINGS_MAX): RatingView[] {
  return toRatingViews(
    (ratings ?? []).filter((rating) => !isBlank(rating.comment)),
    language,
  ).slice(0, max);
}

/** Every rating of a service, newest first (the detail page's reviews carousel shows stars-only ratings too). */
export function toRatingViews(ratings: readonly Rating[] | undefined, language: Language): RatingView[] {
  return (ratings ?? [])
    .toSorted((a, b) => (Date.parse(b.createdAt || '') || 0) - (Date.parse(a.createdAt || '') || 0) || b.id - a.id)
    .map((rating) => {
      const serviceTitle = localized(language, rating.serviceTitle, rating.serviceArabicTitle).trim();
      return {
        id: rating.id,
        serviceId: rating.serviceId,
        clientName: isBlank(rating.clientName) ? null : rating.clientName.trim(),
        serviceTitle: serviceTitle === '' ? null : serviceTitle,
        createdAt: rating.createdAt,
        stars: Math.min(5, Math.max(0, Math.round(Number(rating.value) || 0))),
        comment: (rating.comment ?? '').trim(),
        verified: rating.verified === true,
      };
    });
}
