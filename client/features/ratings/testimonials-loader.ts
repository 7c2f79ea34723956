import { data, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../store';
import { prefetchRatingSummary, prefetchCommentedRatings } from './testimonials-api';
import { parseTestimonialArgs } from './testimonials-view';

const inBrowser = typeof document !== 'undefined';

/**
 * /testimonials: the page of reviews its address asks for and the per-service figures. The page's
 * module brings this loader (lazyRoute), so its code stays out of every visitor's first load.
 */
export async function testimonialsLoader(store: AppStore, { request }: LoaderFunctionArgs) {
  const pending = [store.dispatch(prefetchCommentedRatings(parseTestimonialArgs(new URL(request.url).searchParams))), store.dispatch(prefetchRatingSummary())];
  if (inBrowser) return null;
  return (await Promise.all(pending)).some((result) => result.isError) ? data(null, { status: 503 }) : null;
}
