import { data, type LoaderFunctionArgs } from 'react-router';
import type { AppStore } from '../../store';
import type { ApiError } from '../../lib/api';
import { prefetchBlogPost, prefetchBlogPosts } from './blog-api';
import { isValidSlug, parseBlogListArgs } from './blog-view';

const inBrowser = typeof document !== 'undefined';

/**
 * Loaders of /blog and /blog/{slug}, brought by the pages' modules (lazyRoute), so the loaders and
 * the endpoints travel with the blog's code, not with every visitor's first load. On the server, the
 * page waits for the data (503 when the provider cannot answer; 404 for an unknown post); in the
 * browser the fetch starts and the page shows its loading state.
 */
export async function blogListLoader(store: AppStore, { request }: LoaderFunctionArgs) {
  const pending = store.dispatch(prefetchBlogPosts(parseBlogListArgs(new URL(request.url).searchParams)));
  if (inBrowser) return null;
  return (await pending).isError ? data(null, { status: 503 }) : null;
}

export async function blogPostLoader(store: AppStore, { params }: LoaderFunctionArgs) {
  if (!isValidSlug(params.slug)) return inBrowser ? null : data(null, { status: 404 });
  const pending = store.dispatch(prefetchBlogPost(params.slug));
  if (inBrowser) return null;
  const result = await pending;
  if (!result.isError) return null;
  return data(null, { status: (result.error as ApiError | undefined)?.status === 404 ? 404 : 503 });
}
