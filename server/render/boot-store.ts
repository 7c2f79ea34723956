import { dataFingerprint } from '../../client/lib/data-fingerprint';
import type { RootState } from '../../client/store';

/**
 * The store as the page's boot state carries it: without the queries of the endpoints named in
 * `deferred` (RouteHandle.deferredData: data that only sections hydrated later read, and fetch
 * themselves), nor the tags that point at them. The page's HTML already shows that data; carrying
 * it again as JSON for code the visitor may never load was about a quarter of the home page.
 */
export function bootStore(state: RootState, deferred: ReadonlySet<string>): Partial<RootState> {
  if (deferred.size === 0) return state;
  const { queries, provided } = state.api;
  const left = new Set(Object.entries(queries).flatMap(([key, query]) => (query?.endpointName && deferred.has(query.endpointName) ? [key] : [])));
  if (left.size === 0) return state;
  const keptQueries = Object.fromEntries(Object.entries(queries).filter(([key]) => !left.has(key)));
  const tags = Object.fromEntries(
    Object.entries(provided.tags ?? {}).flatMap(([type, byId]) => {
      const ids = Object.entries(byId ?? {}).flatMap(([id, keys]) => {
        const kept = (keys ?? []).filter((key) => !left.has(key));
        return kept.length > 0 ? [[id, kept] as const] : [];
      });
      return ids.length > 0 ? [[type, Object.fromEntries(ids)] as const] : [];
    }),
  );
  const keys = Object.fromEntries(Object.entries(provided.keys ?? {}).filter(([key]) => !left.has(key)));
  return { ...state, api: { ...state.api, queries: keptQueries, provided: { ...provided, tags, keys } } as RootState['api'] };
}

/** The fingerprints of the data of the queries bootStore leaves out, by query cache key. */
export function renderedData(state: RootState, deferred: ReadonlySet<string>): Record<string, string> | undefined {
  const entries = Object.entries(state.api.queries).flatMap(([key, query]) =>
    query?.endpointName && deferred.has(query.endpointName) && query.status === 'fulfilled' ? [[key, dataFingerprint(query.data)] as const] : [],
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
