import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newContext, SCREENSHOTS, waitForHydration, watchProblems } from './support/browser';

const ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test';
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? 'Admin#2026e2e';
const SESSION_COOKIE = 'khadamat.sid';

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function logIn(page: Page, email: string, password: string, submitLabel = 'Login') {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: submitLabel, exact: true }).click();
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

describe('signing in and out', () => {
  it('logs in, stays signed in across a reload (rendered by the server), never exposes the token to scripts, and logs out', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${BASE_URL}/login`);
    await waitForHydration(page);
    expect(await sessionCookie(context)).toBeUndefined();

    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('alert').filter({ hasText: 'Login successful' }).waitFor();
    const menuButton = page.getByRole('button', { name: /^Account menu for / });
    await menuButton.waitFor();

    // The cookie is the only credential the browser holds, and scripts cannot read it.
    const cookie = await sessionCookie(context);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', secure: false });
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      state: document.getElementById('boot-state')?.textContent ?? '',
    }));
    expect(visible.cookie).not.toContain(SESSION_COOKIE);
    for (const text of Object.values(visible)) {
      expect(text).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
      expect(text).not.toMatch(/providerToken|"token"/);
    }

    // A reload is rendered by the server with the user already in the header: no visitor flash.
    const reload = await page.reload();
    const html = (await reload?.text()) ?? '';
    expect(html).toContain('Account menu for ');
    expect(html).not.toContain('href="/login"');
    await waitForHydration(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'signed-in-en.png') });

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await sessionCookie(context)).toBeUndefined();
    const after = await page.reload();
    expect(await after?.text()).toContain('href="/login"');
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('sends a visitor from a guarded page to /login and back there after signing in', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/booking`);
    expect(page.url()).toBe(`${BASE_URL}/login?returnTo=%2Fbooking`);
    await waitForHydration(page);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(`${BASE_URL}/booking`);
    await context.close();
  });

  it.each(['/%09/evil.example', '%2F%0A%2Fevil.example', 'https://evil.example/'])(
    'goes home after signing in from /login?returnTo=%s, and never says the login failed',
    async (returnTo) => {
      const context = await newContext(browser, { language: 'en' });
      const page = await context.newPage();
      const problems = watchProblems(page);
      await page.goto(`${BASE_URL}/login?returnTo=${returnTo}`);
      await waitForHydration(page);
      await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(`${BASE_URL}/`);
      await page.getByRole('alert').filter({ hasText: 'Login successful' }).waitFor();
      await page.getByRole('button', { name: /^Account menu for / }).waitFor();
      expect(await page.getByText('Login failed').count()).toBe(0);
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  );

  it('explains a failed login, keeps what was typed, and validates before sending', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await waitForHydration(page);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();

    await logIn(page, ADMIN_EMAIL, 'Wrong#Password1');
    await page.locator('#login-failure').getByText('Invalid email or password').waitFor();
    expect(await page.locator('#login-email').inputValue()).toBe(ADMIN_EMAIL);
    expect(await page.locator('#login-password').inputValue()).toBe('Wrong#Password1');
    expect(page.url()).toBe(`${BASE_URL}/login`);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'login-failed-en.png') });

    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.locator('#login-password').getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await page.locator('#login-password').getAttribute('type')).toBe('password');
    await context.close();
  });
});

describe('in Arabic', () => {
  it('explains a failed login in Arabic, with the toast on the right side for a right-to-left page', async () => {
    const context = await newContext(browser, { language: 'ar', theme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await waitForHydration(page);
    await logIn(page, ADMIN_EMAIL, 'Wrong#Password1', 'تسجيل الدخول');
    await page.locator('#login-failure').getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة').waitFor();
    await page.locator('.Toastify__toast').first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'login-failed-ar-dark.png') });
    await context.close();
  });
});

describe.each([
  ['en', 'light', 1280],
  ['en', 'dark', 1280],
  ['ar', 'light', 1280],
  ['ar', 'dark', 1280],
  ['ar', 'light', 390],
] as const)('the login page in %s, %s theme, %i px wide', (language, theme, width) => {
  it('renders, hydrates without problems and is captured for review', async () => {
    const context = await newContext(browser, { language, theme, width });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${BASE_URL}/login`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBe(language === 'ar' ? 'تسجيل الدخول' : 'Login');
    // An empty submit shows the validation messages, so the screenshot covers the error state too.
    await page.locator('button[type="submit"]').click();
    await page.locator('.Mui-error').first().waitFor();
    await page.screenshot({ path: path.join(SCREENSHOTS, `login-${language}-${theme}-${width}.png`), fullPage: true });
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
