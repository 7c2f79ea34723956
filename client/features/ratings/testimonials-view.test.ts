import { parseTestimonialArgs, testimonialsHref } from './testimonials-view';

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
