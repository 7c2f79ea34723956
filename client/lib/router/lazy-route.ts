import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import type { AppStore } from '../../store';
import type { PageSeo, RouteHandle } from './lazy-page';

/** A page module that brings its own loader, made for the request's store. */
export interface PageWithLoader {
  default: ComponentType;
  loader: (store: AppStore) => LoaderFunction;
}

/**
 * Like lazyPage, but the route's loader (its guard and data prefetch) comes with the page's chunk
 * too, so the shell that every page downloads carries neither the loader nor the endpoints it starts.
 * The router resolves `lazy` before running the loader, on the server and in the browser.
 */
export function lazyRoute(store: AppStore, chunk: string, titleKey: string, load: () => Promise<PageWithLoader>, seo?: PageSeo) {
  const handle: RouteHandle = { chunk, titleKey, ...(seo ? { seo } : {}) };
  return {
    handle,
    lazy: async () => {
      const page = await load();
      return { Component: page.default, loader: page.loader(store) };
    },
  };
}
