import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, logIn, waitForHydration } from './browser';

export { until } from './browser';

export const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test';
export const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin#2026e2e';

export type Language = 'en' | 'ar';
export type Theme = 'light' | 'dark';

/** A browser context whose language and theme are chosen by their cookies, as the settings screen does. */
export async function dashboardContext(browser: Browser, options: { language?: Language; theme?: Theme; width?: number } = {}): Promise<BrowserContext> {
  const language = options.language ?? 'en';
  const theme = options.theme ?? 'light';
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: 900 },
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
    colorScheme: theme,
    bypassCSP: true,
  });
  await context.addCookies([
    { name: 'lang', value: language, url: BASE_URL },
    { name: 'theme', value: theme, url: BASE_URL },
  ]);
  return context;
}

export function logInAsAdmin(page: Page): Promise<void> {
  return logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
}

export async function openDashboard(page: Page, path: string): Promise<void> {
  await page.goto(`${BASE_URL}${path}`);
  await waitForHydration(page);
}

/** The toast with this text (react-toastify gives each role="alert"). */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('.Toastify__toast').filter({ hasText: text }).first();
}

/** A picture drawn by the browser: a coloured PNG with a label, for uploads that look like photos. */
export async function drawPng(page: Page, colour: string, label: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([fill, text]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 300;
      const g = canvas.getContext('2d')!;
      g.fillStyle = fill!;
      g.fillRect(0, 0, 480, 300);
      g.fillStyle = 'rgba(255,255,255,0.85)';
      g.font = 'bold 42px sans-serif';
      g.fillText(text!, 32, 170);
      return canvas.toDataURL('image/png');
    },
    [colour, label],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** A state-changing /api call from the page's session, as the site's own scripts make it. */
export async function apiPost(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`${BASE_URL}/api${path}`, { headers: { Origin: BASE_URL, 'Accept-Language': 'en' }, data });
  const body = (await response.json()) as { isSuccess: boolean; result: unknown; message: string };
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${body.message}`);
  return body.result;
}
