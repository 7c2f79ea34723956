import type { PageSeo } from '../../lib/router/lazy-page';

export const testimonialsSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.testimonialsDescription' };
