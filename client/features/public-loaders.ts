import { data, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../store';
import { findService } from './services/service-view';

// The endpoints load with the first loader that runs in the browser (a navigation): the first
// visit hydrates from the server's cache without them, or RTK Query's code (client/lib/api-registry.ts).
const contentApi = () => import('./content/content-api');
const partnersApi = () => import('./partners/partners-api');
const ratingsApi = () => import('./ratings/ratings-api');
const servicesApi = () => import('./services/services-api');

const inBrowser = typeof document !== 'undefined';

/**
 * Route loaders of the public pages: they start the page's queries in the request's store. On the
 * server, rendering waits for them (render-page awaits every running query), so the HTML has the
 * data and the browser hydrates from the serialized cache without fetching again. In the browser,
 * on client-side navigation, they start the fetch early and the page shows its loading state.
 */
/** Every page: the company's content (footer, contact details, hero, story) from GET /Content. */
export function rootLoader(store: AppStore) {
  return async () => {
    store.dispatch((await contentApi()).prefetchContent());
    return null;
  };
}

export function homeLoader(store: AppStore) {
  return async () => {
    const [services, partners, ratings] = await Promise.all([servicesApi(), partnersApi(), ratingsApi()]);
    store.dispatch(services.prefetchServices());
    store.dispatch(partners.prefetchPartners());
    store.dispatch(ratings.prefetchRatings());
    return null;
  };
}

/**
 * Pages whose content is the data answer 503 when the server could not load it: the page still
 * shows its error state, and search engines come back later instead of indexing an error.
 */
function unavailable(results: ReadonlyArray<{ isError: boolean }>) {
  return results.some((result) => result.isError) ? data(null, { status: 503 }) : null;
}

export function servicesLoader(store: AppStore) {
  return async () => {
    const pending = store.dispatch((await servicesApi()).prefetchServices());
    return inBrowser ? null : unavailable([await pending]);
  };
}

export function partnersLoader(store: AppStore) {
  return async () => {
    const [services, partners] = await Promise.all([servicesApi(), partnersApi()]);
    const pending = [store.dispatch(services.prefetchServices()), store.dispatch(partners.prefetchPartners())];
    return inBrowser ? null : unavailable(await Promise.all(pending));
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
