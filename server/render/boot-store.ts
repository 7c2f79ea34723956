import { dataFingerprint } from '../../client/lib/data-fingerprint';
import type { RootState } from '../../client/store';
import { LANGUAGES, type Language } from '../../shared/constants';

/**
 * Endpoints whose data the browser reads in the page's language only (the site content: every
 * reader picks `[language]`; its editor has an endpoint of its own), and a language switch reloads
 * the page: the other language's half of it is left out of the boot state.
 */
const ONE_LANGUAGE_ENDPOINTS: ReadonlySet<string> = new Set(['getContent']);

/** `value` with each `{ en, ar }` pair in it cut down to the page's language. */
export function oneLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => oneLanguage(item, language));
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  const record = value as Record<string, unknown>;
  if (keys.length === LANGUAGES.length && LANGUAGES.every((each) => keys.includes(each))) return { [language]: oneLanguage(record[language], language) };
  return Object.fromEntries(keys.map((key) => [key, oneLanguage(record[key], language)]));
}

/**
 * The store as the page's boot state carries it: without the queries of the endpoints named in
 * `deferred` (RouteHandle.deferredData: data that only sections hydrated later read, and fetch
 * themselves), nor the tags that point at them. The page's HTML already shows that data; carrying
 * it again as JSON for code the visitor may never load was about a quarter of the home page. The
 * site content goes with the page's language only (ONE_LANGUAGE_ENDPOINTS).
 */
export function bootStore(state: RootState, deferred: ReadonlySet<string>, language: Language): Partial<RootState> {
  const { queries, provided } = state.api;
  const left = new Set(Object.entries(queries).flatMap(([key, query]) => (query?.endpointName && deferred.has(query.endpointName) ? [key] : [])));
  const keptQueries = Object.fromEntries(
    Object.entries(queries)
      .filter(([key]) => !left.has(key))
      .map(([key, query]) =>
        query?.endpointName && ONE_LANGUAGE_ENDPOINTS.has(query.endpointName) && query.data !== undefined
          ? [key, { ...query, data: oneLanguage(query.data, language) }]
          : [key, query],
      ),
  );
  if (left.size === 0) return { ...state, api: { ...state.api, queries: keptQueries } as RootState['api'] };
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
