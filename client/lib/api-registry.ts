import type { api as clientApi } from './api';

export type ClientApi = typeof clientApi;

let loaded: ClientApi | undefined;
const waiting = new Set<(api: ClientApi) => void>();

/**
 * RTK Query's code (about 16 KB gzip) is not part of the first visit: the home page hydrates from
 * the cache the server rendered it with, and the api module loads with the first feature that
 * fetches (a navigation's loader, a section below the hero, signing out). Stores hear of it here,
 * without importing it, and then take its reducer and middleware (client/store.ts).
 */
export function whenApiLoaded(attach: (api: ClientApi) => void): void {
  if (loaded) attach(loaded);
  else waiting.add(attach);
}

/** Called once, by client/lib/api.ts as it is evaluated, before any endpoint can be used. */
export function apiLoaded(api: ClientApi): void {
  loaded = api;
  for (const attach of waiting) attach(api);
  waiting.clear();
}
