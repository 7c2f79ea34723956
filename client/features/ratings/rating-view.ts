import type { Rate } from '../../../shared/types/rate';
import type { Language } from '../../../shared/constants';
import { isBlank, localized } from '../../lib/text';

/** How many of the newest commented ratings the home page carousel cycles through. */
export const TESTIMONIALS_MAX = 12;

export interface Testimonial {
  id: number;
  serviceId: number;
  /** Null when the rating has no client name: the view shows the translated 'Client'. */
  clientName: string | null;
  /** Null when the rating has no service title: the view shows the translated 'Service'. */
  serviceTitle: string | null;
  createdAt: string;
  stars: number;
  comment: string;
}

/**
 * Spec 2.3: only ratings with a non-blank comment, newest first; the names fall back to 'Client'
 * and 'Service' in the view, and the star count equals the rating value (1 to 5). The service title
 * is the one of the page's language (the English one where the Arabic is blank).
 */
export function toTestimonials(rates: readonly Rate[] | undefined, language: Language, max = TESTIMONIALS_MAX): Testimonial[] {
  return toReviews(
    (rates ?? []).filter((rate) => !isBlank(rate.comment)),
    language,
  ).slice(0, max);
}

/** Every rating of a service, newest first (the detail page's reviews carousel shows stars-only ratings too). */
export function toReviews(rates: readonly Rate[] | undefined, language: Language): Testimonial[] {
  return (rates ?? [])
    .toSorted((a, b) => (Date.parse(b.createdAt || '') || 0) - (Date.parse(a.createdAt || '') || 0) || b.id - a.id)
    .map((rate) => {
      const serviceTitle = localized(language, rate.serviceTitle, rate.serviceArabicTitle).trim();
      return {
        id: rate.id,
        serviceId: rate.serviceId,
        clientName: isBlank(rate.clientName) ? null : rate.clientName.trim(),
        serviceTitle: serviceTitle === '' ? null : serviceTitle,
        createdAt: rate.createdAt,
        stars: Math.min(5, Math.max(0, Math.round(Number(rate.value) || 0))),
        comment: (rate.comment ?? '').trim(),
      };
    });
}
