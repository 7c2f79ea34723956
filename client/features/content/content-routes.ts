import type { AppStore } from '../../store';

// The endpoints load with the first loader that runs in the browser (a navigation): the first
// visit hydrates from the server's cache without them, or RTK Query's code (client/lib/api-registry.ts).
const contentApi = () => import('./content-api');

/** Every page: the company's content (footer, contact details, hero, story) from GET /Content. */
export function rootLoader(store: AppStore) {
  return async () => {
    store.dispatch((await contentApi()).prefetchContent());
    return null;
  };
}
