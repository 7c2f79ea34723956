import type { AppStore } from '../store';
import { dataFingerprint } from './data-fingerprint';

let current: AppStore | undefined;
let rendered: Record<string, string> = {};

/**
 * The browser's one store, for code that runs outside React before it renders: a deferred section
 * fetching the data the server left out of the boot state (RouteHandle.deferredData). Set once by
 * client/entry-client.tsx; never on the server, where every request has a store of its own.
 */
export function setPageStore(store: AppStore, renderedData: Record<string, string> = {}): void {
  current = store;
  rendered = renderedData;
}

export function pageStore(): AppStore {
  if (!current) throw new Error('pageStore() before the browser made its store');
  return current;
}

/**
 * Whether the data the store holds now for the queries the server left out of the boot state
 * differs from what the page was rendered with (a service, partner or rating changed since): the
 * server's HTML of the sections reading it can then not be hydrated, only replaced.
 */
export function renderedDataChanged(): boolean {
  const queries = current?.getState().api.queries ?? {};
  return Object.entries(rendered).some(([key, fingerprint]) => dataFingerprint(queries[key]?.data) !== fingerprint);
}
