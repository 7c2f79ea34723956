/**
 * The `test` of every browser journey: Playwright's, with the site's visitors, accounts, mailbox
 * and accessibility checks as fixtures. Journeys import `test` and `expect` from here.
 *
 * - `language` and `theme` (options, `test.use({ language: 'ar', theme: 'dark' })`) choose the
 *   browser's locale, Accept-Language and colour scheme for every page of the test.
 * - `page` is a visitor's page; `openPage(options)` opens another visitor (a browser context of
 *   its own; `openContext(options)` for several pages); `adminPage` / `openAdminPage(options)` are
 *   signed in as the bootstrap admin, with the language and theme also chosen by their cookies (as
 *   the settings screen does); `clientAccount` is a new registered and confirmed client, signed in
 *   on `clientPage`. Contexts opened by the fixtures are closed after the test (traces and
 *   screenshots kept on failure).
 * - `outbox` reads the links the site e-mails; `axe` runs axe-core (in a context that bypasses the
 *   page's Content-Security-Policy, `bypassCSP: true`); `problemsOf(page)` lists the console
 *   errors and warnings and uncaught exceptions of any page the test opened.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import { withFreshTotpCode } from '../../scripts/lib/fresh-totp-code';
import { type AxeViolation, seriousAxeViolations } from './axe-check';
import { ADMIN, BASE_URL, outboxDir } from './e2e-site';
import { MailOutbox } from './mail-outbox';

export { expect };
export { ADMIN, BASE_URL };

export type Language = 'en' | 'ar';
export type Theme = 'light' | 'dark';

export interface VisitorOptions extends BrowserContextOptions {
  /** The browser's language: its locale and Accept-Language (the test's `language` unless given). */
  language?: Language;
  /** The system colour scheme (the test's `theme` unless given). */
  theme?: Theme;
}

export interface ClientAccount {
  email: string;
  password: string;
  fullName: string;
}

export interface AxeChecks {
  /** The serious and critical violations on the page as it is now (its context must bypass the CSP). */
  seriousViolations(page: Page): Promise<AxeViolation[]>;
}

interface JourneyOptions {
  language: Language;
  theme: Theme;
}

interface JourneyFixtures {
  openContext(options?: VisitorOptions): Promise<BrowserContext>;
  openPage(options?: VisitorOptions): Promise<Page>;
  openAdminPage(options?: VisitorOptions): Promise<Page>;
  adminPage: Page;
  newClient(fullName?: string): Promise<ClientAccount>;
  clientAccount: ClientAccount;
  clientPage: Page;
  axe: AxeChecks;
}

interface WorkerFixtures {
  outbox: MailOutbox;
}

const LOCALES: Record<Language, string> = { en: 'en-US', ar: 'ar-SA' };
const ACCEPT_LANGUAGE: Record<Language, string> = { en: 'en-US,en;q=0.9', ar: 'ar-SA,ar;q=0.9' };

// ---------------------------------------------------------------------------------------------
// Console problems of every page opened in a watched context.

const problems = new WeakMap<Page, string[]>();

interface ShownToast {
  text: string;
  kind: string;
}

/**
 * Runs in every page before its scripts: records each toast as it appears. A toast goes after 5 s,
 * which a journey on a busy machine can take to look: it checks what was shown, not what is left.
 */
function recordToasts() {
  const shown: ShownToast[] = [];
  Object.defineProperty(window, '__e2eToasts', { value: shown });
  const record = (node: Node) => {
    if (!(node instanceof HTMLElement)) return;
    const toasts = node.matches('.Toastify__toast') ? [node] : Array.from(node.querySelectorAll<HTMLElement>('.Toastify__toast'));
    for (const element of toasts) {
      const kind = Array.from(element.classList).find((name) => name.startsWith('Toastify__toast--')) ?? '';
      shown.push({ text: element.textContent ?? '', kind: kind.slice('Toastify__toast--'.length) });
    }
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) mutation.addedNodes.forEach(record);
  }).observe(document, { childList: true, subtree: true });
}

