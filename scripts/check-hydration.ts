/**
 * npm run check:hydration [-- --shots=DIR]
 *
 * Opens `/` and `/services/{id}` of the built site in headless Chromium (playwright-core, the
 * system's /usr/bin/chromium) in English and Arabic, light and dark, signed out and signed in as
 * the admin, waits for the page to hydrate and its deferred sections to load (a scroll to the
 * bottom), and fails if the browser logged an error: React's hydration errors (#418, #423, ...),
 * a failed request, a script error. With --shots, a screenshot of each page in DIR.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { BENCH_ADMIN, startBuiltSite } from './lib/built-site';
import { signInThroughApi } from './lib/staff-sign-in';

const shots = process.argv.find((arg) => arg.startsWith('--shots='))?.slice('--shots='.length);
if (shots) fs.mkdirSync(shots, { recursive: true });

const site = await startBuiltSite({ env: { PAGE_CACHE_TTL_MS: '0' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems: string[] = [];
try {
  const services = (await (await fetch(`${site.url}/api/Services`)).json()) as { result: Array<{ id: number }> };
  const serviceId = services.result[0]?.id ?? 1;
  const session = (await signInThroughApi(site.url, BENCH_ADMIN)).split('=');
  const host = new URL(site.url).hostname;

  for (const signedIn of [false, true])
    for (const language of ['en', 'ar'])
      for (const theme of ['light', 'dark'])
        for (const pagePath of ['/', `/services/${serviceId}`]) {
          const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          await context.addCookies([
            { name: 'lang', value: language, domain: host, path: '/' },
            { name: 'theme', value: theme, domain: host, path: '/' },
            ...(signedIn ? [{ name: session[0]!, value: session.slice(1).join('='), domain: host, path: '/' }] : []),
          ]);
          const page = await context.newPage();
          const label = `${pagePath} ${language} ${theme} ${signedIn ? 'admin' : 'visitor'}`;
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(`${label}: console: ${message.text()}`);
          });
          page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
          page.on('requestfailed', (request) => problems.push(`${label}: request failed: ${request.url()} ${request.failure()?.errorText}`));
          await page.goto(`${site.url}${pagePath}`, { waitUntil: 'networkidle' });
          // Hydrated: React attached its handlers to the root.
          await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
          const shot = (suffix: string) =>
            shots ? page.screenshot({ path: path.join(shots, `${label.replace(/[^\w]+/g, '-').replace(/^-/, '')}${suffix}.png`) }) : undefined;
          await shot('');
          // A scroll: the home page's sections below the hero fetch their code and data and hydrate.
          await page.mouse.wheel(0, 20_000);
          // The sections below the first screen (of the home page, of a service page) too.
          const sections = pagePath === '/' ? 'home-sections' : 'service-detail-sections';
          await page
            .waitForFunction((name) => (document.documentElement.dataset.deferredReady ?? '').split(' ').includes(name), sections, {
              timeout: 30_000,
            })
            .catch(() => problems.push(`${label}: the ${sections} did not hydrate`));
          await page.waitForTimeout(1000);
          await page.waitForLoadState('networkidle');
          await shot('-bottom');
          console.log(`checked ${label}`);
          await context.close();
        }

  // The data of the sections below the hero changed after the page was rendered (here: the browser
  // gets a renamed partner): they are rendered anew with it, without a hydration error.
  for (const language of ['en', 'ar']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'lang', value: language, domain: host, path: '/' }]);
    const page = await context.newPage();
    const label = `/ ${language}, partners changed since the render`;
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${label}: console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
    await page.route('**/api/Partners/get-all**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { result?: Array<{ name: string; arabicName: string }> } | Array<{ name: string; arabicName: string }>;
      const list = Array.isArray(body) ? body : (body.result ?? []);
      if (list[0]) {
        list[0].name = 'Renamed Partner';
        list[0].arabicName = 'شريك بعد التغيير';
      }
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${site.url}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
    await page.mouse.wheel(0, 20_000);
    await page
      .waitForFunction(() => (document.documentElement.dataset.deferredReady ?? '').split(' ').includes('home-sections'), undefined, { timeout: 30_000 })
      .catch(() => problems.push(`${label}: the home sections did not render`));
    const shown = await page.getByText(language === 'ar' ? 'شريك بعد التغيير' : 'Renamed Partner').count();
    if (shown === 0) problems.push(`${label}: the sections do not show the changed partner`);
    console.log(`checked ${label}`);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log('\nNo errors in the browser console.');
