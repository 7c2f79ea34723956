import { data, type LoaderFunctionArgs } from 'react-router';
import type { Service } from '../../../shared/types/service';
import { cachedQuery } from '../../lib/cached-query';
import { fileSrc } from '../../lib/file-src';
import type { PageSeo } from '../../lib/router/lazy-page';
import { inBrowser, unavailable } from '../../lib/router/page-data';
import { truncate } from '../../lib/text';
import type { AppStore } from '../../store';
import { findService, localizeService, serviceImages } from './service-view';

// The endpoints load with the first loader that runs in the browser (client/lib/api-registry.ts).
const servicesApi = () => import('./services-api');

export const servicesSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.servicesDescription' };

/** A service's own title, description and first picture; 'Service Not Found' for an unknown id. */
export const serviceDetailSeo: PageSeo = {
  indexable: true,
  descriptionKey: 'public:meta.serviceDescriptionFallback',
  meta({ state, params, language, t }) {
    // From the cache, not the endpoint's selector: the shell every page loads carries no endpoints.
    const cached = cachedQuery(state, 'getServices', undefined);
    const services = cached?.status === 'fulfilled' ? (cached.data as Service[]) : undefined;
    const service = findService(services, params.serviceId);
    if (!service) return services ? { title: `${t('public:meta.serviceNotFoundTitle')} | ${t('appName')}` } : undefined;
    const { title, description } = localizeService(service, language);
    const image = serviceImages(service)[0];
    return {
      title: `${title} | ${t('appName')}`,
      description: truncate(description, 160),
      ...(image ? { image: fileSrc(image.fileUrl) } : {}),
    };
  },
};

export function servicesLoader(store: AppStore) {
  return async () => {
    const pending = store.dispatch((await servicesApi()).prefetchServices());
    return inBrowser ? null : unavailable([await pending]);
  };
}

/** The detail page: on the server, an unknown service id renders 'Service Not Found' with status 404. */
export function serviceDetailLoader(store: AppStore) {
  return async ({ params }: LoaderFunctionArgs) => {
    const pending = store.dispatch((await servicesApi()).prefetchServices());
    if (inBrowser) return null;
    const result = await pending;
    if (result.isSuccess && !findService(result.data, params.serviceId)) return data(null, { status: 404 });
    return unavailable([result]);
  };
}
