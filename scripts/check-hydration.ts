/**
 * npm run check:hydration [-- --shots=DIR] [--only=TEXT] [--width=390]
 *
 * Starts the built site, makes what its pages show through its /api (scripts/lib/site-records.ts: a
 * client with a booking, its messages, a quote and an invoice; a partner with the job), and opens
 * every page in headless Chromium (playwright-core, the system's /usr/bin/chromium) as a visitor, a
 * client, the admin and a partner, in English and Arabic, light and dark: the public pages, every
 * page a message links to (confirm e-mail, reset password, quote, invoice, booking and its thread,
 * profile), every dashboard screen and the partner portal. On each it waits until React hydrated and
 * the deferred sections it fetched while scrolled to the end hydrated too, and fails if the browser
 * logged an error: React's hydration errors (#418, #423, ...), a failed request, a script error, and
 * if it shows a translation key instead of its text (scripts/lib/untranslated-keys.ts).
 * --shots=DIR keeps a screenshot of each page; --only=TEXT checks the pages whose label contains TEXT.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { startBuiltSite } from './lib/built-site';
import { type ApiCaller, makeSiteRecords, type SiteRecords } from './lib/site-records';
import { keyRootsIn, untranslatedKeysIn } from './lib/untranslated-keys';

const argument = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const shots = argument('shots');
const only = argument('only');
const width = Number(argument('width') ?? 1366);
if (shots) fs.mkdirSync(shots, { recursive: true });

type Role = 'visitor' | 'client' | 'admin' | 'partner';

const KEY_ROOTS = keyRootsIn(path.join(import.meta.dirname, '..', 'shared', 'i18n', 'en'));

/** What a reader sees or hears of a page: its text, and the labels, hints and titles of its controls. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')].flatMap((element) =>
        ['placeholder', 'aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );

/** The sections whose code loads on demand (client/lib/deferred.tsx), by the name each marks itself ready with. */
const DEFERRED_SECTIONS = ['home-sections', 'contact-form', 'footer', 'service-detail-sections'];

/** Every page each reader opens: from the menus, from the messages the site sends them, by typing. */
/** Links that work once (a confirmation), asked for anew for each language and theme. */
interface OneTimeLinks {
  confirmEmail: string;
  confirmEmailChange: string;
}

function pagesOf(role: Role, records: SiteRecords, once: OneTimeLinks): string[] {
  const { serviceId, bookingId, quoteId, blogSlug, blogPostId, links } = records;
  switch (role) {
    case 'visitor':
      return [
        '/',
        '/about',
        '/services',
        `/services/${serviceId}`,
        '/partners',
        '/contact',
        '/blog',
        ...(blogSlug ? [`/blog/${encodeURIComponent(blogSlug)}`] : []),
        '/testimonials',
        '/login',
        '/register',
        '/forgot-password',
        '/resend-confirmation',
        once.confirmEmail,
        once.confirmEmailChange,
        links.resetPassword,
        '/booking',
        `/booking/${serviceId}`,
        `/quote/${quoteId}`,
        '/profile',
        '/no-such-page',
      ];
    case 'client':
      return [
        '/',
        `/services/${serviceId}`,
        '/profile',
        `/profile?thread=${bookingId}`,
        '/profile#my-invoices',
        '/quote',
        `/quote/${quoteId}`,
        `/booking/${serviceId}`,
        '/booking-confirmation',
        '/dashboard',
      ];
    case 'admin':
      return [
        '/',
        '/profile',
        `/quote/${quoteId}`,
        '/dashboard',
        '/dashboard/profile',
        '/dashboard/bookings',
        `/dashboard/bookings?booking=${bookingId}`,
        '/dashboard/calendar',
        '/dashboard/availability',
        '/dashboard/settings',
        '/dashboard/employees',
        '/dashboard/services',
        '/dashboard/quotes',
        '/dashboard/quotes/create',
        '/dashboard/invoices',
        '/dashboard/payments',
        '/dashboard/finance',
        '/dashboard/e-invoicing',
        '/dashboard/content',
        '/dashboard/content/policies',
        '/dashboard/data-requests',
        '/dashboard/normal-users',
        '/dashboard/rates',
        '/dashboard/messages',
        '/dashboard/blog',
        '/dashboard/blog/new',
        ...(blogPostId ? [`/dashboard/blog/${blogPostId}`] : []),
        '/dashboard/audit',
      ];
    case 'partner':
      return ['/', '/partner', `/partner?thread=${bookingId}`, '/profile'];
  }
}

/**
 * Answers that a page shows on purpose, which Chromium logs as a console error: a page that does not
 * exist (404), the dashboard refused to a client (403).
 */
const EXPECTED_STATUS: Record<string, number> = { '/no-such-page': 404 };
const expectedConsoleError = (role: Role, pagePath: string, text: string) => {
  const status = role === 'client' && pagePath === '/dashboard' ? 403 : EXPECTED_STATUS[pagePath];
  return (
    status !== undefined && text === `Failed to load resource: the server responded with a status of ${status} (${status === 404 ? 'Not Found' : 'Forbidden'})`
  );
};

/** Waits until the network is quiet, or at most 5 s (a screen may keep a request open). */
const quiet = (page: Page) => page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);

