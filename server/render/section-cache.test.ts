import createCache from '@emotion/cache';
import request from 'supertest';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider';
import { createTestApp } from '../test/test-app';
import { collectCriticalCss } from './critical-css';
import { createSectionStore, requestSections } from './section-cache';

describe('sections reused across server renders', () => {
  let provider: FakeProvider;
  beforeAll(async () => {
    provider = await startFakeProvider();
  });
  afterAll(() => provider.close());
  afterEach(() => provider.emptyLists(false));

  /** The document without its nonces and the boot state (its request ids and times differ on every request). */
  const page = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');

  it.each(['en', 'ar'])('give the same page as rendering them (%s): HTML, CSS and boot state', async (language) => {
    const store = createSectionStore();
    const app = createTestApp({}, { providerUrl: () => provider.url, sectionStore: store });
    const first = await request(app).get(`/?lang=${language}`);
    expect(store.size).toBe(8); // hero, about, services, why us, partners, testimonials, contact, footer
    const second = await request(app).get(`/?lang=${language}`);
    expect(second.status).toBe(200);
    expect(page(second.text)).toBe(page(first.text));
  });

  it('are rendered again when what they show changes', async () => {
    const store = createSectionStore();
    const app = createTestApp({}, { providerUrl: () => provider.url, sectionStore: store });
    const full = await request(app).get('/?lang=en');
    expect(full.text).toContain('Green Oasis Landscaping');
    provider.emptyLists(true);
    const empty = await request(app).get('/?lang=en');
    expect(empty.text).not.toContain('Green Oasis Landscaping');
    expect(empty.text).toContain('No partners found');
    // Another page with the same inputs is served from the store again.
    expect(page((await request(app).get('/?lang=en')).text)).toBe(page(empty.text));
  });

  it('keep no section whose HTML cannot be reused (an id from useId, an inline script)', () => {
    const store = createSectionStore();
    const cache = createCache({ key: 'mui' });
    const sections = requestSections(store, 'en', cache, collectCriticalCss(cache));
    for (const id of ['plain', 'with-id', 'with-script']) expect(sections.cache.lookup(id, [])).toBeUndefined();
    sections.keep(
      [
        '<div style="display:contents" data-static-section="plain"><div><p>One</p></div><div>Two</div></div>',
        '<div style="display:contents" data-static-section="with-id"><label for="_R_1a_">Name</label></div>',
        '<div style="display:contents" data-static-section="with-script"><script>1</script></div>',
      ].join(''),
    );
    expect(store.size).toBe(1);
    const next = requestSections(store, 'en', cache, collectCriticalCss(cache));
    expect(next.cache.lookup('plain', [])).toBe('<div><p>One</p></div><div>Two</div>');
    expect(next.cache.lookup('plain', ['other data'])).toBeUndefined();
    expect(requestSections(store, 'ar', cache, collectCriticalCss(cache)).cache.lookup('plain', [])).toBeUndefined();
  });
});
