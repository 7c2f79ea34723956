import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, as root on a closed network: no sandbox, no background connections. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
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

export async function newContext(browser: Browser, options: { language?: 'en' | 'ar'; theme?: 'light' | 'dark'; width?: number } = {}): Promise<BrowserContext> {
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
