import { RATING_MAX, RATING_MIN } from '../../../shared/constants';
import { paths } from '../../paths';
import { parsePage } from '../../lib/list-params';

/** What the testimonials page shows, from its address: /testimonials?serviceId=…&stars=…&page=… */
export interface TestimonialArgs {
  page: number;
  serviceId: number | null;
  stars: number | null;
}

export const SERVICE_PARAM = 'serviceId';
export const STARS_PARAM = 'stars';
export const TESTIMONIALS_PAGE_SIZE = 9;

function parseId(value: string | null): number | null {
  const id = value && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  return id >= 1 ? id : null;
}

function parseStars(value: string | null): number | null {
  const stars = value && /^\d$/.test(value) ? Number(value) : 0;
  return stars >= RATING_MIN && stars <= RATING_MAX ? stars : null;
}

export function parseTestimonialArgs(params: URLSearchParams): TestimonialArgs {
  return { page: parsePage(params.get('page')), serviceId: parseId(params.get(SERVICE_PARAM)), stars: parseStars(params.get(STARS_PARAM)) };
}

export function testimonialsHref({ page, serviceId, stars }: TestimonialArgs): string {
  const params = new URLSearchParams();
  if (serviceId !== null) params.set(SERVICE_PARAM, String(serviceId));
  if (stars !== null) params.set(STARS_PARAM, String(stars));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${paths.testimonials}?${query}` : paths.testimonials;
}
