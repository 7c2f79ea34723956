import request from 'supertest';
import { createTestApp } from '../test/test-app';

const app = createTestApp();

function bootState(html: string) {
  const match = html.match(/<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/);
  if (!match?.[1]) throw new Error('no boot state in page');
  return JSON.parse(match[1]) as { language: string; store: { session: { user: unknown } }; resources: Record<string, unknown> };
}

/** The code the page's loader asks for (server/render/app-loader.ts), read back from its script. */
function appCode(html: string) {
  const read = (name: string) => {
    const match = html.match(new RegExp(`${name}=(\\[[^\\]]*\\]|"[^"]*")`));
    if (!match?.[1]) throw new Error(`no ${name} in the page's loader`);
    return JSON.parse(match[1]) as unknown;
  };
  return { entry: read('entry') as string, modules: read('modules') as string[], texts: read('texts') as string[] };
}

describe('server-rendered pages', () => {
  it('renders the home page in English by default, left to right, with the shell in the HTML', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en" dir="ltr">/);
    expect(res.text).toContain('Khadamat');
    expect(res.text).toContain('href="/about"');
    expect(res.text).toContain('Business Hours');
    expect(res.text).toContain(`© ${new Date().getFullYear()}`);
    expect(bootState(res.text).language).toBe('en');
  });

  it('renders Arabic right to left from Accept-Language, with only the Arabic texts shipped', async () => {
    const res = await request(app).get('/').set('Accept-Language', 'ar-SA,ar;q=0.9,en;q=0.5');
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    expect(res.text).toContain('الرئيسية');
    const state = bootState(res.text);
    expect(state.language).toBe('ar');
    expect(Object.keys(state.resources)).toEqual(['ar']);
  });

  it('prefers the persisted language cookie over Accept-Language', async () => {
    const res = await request(app).get('/').set('Accept-Language', 'en-US').set('Cookie', 'lang=ar');
    expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
    const en = await request(app).get('/').set('Accept-Language', 'ar').set('Cookie', 'lang=en');
    expect(en.text).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('ignores an unsupported language and falls back to English', async () => {
    const res = await request(app).get('/').set('Accept-Language', 'fr-FR').set('Cookie', 'lang=de');
    expect(res.text).toMatch(/<html lang="en" dir="ltr">/);
  });

  it('renders an explicit theme as the colour-scheme attribute, and the system preference with a boot script', async () => {
    const dark = await request(app).get('/').set('Cookie', 'theme=dark');
    expect(dark.text).toMatch(/<html lang="en" dir="ltr" data-color-scheme="dark">/);
    expect(dark.text).not.toContain("matchMedia('(prefers-color-scheme: dark)')");
    const light = await request(app).get('/').set('Cookie', 'theme=light');
    expect(light.text).toMatch(/data-color-scheme="light"/);
    const system = await request(app).get('/');
    expect(system.text).not.toMatch(/<html[^>]*data-color-scheme/);
    expect(system.text).toContain("matchMedia('(prefers-color-scheme: dark)')");
  });

  it('emits the CSS variables of both themes so the first paint has the right colours', async () => {
    const res = await request(app).get('/');
    expect(res.text).toContain('[data-color-scheme="dark"]');
    expect(res.text).toContain('--mui-palette-primary-main');
  });

  it("asks for the entry and the current route's chunks only, after the page has loaded", async () => {
    const res = await request(app).get('/');
    const code = appCode(res.text);
    expect(code.entry).toBe('/assets/entry-client-TEST.js');
    expect(code.modules).toEqual(expect.arrayContaining(['/assets/entry-client-TEST.js', '/assets/home-page-TEST.js', '/assets/chunks/home-dep-TEST.js']));
    expect(code.modules.join(' ')).not.toContain('dashboard-layout-TEST.js');
    // Nothing in the head competes with the stylesheets, the fonts and the hero for the first paint.
    expect(res.text).not.toContain('rel="modulepreload"');
    expect(res.text).not.toMatch(/<script[^>]* src=/);
    expect(res.text).toContain('<link rel="stylesheet" href="/assets/entry-client-TEST.css">');
    const register = await request(app).get('/register');
    expect(appCode(register.text).modules).toContain('/assets/register-page-TEST.js');
    expect(appCode(register.text).modules.join(' ')).not.toContain('home-page-TEST.js');
  });

  it('answers an unknown path with a real 404 page', async () => {
    const res = await request(app).get('/no/such/page').set('Accept-Language', 'en');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
    expect(res.text).toContain('<title>Page not found | Khadamat</title>');
    const ar = await request(app).get('/no-such-page').set('Accept-Language', 'ar');
    expect(ar.status).toBe(404);
    expect(ar.text).toContain('الصفحة غير موجودة');
  });

  it('sends a visitor on a guarded page to /login with a real redirect that remembers the page', async () => {
    const res = await request(app).get('/booking/3?from=card');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(`/login?returnTo=${encodeURIComponent('/booking/3?from=card')}`);
    const dashboard = await request(app).get('/dashboard/rates');
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.location).toBe(`/login?returnTo=${encodeURIComponent('/dashboard/rates')}`);
  });

  it('sends the links the spec says may lead nowhere to real screens', async () => {
    for (const [from, to] of [
      ['/pricing', '/quote'],
      ['/dashboard/users', '/dashboard/normal-users'],
      ['/dashboard/reports', '/dashboard'],
      ['/dashboard/system', '/dashboard/settings'],
    ]) {
      const res = await request(app).get(from!);
      expect({ from, status: res.status, location: res.headers.location }).toEqual({ from, status: 302, location: to });
    }
  });

  it('sets a Content-Security-Policy whose nonce is on every inline script, without unsafe-inline for scripts', async () => {
    const res = await request(app).get('/');
    const csp = String(res.headers['content-security-policy']);
    const nonce = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) {
      if (attributes.includes('type="application/json"')) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    const second = await request(app).get('/');
    expect(second.headers['content-security-policy']).not.toContain(nonce);
  });

  it('uses the right emotion cache per direction', async () => {
    const en = await request(app).get('/');
    expect(en.text).toMatch(/data-emotion="mui /);
    const ar = await request(app).get('/').set('Accept-Language', 'ar');
    expect(ar.text).toMatch(/data-emotion="muirtl /);
  });

  it("carries the rules of the page's own class names only, and names those and the rules merged into them for the browser's emotion", async () => {
    for (const language of ['en', 'ar']) {
      const res = await request(app).get('/').set('Accept-Language', language);
      const body = res.text.slice(res.text.indexOf('<body'));
      const [, key = '', names = '', css = ''] = /<style data-emotion="(mui|muirtl) ([^"]+)" data-s="" nonce="[^"]*">([^<]*)<\/style>/.exec(res.text) ?? [];
      const listed = names.split(' ').filter((name) => !name.startsWith('animation-'));
      const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')));
      const own = listed.filter((name) => classes.has(`${key}-${name}`));
      expect(own.length).toBeGreaterThan(20);
      for (const className of [...classes].filter((name) => name.startsWith(`${key}-`))) expect(listed).toContain(className.slice(key.length + 1));
      // The rules carried are those of the page's classes: a merged rule (Button's own styles, in
      // the class of ButtonBase's element) is named, so the browser does not insert it again, but not sent.
      const ruleClasses = new Set([...css.matchAll(new RegExp(`\\.${key}-([\\w-]+)`, 'g'))].map((match) => match[1]!));
      expect([...ruleClasses].filter((name) => !classes.has(`${key}-${name}`))).toEqual([]);
      const merged = listed.filter((name) => !classes.has(`${key}-${name}`));
      expect(merged.length).toBeGreaterThan(0);
      for (const name of merged) expect(ruleClasses.has(name)).toBe(false);
    }
  });

  it('marks its style elements as placed, so the default emotion cache of the browser leaves them where they are', async () => {
    const res = await request(app).get('/');
    const styles = [...res.text.matchAll(/<style data-emotion="[^"]*"([^>]*)>/g)];
    expect(styles.length).toBeGreaterThan(0);
    for (const [, attributes] of styles) expect(attributes).toContain('data-s=""');
  });
});
