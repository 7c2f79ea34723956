import request from 'supertest';
import { resources } from '../../shared/i18n';
import { NAMESPACES } from '../../shared/i18n/namespaces';
import { createTestApp, TEST_MANIFEST } from '../test/test-app';
import type { AssetManifest } from './asset-manifest';
import { pageResources, pageTextFiles } from './page-resources';

describe("the texts in a page's boot state", () => {
  it('leave the dashboard texts out of public pages and keep them on dashboard pages', () => {
    const home = pageResources('en', '/', true) as { en: Record<string, unknown> };
    expect(Object.keys(home.en).sort()).toEqual(['common', 'public', 'validation']);
    expect(home.en).not.toHaveProperty('dashboard');
    expect(home.en).not.toHaveProperty('admin');
    expect(pageResources('ar', '/dashboard-tips', true)).not.toHaveProperty('ar.dashboard');
    expect(pageResources('ar', '/dashboard/rates', true)).toHaveProperty('ar.dashboard.ratings.confirmTitle', 'تأكيد الحذف');
    expect(pageResources('en', '/dashboard', true)).toHaveProperty('en.dashboard');
    expect(pageResources('en', '/dashboard/blog', true)).toHaveProperty('en.admin');
    // The 403 page at a dashboard address needs none of them.
    expect(pageResources('en', '/dashboard', false)).not.toHaveProperty('en.dashboard');
  });

  it("ship an area's texts with its own pages only", () => {
    const keys = (pathname: string) => Object.keys((pageResources('en', pathname, true) as { en: object }).en);
    for (const pathname of ['/login', '/register', '/profile', '/booking/3', '/booking-confirmation', '/reset-password'])
      expect(keys(pathname)).toContain('account');
    for (const pathname of ['/', '/services/1', '/contact', '/bookings-of-someone']) expect(keys(pathname)).not.toContain('account');
    expect(keys('/quote/12')).toContain('quotes');
    expect(keys('/blog/some-post')).toContain('blog');
    expect(keys('/')).not.toEqual(expect.arrayContaining(['quotes']));
    expect(keys('/')).not.toEqual(expect.arrayContaining(['blog']));
    expect(keys('/dashboard/quotes')).toEqual(expect.arrayContaining(['account', 'quotes', 'blog', 'dashboard', 'admin']));
  });

  it('a public page ships no dashboard text', async () => {
    const res = await request(createTestApp()).get('/about');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('Dashboard navigation');
    expect(res.text).not.toContain('Are you sure you want to delete this rating?');
  });
});

describe("a page's texts as files", () => {
  const texts = Object.fromEntries(
    (['en', 'ar'] as const).map((language) => [
      language,
      Object.fromEntries(NAMESPACES.map((namespace) => [namespace, `texts/${language}-${namespace}-H.json`])),
    ]),
  );
  const manifest: AssetManifest = { ...TEST_MANIFEST, texts };

  it("name the files of the page's namespaces, and the boot state then carries no text", async () => {
    expect(pageTextFiles(manifest, 'ar', '/', true)).toEqual({
      common: '/assets/texts/ar-common-H.json',
      validation: '/assets/texts/ar-validation-H.json',
      public: '/assets/texts/ar-public-H.json',
    });
    expect(Object.keys(pageTextFiles(manifest, 'en', '/login', true) ?? {})).toContain('account');
    expect(Object.keys(pageTextFiles(manifest, 'en', '/dashboard', true) ?? {})).toEqual([...NAMESPACES]);

    const res = await request(createTestApp({}, { manifest })).get('/about').set('Accept-Language', 'ar');
    expect(res.status).toBe(200);
    const state = JSON.parse(/id="boot-state">([\s\S]*?)<\/script>/.exec(res.text)![1]!) as { resources: object; texts: Record<string, string> };
    expect(state.resources).toEqual({});
    expect(state.texts.public).toBe('/assets/texts/ar-public-H.json');
    // Fetched with the code, not after it: the page's loader asks for them beside the modules.
    expect(res.text).toMatch(/texts=\[[^\]]*"\/assets\/texts\/ar-public-H\.json"/);
    expect(res.text).not.toContain(resources.ar.public.meta.homeTitle);
  });

  it('fall back to texts in the boot state when the build has no file for a namespace', () => {
    expect(pageTextFiles(TEST_MANIFEST, 'en', '/', true)).toBeUndefined();
    const { public: _public, ...withoutPublic } = texts.en!;
    expect(pageTextFiles({ ...TEST_MANIFEST, texts: { en: withoutPublic } }, 'en', '/', true)).toBeUndefined();
  });
});
