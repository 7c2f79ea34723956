import type { RootState } from '../store';

export type CachedQuery = { status: 'fulfilled'; data: unknown } | { status: 'rejected'; error: unknown };

/**
 * A settled query of the api's cache, found by endpoint name and argument. For the server's SEO head,
 * which reads what the loaders fetched without importing the endpoints' code into every page's shell.
 */
export function cachedQuery(state: RootState, endpointName: string, args: unknown): CachedQuery | undefined {
  for (const entry of Object.values(state.api.queries ?? {})) {
    if (!entry || entry.endpointName !== endpointName || JSON.stringify(entry.originalArgs) !== JSON.stringify(args)) continue;
    if (entry.status === 'fulfilled') return { status: 'fulfilled', data: entry.data };
    if (entry.status === 'rejected') return { status: 'rejected', error: entry.error };
  }
  return undefined;
}