/** Watches the pages of a context: their console problems and the toasts they show. */
async function watchContext(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordToasts);
  context.on('page', (page) => {
    const errors: string[] = [];
    problems.set(page, errors);
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  });
}

/** Waits until the page has shown a toast with this text (of this kind: 'success', 'error', ...), even one already gone. */
export async function expectToast(page: Page, text: string | RegExp, kind?: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(() => (window as unknown as { __e2eToasts?: ShownToast[] }).__e2eToasts ?? []);
        return shown.some((toast) => (typeof text === 'string' ? toast.text.includes(text) : text.test(toast.text)) && (!kind || toast.kind === kind));
      },
      { message: `a ${kind ?? ''} toast saying ${text}` },
    )
    .toBe(true);
}

/** Console errors and warnings, uncaught exceptions and CSP violations of a page opened by the test. */
export function problemsOf(page: Page): string[] {
  const errors = problems.get(page);
  if (!errors) throw new Error('This page was not opened through the journey fixtures: nothing watched its console');
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Steps that many journeys take.

/** Where the journeys leave their screenshots (and downloaded PDFs) to be looked at. */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/** The path of a screenshot for review, `e2e/screenshots/<name>.png`. */
function screenshotPath(name: string): string {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}.png`);
}

/**
 * Review screenshots are taken unless E2E_SCREENSHOTS=off: CI turns them off, where nobody looks at
 * them. They cost a sixth of the account pages' journeys (3.0 min, 2.5 without) but little of the
 * whole suite (23.4 min, 22.9 without; quiet machine, two workers).
 */
const REVIEW_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/** A screenshot for review, `e2e/screenshots/<name>.png`, of a page (`fullPage` for all of it) or of one element. */
export async function captureForReview(target: Page | Locator, name: string, options: { fullPage?: boolean; animations?: 'disabled' } = {}): Promise<void> {
  if (!REVIEW_SCREENSHOTS) return;
  const file = screenshotPath(name);
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file, animations: options.animations });
}

/** Waits until React has hydrated the server-rendered page. */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens `path` and waits until React has hydrated it. */
export async function openHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await expectHydrated(page);
  return response;
}

/**
 * Signs in through the login page (of the shared e2e site, or of `siteUrl`: a journey's own site) and
 * waits for the redirect home. A staff account (`totpSecret`,
 * the admin's is the site's ADMIN_TOTP_SECRET) passes the code step with a code computed from its
 * secret, one no earlier sign-in took (scripts/lib/fresh-totp-code.ts).
 */
export async function signIn(page: Page, account: { email: string; password: string; totpSecret?: string }, siteUrl = BASE_URL): Promise<void> {
  await openHydrated(page, `${siteUrl}/login`);
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  if (account.totpSecret) await passCodeStep(page, account.totpSecret);
  await expect(page).toHaveURL(`${siteUrl}/`);
}

/**
 * The code step of a staff sign-in whose password was just sent: a code computed from the
 * account's secret, one no earlier sign-in took (scripts/lib/fresh-totp-code.ts), submitted and
 * taken (the form leaves the code step).
 */
export async function passCodeStep(page: Page, totpSecret: string): Promise<void> {
  const codeField = page.locator('#second-step-code');
  await expect(codeField).toBeVisible();
  await withFreshTotpCode(
    totpSecret,
    async (code) => {
      await codeField.fill(code);
      await page.locator('form button[type="submit"]').click();
      await expect(codeField).toHaveCount(0);
    },
    { acrossProcesses: true },
  );
}

/** What a staff member's first sign-in set up: the authenticator secret and the ten recovery codes. */
export interface StaffEnrolment {
  totpSecret: string;
  recoveryCodes: string[];
}

/**
 * A staff account's first sign-in through the login page (issue 28): the password, then the
 * enrolment: the QR code and its key are shown, the first code (computed from the key the page
 * shows, as an authenticator app would from the QR code) is taken, the ten recovery codes are
 * shown once. `beforeCode` / `beforeContinue` let a journey look at those two screens. Waits for
 * the redirect home; answers the secret for later sign-ins (`signIn` with `totpSecret`).
 */
export async function enrolStaff(
  page: Page,
  account: { email: string; password: string },
  look: { beforeCode?: () => Promise<void>; beforeContinue?: () => Promise<void> } = {},
): Promise<StaffEnrolment> {
  await openHydrated(page, '/login');
  await page.locator('#login-email').fill(account.email);
  await page.locator('#login-password').fill(account.password);
  await page.locator('form button[type="submit"]').click();
  const secretText = page.getByTestId('totp-secret');
  await expect(secretText).toBeVisible();
  await expect(page.locator('form img[src^="data:image/"]')).toBeVisible();
  const totpSecret = (await secretText.innerText()).replace(/\s+/g, '');
  await look.beforeCode?.();
  const recovery = page.getByTestId('recovery-codes');
  await withFreshTotpCode(totpSecret, async (code) => {
    await page.locator('#second-step-code').fill(code);
    await page.locator('form button[type="submit"]').click();
    await expect(recovery).toBeVisible();
  });
  const recoveryCodes = await recovery.locator('li').allInnerTexts();
  await look.beforeContinue?.();
  await recovery.getByRole('button').click();
  await expect(page).toHaveURL('/');
  return { totpSecret, recoveryCodes };
}

const SESSION_COOKIE = 'khadamat.sid';

/**
 * The admin's session, kept by this worker: each sign-in spends a code of its own 30-second step,
 * so the admin pages of a worker share one session (as tabs of one browser would) while it lasts.
 */
let adminSession: Cookie | undefined;

/** Signs the page in as the admin: the worker's session if the site still knows it, else through the login page. */
async function signInAdmin(page: Page): Promise<void> {
  const context = page.context();
  if (adminSession) {
    await context.addCookies([adminSession]);
    const me = await page.request.get(`${BASE_URL}/api/Auth/me`, { headers: { 'Accept-Language': 'en' } });
    const stillAdmin = me.ok() && ((await me.json()) as { result: { email?: string } | null }).result?.email === ADMIN.email;
    if (stillAdmin) {
      await openHydrated(page, '/');
      return;
    }
    adminSession = undefined;
    await context.clearCookies({ name: SESSION_COOKIE });
  }
  await signIn(page, ADMIN);
  adminSession = (await context.cookies(BASE_URL)).find((cookie) => cookie.name === SESSION_COOKIE);
}

const API_HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };

/** A booking of the service made through /api by the client signed in on `page` (as the wizard sends it); answers its id. */
export async function bookThroughApi(page: Page, serviceId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const booked = await page.request.post(`${BASE_URL}/api/DemandeDeService/create`, {
    headers: API_HEADERS,
    data: {
      priorite: 'medium',
      preferedContactMethode: 'email',
      description: 'Front garden with drip irrigation and night lighting',
      preferedDateAndTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      location: 'Al Khobar, Al Rakah',
      budget: 1000,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId }],
      ...overrides,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).result.id as number;
}

/** The admin signed in on `adminPage` moves a booking through in progress to completed (what rating its service needs). */
export async function completeBooking(adminPage: Page, bookingId: number): Promise<void> {
  for (const status of ['in_progress', 'completed']) {
    const moved = await adminPage.request.patch(`${BASE_URL}/api/DemandeDeService/update-status/${bookingId}`, { headers: API_HEADERS, data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** The sections whose code loads on demand (client/lib/deferred.tsx), by the name each marks itself ready with. */
const DEFERRED_SECTIONS = ['home-sections', 'contact-form', 'footer', 'service-detail-sections'] as const;

/**
 * Scrolls through the page as a reader would, step by step until the end, so every deferred
 * section loads; then waits until each section whose code the page fetched has hydrated and the
 * network is quiet, and goes back to the top.
 */
export async function readToTheEnd(page: Page): Promise<void> {
  for (;;) {
    const { y, atEnd } = await page.evaluate(() => ({
      y: window.scrollY,
      atEnd: window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1,
    }));
    if (atEnd) break;
    await page.mouse.wheel(0, 500);
    // The wheel is handled asynchronously: wait until the page has moved.
    await page.waitForFunction((from) => window.scrollY > from || window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1, y);
  }
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page.evaluate((names) => {
        const fetched = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .flatMap((pathname) => names.filter((name) => pathname.includes(`/${name}-`)));
        const ready = (document.documentElement.dataset.deferredReady ?? '').split(' ');
        return [...new Set(fetched)].filter((name) => !ready.includes(name));
      }, DEFERRED_SECTIONS),
    )
    .toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A client registered and confirmed through the web server's /api, as the register and confirm-email screens do. */
export async function registerClient(request: APIRequestContext, outbox: MailOutbox, fullName = 'Maha Al-Zahrani'): Promise<ClientAccount> {
  const account = { email: `client-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`, password: 'Client#2026e2e', fullName };
  const headers = { Origin: BASE_URL, 'Accept-Language': 'en' };
  // Each client registers from an address of their own (the site trusts this loopback proxy: start-site.ts).
  const clientAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const registered = await request.post(`${BASE_URL}/api/Auth/register`, {
    headers: { ...headers, 'X-Forwarded-For': clientAddress },
    data: {
      fullName,
      email: account.email,
      password: account.password,
      confirmPassword: account.password,
      phoneNumber: '+966501234567',
      typeUser: 3,
      startDate: new Date().toISOString().slice(0, 10),
      acceptedPrivacyVersion: 1,
      acceptedTermsVersion: 1,
    },
  });
  expect(registered.ok(), `register answered ${registered.status()}: ${await registered.text()}`).toBe(true);
  const token = new URL(await outbox.linkTo(account.email, '/confirm-email')).searchParams.get('token');
  const confirmed = await request.post(`${BASE_URL}/api/Auth/confirm-email`, { headers, data: { email: account.email, token } });
  expect(confirmed.ok(), `confirm-email answered ${confirmed.status()}: ${await confirmed.text()}`).toBe(true);
  return account;
}

// ---------------------------------------------------------------------------------------------
// The fixtures.

async function newVisitorContext(browser: Browser, options: VisitorOptions, defaults: JourneyOptions): Promise<BrowserContext> {
  const { language = defaults.language, theme = defaults.theme, extraHTTPHeaders, ...rest } = options;
  const context = await browser.newContext({
    locale: LOCALES[language],
    colorScheme: theme,
    ...rest,
    extraHTTPHeaders: { 'Accept-Language': ACCEPT_LANGUAGE[language], ...extraHTTPHeaders },
  });
  await watchContext(context);
  return context;
}

export const test = base.extend<JourneyOptions & JourneyFixtures, WorkerFixtures>({
  language: ['en', { option: true }],
  theme: ['light', { option: true }],
  locale: async ({ language }, use) => use(LOCALES[language]),
  colorScheme: async ({ theme }, use) => use(theme),
  extraHTTPHeaders: async ({ language }, use) => use({ 'Accept-Language': ACCEPT_LANGUAGE[language] }),

  context: async ({ context }, use) => {
    await watchContext(context);
    await use(context);
  },

  openContext: async ({ browser, language, theme }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await newVisitorContext(browser, options, { language, theme });
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },

  openPage: async ({ openContext }, use) => use(async (options) => (await openContext(options)).newPage()),

  openAdminPage: async ({ openPage, language, theme }, use) => {
    await use(async (options = {}) => {
      const page = await openPage(options);
      await page.context().addCookies([
        { name: 'lang', value: options.language ?? language, url: BASE_URL },
        { name: 'theme', value: options.theme ?? theme, url: BASE_URL },
      ]);
      await signInAdmin(page);
      return page;
    });
  },

  adminPage: async ({ openAdminPage }, use) => use(await openAdminPage()),

  newClient: async ({ request, outbox }, use) => use((fullName) => registerClient(request, outbox, fullName)),

  clientAccount: async ({ newClient }, use) => use(await newClient()),

  clientPage: async ({ openPage, clientAccount }, use) => {
    const page = await openPage();
    await signIn(page, clientAccount);
    await use(page);
  },

  axe: async ({}, use) => use({ seriousViolations: seriousAxeViolations }),

  outbox: [async ({}, use) => use(new MailOutbox(outboxDir())), { scope: 'worker' }],
});
