import type { PageSeo } from '../../lib/router/lazy-page';

export const aboutSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.aboutDescription' };
