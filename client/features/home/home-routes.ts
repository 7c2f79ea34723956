import type { PageSeo } from '../../lib/router/lazy-page';
import type { AppStore } from '../../store';

// The sections' features load with the first loader that runs in the browser (a navigation): the
// first visit hydrates from the server's cache without them (client/lib/api-registry.ts).
const services = () => import('../services');
const partners = () => import('../partners');
const ratings = () => import('../ratings');

export const homeSeo: PageSeo = {
  indexable: true,
  descriptionKey: 'public:meta.homeDescription',
  meta: ({ t }) => ({ title: t('public:meta.homeTitle') }),
};

/** What the sections below the hero read, and they alone: not in the boot state (RouteHandle.deferredData). */
export const HOME_SECTIONS_DATA = ['getServices', 'getPartners', 'getRatings'] as const;

/** The browser: the sections' data, fetched (or found in the cache) before their code hydrates them. */
export async function loadHomeSectionsData(store: AppStore): Promise<void> {
  const [servicesFeature, partnersFeature, ratingsFeature] = await Promise.all([services(), partners(), ratings()]);
  await Promise.all([
    store.dispatch(servicesFeature.prefetchServices()),
    store.dispatch(partnersFeature.prefetchPartners()),
    store.dispatch(ratingsFeature.prefetchRatings()),
  ]);
}

export function homeLoader(store: AppStore) {
  return async () => {
    const [servicesFeature, partnersFeature, ratingsFeature] = await Promise.all([services(), partners(), ratings()]);
    store.dispatch(servicesFeature.prefetchServices());
    store.dispatch(partnersFeature.prefetchPartners());
    store.dispatch(ratingsFeature.prefetchRatings());
    return null;
  };
}
