import type { Service } from '../../shared/types/service';
import { cachedQuery } from '../lib/cached-query';
import type { PageSeo } from '../lib/router/lazy-page';
import { findService, localizeService, serviceImages } from './services/service-view';
import { fileSrc } from '../lib/file-src';
import { truncate } from '../lib/text';

/** Search and link-preview texts of the public pages (spec 2.3 to 2.9). */
export const homeSeo: PageSeo = {
  indexable: true,
  descriptionKey: 'public:meta.homeDescription',
  meta: ({ t }) => ({ title: t('public:meta.homeTitle') }),
};
export const aboutSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.aboutDescription' };
export const servicesSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.servicesDescription' };
export const partnersSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.partnersDescription' };
export const contactSeo: PageSeo = { indexable: true, descriptionKey: 'public:meta.contactDescription' };

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
