/** The services feature's public entry: what other features and the dashboard may use of it. */
export { ServiceImage } from './service-image';
export { localizeService, serviceImages } from './service-view';
export { prefetchServices, useGetServicesQuery } from './services-api';
