import type { PageSeo } from '../../lib/router/lazy-page';
import { inBrowser } from '../../lib/router/page-data';
import type { AppStore } from '../../store';

// The endpoint loads with the first loader that runs in the browser (client/lib/api-registry.ts).
const partnersFeature = () => import('../partners');

export const aboutSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.aboutDescription' };

/**
 * /about: the partner list, whose length is the page's partner figure (the home page's figure too).
 * The page is about the company, not the list: a failed fetch shows '—' instead of a 503.
 */
export function aboutLoader(store: AppStore) {
  return async () => {
    const partners = await partnersFeature();
    const pending = store.dispatch(partners.prefetchPartners());
    if (!inBrowser) await pending;
    return null;
  };
}
