import type { Rate } from '../../../shared/types/rate';
import { parseTestimonialArgs, testimonialsHref, withLocalTitle } from './testimonials-view';

describe('testimonials address', () => {
  it('reads the service, the stars and the page, ignoring anything invalid', () => {
    expect(parseTestimonialArgs(new URLSearchParams('serviceId=4&stars=5&page=2'))).toEqual({ page: 2, serviceId: 4, stars: 5 });
    expect(parseTestimonialArgs(new URLSearchParams('serviceId=abc&stars=9&page=-1'))).toEqual({ page: 1, serviceId: null, stars: null });
    expect(parseTestimonialArgs(new URLSearchParams('stars=0'))).toEqual({ page: 1, serviceId: null, stars: null });
  });

  it('writes the shortest address', () => {
    expect(testimonialsHref({ page: 1, serviceId: null, stars: null })).toBe('/testimonials');
    expect(testimonialsHref({ page: 3, serviceId: 2, stars: 4 })).toBe('/testimonials?serviceId=2&stars=4&page=3');
  });
});

describe('service titles in the page language', () => {
  const rate: Rate = { id: 1, value: 5, comment: 'Great', clientName: 'Sara', clientId: 1, serviceId: 2, serviceTitle: 'Gardens', createdAt: '2026-01-01T00:00:00Z' };
  const summaries = [{ serviceId: 2, serviceTitle: 'Gardens', serviceArabicTitle: 'الحدائق', average: 5, count: 1, reviewCount: 1 }];

  it('uses the Arabic title on an Arabic page when there is one', () => {
    expect(withLocalTitle(rate, summaries, true).serviceTitle).toBe('الحدائق');
    expect(withLocalTitle(rate, summaries, false).serviceTitle).toBe('Gardens');
    expect(withLocalTitle(rate, [{ ...summaries[0]!, serviceArabicTitle: ' ' }], true).serviceTitle).toBe('Gardens');
    expect(withLocalTitle(rate, [], true)).toBe(rate);
  });
});
