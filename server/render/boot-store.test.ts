import type { RootState } from '../../client/store';
import { dataFingerprint } from '../../client/lib/data-fingerprint';
import { bootStore, renderedData } from './boot-store';

function query(endpointName: string) {
  return { status: 'fulfilled', endpointName, requestId: 'r', startedTimeStamp: 1, fulfilledTimeStamp: 2, data: [{ id: 1 }] };
}

const state = {
  session: { user: null, expiredCount: 0 },
  api: {
    queries: { 'getContent(undefined)': query('getContent'), 'getServices(undefined)': query('getServices') },
    mutations: {},
    provided: {
      tags: {
        Content: { SITE: ['getContent(undefined)'] },
        Service: { 1: ['getServices(undefined)'], LIST: ['getServices(undefined)', 'getContent(undefined)'] },
      },
      keys: { 'getContent(undefined)': [{ type: 'Content', id: 'SITE' }], 'getServices(undefined)': [{ type: 'Service', id: 1 }] },
    },
    subscriptions: {},
    config: {},
  },
} as unknown as RootState;

describe("the store in a page's boot state", () => {
  it('leaves out the queries of deferred sections and the tags that name them, and keeps the rest as it was', () => {
    const boot = bootStore(state, new Set(['getServices']));
    expect(Object.keys(boot.api!.queries)).toEqual(['getContent(undefined)']);
    expect(boot.api!.provided.tags).toEqual({ Content: { SITE: ['getContent(undefined)'] }, Service: { LIST: ['getContent(undefined)'] } });
    expect(Object.keys(boot.api!.provided.keys)).toEqual(['getContent(undefined)']);
    expect(boot.session).toBe(state.session);
    // The render's own store is not changed.
    expect(Object.keys(state.api.queries)).toHaveLength(2);
  });

  it('is the store itself when nothing is deferred', () => {
    expect(bootStore(state, new Set())).toBe(state);
    expect(bootStore(state, new Set(['getRatings']))).toBe(state);
  });
});

describe('the fingerprints of the data left out', () => {
  it('name each deferred query by its cache key, and nothing when no query is deferred', () => {
    expect(renderedData(state, new Set(['getServices']))).toEqual({ 'getServices(undefined)': dataFingerprint([{ id: 1 }]) });
    expect(renderedData(state, new Set())).toBeUndefined();
  });
});
