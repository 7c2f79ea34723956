import type { RootState } from '../../client/store';
import { dataFingerprint } from '../../client/lib/data-fingerprint';
import { bootStore, oneLanguage, renderedData } from './boot-store';

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
    const boot = bootStore(state, new Set(['getServices']), 'en');
    expect(Object.keys(boot.api!.queries)).toEqual(['getContent(undefined)']);
    expect(boot.api!.provided.tags).toEqual({ Content: { SITE: ['getContent(undefined)'] }, Service: { LIST: ['getContent(undefined)'] } });
    expect(Object.keys(boot.api!.provided.keys)).toEqual(['getContent(undefined)']);
    expect(boot.session).toBe(state.session);
    // The render's own store is not changed.
    expect(Object.keys(state.api.queries)).toHaveLength(2);
  });

  it('keeps every query when nothing is deferred', () => {
    expect(Object.keys(bootStore(state, new Set(), 'en').api!.queries)).toEqual(Object.keys(state.api.queries));
    expect(bootStore(state, new Set(['getRatings']), 'en').api!.provided).toBe(state.api.provided);
  });

  it("carries the site content in the page's language only", () => {
    const content = {
      companyPhone: '+966 13 812 4400',
      officeAddress: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
      hero: { en: { headlines: ['One'], subtitle: 's' }, ar: { headlines: ['واحد'], subtitle: 'س' } },
      socialLinks: { facebook: '#', twitter: '#' },
    };
    const withContent = {
      ...state,
      api: { ...state.api, queries: { ...state.api.queries, 'getContent(undefined)': { ...query('getContent'), data: content } } },
    } as unknown as RootState;
    const boot = bootStore(withContent, new Set(), 'ar');
    expect(boot.api!.queries['getContent(undefined)']!.data).toEqual({
      companyPhone: '+966 13 812 4400',
      officeAddress: { ar: 'طريق الملك فهد' },
      hero: { ar: { headlines: ['واحد'], subtitle: 'س' } },
      socialLinks: { facebook: '#', twitter: '#' },
    });
    // Other endpoints' data is left as it is, pairs and all.
    expect(oneLanguage({ en: 1, ar: 2 }, 'en')).toEqual({ en: 1 });
    expect(bootStore(withContent, new Set(), 'en').api!.queries['getServices(undefined)']).toBe(state.api.queries['getServices(undefined)']);
  });
});

describe('the fingerprints of the data left out', () => {
  it('name each deferred query by its cache key, and nothing when no query is deferred', () => {
    expect(renderedData(state, new Set(['getServices']))).toEqual({ 'getServices(undefined)': dataFingerprint([{ id: 1 }]) });
    expect(renderedData(state, new Set())).toBeUndefined();
  });
});
