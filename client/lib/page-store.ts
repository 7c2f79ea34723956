import type { AppStore } from '../store';

let current: AppStore | undefined;

/**
 * The browser's one store, for code that runs outside React before it renders: a deferred section
 * fetching the data the server left out of the boot state (RouteHandle.deferredData). Set once by
 * client/entry-client.tsx; never on the server, where every request has a store of its own.
 */
export function setPageStore(store: AppStore): void {
  current = store;
}

export function pageStore(): AppStore {
  if (!current) throw new Error('pageStore() before the browser made its store');
  return current;
}
