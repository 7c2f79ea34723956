import type { PageSeo } from '../../lib/router/lazy-page';

export const contactSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.contactDescription' };
