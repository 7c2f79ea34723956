import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BASE_URL, launchBrowser, newContext, SCREENSHOTS, waitForHydration, watchProblems } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
] as const)('home page in %s, %s theme', (language, theme) => {
  it('renders on the server, hydrates without warnings or errors, and looks right', async () => {
    const context = await newContext(browser, { language, theme });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${BASE_URL}/`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);

    const html = page.locator('html');
    await expect(html.getAttribute('lang')).resolves.toBe(language);
    await expect(html.getAttribute('dir')).resolves.toBe(language === 'ar' ? 'rtl' : 'ltr');
    // No theme cookie: the system preference decides before the first paint.
    await expect(html.getAttribute('data-color-scheme')).resolves.toBe(theme);
    await waitForHydration(page);

    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe(theme === 'dark' ? 'rgb(14, 21, 20)' : 'rgb(247, 248, 246)');
    await expect(page.locator('header nav a').first().textContent()).resolves.toBe(language === 'ar' ? 'الرئيسية' : 'Home');

    await page.screenshot({ path: path.join(SCREENSHOTS, `home-${language}-${theme}.png`), fullPage: true });
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});

describe('shell behaviour', () => {
  it('switches language with the toggle and keeps the choice', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${BASE_URL}/about`);
    await waitForHydration(page);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Change language to العربية' }).first().click()]);
    await waitForHydration(page);
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await page.goto(`${BASE_URL}/`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ar');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('switches theme with the toggle and renders the choice on the next visit', async () => {
    const context = await newContext(browser, { language: 'en', theme: 'light' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    await page.getByTestId('theme-toggle').first().click();
    await expect(page.locator('html').getAttribute('data-color-scheme')).resolves.toBe('dark');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
    const response = await page.goto(`${BASE_URL}/services`);
    expect(await response?.text()).toMatch(/<html lang="en" dir="ltr" data-color-scheme="dark">/);
    await context.close();
  });

  it('turns the top bar solid after 20 px of scroll', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    const bar = page.locator('header').first();
    await expect(bar.getAttribute('data-solid')).resolves.toBe('false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-solid') === 'true');
    await context.close();
  });

  it('shows a real 404 page for an unknown path, with the header', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${BASE_URL}/no-such-page`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    expect(problems.errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });

  it('opens the phone menu with the same links, including Login and Register', async () => {
    const context = await newContext(browser, { language: 'ar', width: 390 });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    // The panel's code loads on the first open.
    await page.locator('#mobile-navigation a').first().waitFor();
    // The six pages of the header (the spec's five and the blog), Login and Register.
    expect(await page.locator('#mobile-navigation a').count()).toBe(8);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'home-ar-phone-menu.png') });
    await context.close();
  });
});
