import type { PageSeo } from '../../lib/router/lazy-page';
import { inBrowser, unavailable } from '../../lib/router/page-data';
import type { AppStore } from '../../store';

// The endpoints load with the first loader that runs in the browser (client/lib/api-registry.ts).
const partnersApi = () => import('./partners-api');
const services = () => import('../services');

export const partnersSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.partnersDescription' };

export function partnersLoader(store: AppStore) {
  return async () => {
    const [servicesFeature, partners] = await Promise.all([services(), partnersApi()]);
    const pending = [store.dispatch(servicesFeature.prefetchServices()), store.dispatch(partners.prefetchPartners())];
    return inBrowser ? null : unavailable(await Promise.all(pending));
  };
}
