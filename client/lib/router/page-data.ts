import { data } from 'react-router';

/**
 * Route loaders start their page's queries in the request's store. On the server, rendering waits
 * for them (render-page awaits every running query), so the HTML has the data and the browser
 * hydrates from the serialized cache without fetching again. In the browser, on client-side
 * navigation, they start the fetch early and the page shows its loading state.
 */
export const inBrowser = typeof document !== 'undefined';

/**
 * Pages whose content is the data answer 503 when the server could not load it: the page still
 * shows its error state, and search engines come back later instead of indexing an error.
 */
export function unavailable(results: ReadonlyArray<{ isError: boolean }>) {
  return results.some((result) => result.isError) ? data(null, { status: 503 }) : null;
}
