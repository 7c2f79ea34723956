import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium, as root on a closed network: no sandbox, no background connections. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
/** Where the journeys leave their screenshots (and downloaded PDFs) to be looked at. */
export const SCREENSHOTS = path.resolve(__dirname, '..', 'screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

export interface PageProblems {
  errors: string[];
}

/** Collects console errors and warnings, uncaught exceptions and CSP violations of a page. */
export function watchProblems(page: Page): PageProblems {
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  return problems;
}

export async function newContext(
  browser: Browser,
  options: { language?: 'en' | 'ar'; theme?: 'light' | 'dark'; width?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: options.language === 'ar' ? 'ar-SA' : 'en-US',
    colorScheme: options.theme ?? 'light',
    extraHTTPHeaders: options.language ? { 'Accept-Language': options.language === 'ar' ? 'ar-SA,ar;q=0.9' : 'en-US,en;q=0.9' } : {},
  });
  return context;
}

/** Waits until React has hydrated the server-rendered page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

/** A visitor's browser in `language` (its locale and Accept-Language), light unless `options` say otherwise. */
export function localeContext(browser: Browser, language: 'en' | 'ar', options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
    colorScheme: 'light',
    ...options,
    extraHTTPHeaders: { 'Accept-Language': language === 'ar' ? 'ar-SA,ar;q=0.9' : 'en-US,en;q=0.9', ...options.extraHTTPHeaders },
  });
}

/** Scrolls through the page as a reader would, so every deferred section loads and hydrates. */
export async function readToTheEnd(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.mouse.wheel(0, 500);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Waits until `read()` gives `expected`, compared by value (Jest has no expect.poll). */
export async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** Signs in through the login page and waits for the redirect home. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await waitForHydration(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(`${BASE_URL}/`);
}