/** Scrolls to the end as a reader would, then waits until each deferred section whose code the page fetched has hydrated. */
async function readToTheEnd(page: Page): Promise<string[]> {
  for (let step = 0; step < 60; step++) {
    const atEnd = await page.evaluate(() => window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1);
    if (atEnd) break;
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  await quiet(page);
  const pending = () =>
    page.evaluate((names) => {
      const fetched = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .flatMap((pathname) => names.filter((name) => pathname.includes(`/${name}-`)));
      const ready = (document.documentElement.dataset.deferredReady ?? '').split(' ');
      return [...new Set(fetched)].filter((name) => !ready.includes(name));
    }, DEFERRED_SECTIONS);
  const deadline = Date.now() + 30_000;
  let left = await pending();
  while (left.length > 0 && Date.now() < deadline) {
    await page.waitForTimeout(200);
    left = await pending();
  }
  await quiet(page);
  return left;
}

async function checkRole(browser: Browser, site: { url: string }, records: SiteRecords, role: Role, problems: string[]): Promise<number> {
  const session: ApiCaller | undefined = role === 'visitor' ? undefined : records.sessions[role];
  const host = new URL(site.url).hostname;
  let checked = 0;
  for (const language of ['en', 'ar'] as const)
    for (const theme of ['light', 'dark'] as const) {
      const once: OneTimeLinks =
        role === 'visitor'
          ? { confirmEmail: await records.links.newConfirmEmail(), confirmEmailChange: await records.links.newConfirmEmailChange() }
          : { confirmEmail: '', confirmEmailChange: '' };
      const pages = pagesOf(role, records, once).filter((pagePath) => !only || `${pagePath} ${language} ${theme} ${role}`.includes(only));
      if (pages.length === 0) continue;
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: language === 'ar' ? 'ar-SA' : 'en-US', colorScheme: theme });
      await context.addCookies([
        { name: 'lang', value: language, domain: host, path: '/' },
        { name: 'theme', value: theme, domain: host, path: '/' },
        ...(session?.cookie ? [{ ...session.cookie, domain: host, path: '/' }] : []),
      ]);
      for (const pagePath of pages) {
        const label = `${pagePath} ${language} ${theme} ${role}`;
        const before = problems.length;
        const page = await context.newPage();
        page.on('console', (message) => {
          if (message.type() === 'error' && !expectedConsoleError(role, pagePath, message.text())) problems.push(`${label}: console: ${message.text()}`);
        });
        page.on('pageerror', (error) => problems.push(`${label}: page error: ${error.message}`));
        page.on('requestfailed', (request) => {
          // A navigation away (a guard's redirect) aborts the requests of the page being left.
          if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${label}: request failed: ${request.url()} ${request.failure()?.errorText}`);
        });
        // Not networkidle: a screen may keep a request open (the blog editor's preview).
        const opened = await page.goto(`${site.url}${pagePath}`, { waitUntil: 'load' }).catch((error: Error) => error);
        if (opened instanceof Error) {
          problems.push(`${label}: ${opened.message.split('\n')[0]}`);
          await page.close();
          continue;
        }
        await page
          .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 })
          .catch(() => problems.push(`${label}: the page did not hydrate`));
        // From the top: a full-page shot taken scrolled to the end draws the sticky header in the middle.
        const shot = async (suffix: string) => {
          if (!shots) return;
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: path.join(shots, `${`${role}-${pagePath}-${language}-${theme}`.replace(/[^\w]+/g, '-')}${suffix}.png`),
            fullPage: true,
          });
        };
        const left = await readToTheEnd(page);
        if (left.length > 0) problems.push(`${label}: ${left.join(', ')} did not hydrate`);
        const keys = untranslatedKeysIn(await shownText(page), KEY_ROOTS);
        if (keys.length > 0) problems.push(`${label}: shows translation keys instead of text: ${keys.join(', ')}`);
        await shot('');
        checked += 1;
        console.log(`checked ${label}`);
        for (const problem of problems.slice(before)) console.error(`  ${problem}`);
        await page.close();
      }
      await context.close();
    }
  return checked;
}

/**
 * The data of the home page's sections changed after the page was rendered (the browser gets a
 * renamed partner): they are rendered anew with it, without a hydration error.
 */
async function checkChangedHomeData(browser: Browser, site: { url: string }, problems: string[]): Promise<void> {
  const host = new URL(site.url).hostname;
  for (const language of ['en', 'ar']) {
    const label = `/ ${language}, partners changed since the render`;
    if (only && !label.includes(only)) continue;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'lang', value: language, domain: host, path: '/' }]);
    const page = await context.newPage();
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
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.mouse.wheel(0, 20_000);
    await page
      .waitForFunction(() => (document.documentElement.dataset.deferredReady ?? '').split(' ').includes('home-sections'), undefined, { timeout: 30_000 })
      .catch(() => problems.push(`${label}: the home sections did not render`));
    const shown = await page.getByText(language === 'ar' ? 'شريك بعد التغيير' : 'Renamed Partner').count();
    if (shown === 0) problems.push(`${label}: the sections do not show the changed partner`);
    console.log(`checked ${label}`);
    await context.close();
  }
}

// Pages wait for their data as long as it takes: on a busy machine the 5 s default renders the error
// state (and a 503) instead of the page this check is about.
const site = await startBuiltSite({ env: { PAGE_CACHE_TTL_MS: '0', PAGE_DATA_TIMEOUT_MS: '60000' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const problems: string[] = [];
let checked = 0;
try {
  const records = await makeSiteRecords(site);
  for (const role of ['visitor', 'client', 'admin', 'partner'] as const) checked += await checkRole(browser, site, records, role, problems);
  await checkChangedHomeData(browser, site, problems);
} finally {
  await browser.close();
  await site.stop();
}
if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) on ${checked} pages:\n${problems.join('\n')}`);
  process.exitCode = 1;
} else console.log(`\nNo errors in the browser console on ${checked} pages.`);
