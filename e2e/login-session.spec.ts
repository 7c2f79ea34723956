/**
 * Signing in and out: the session cookie (the browser's only credential), the server-rendered
 * signed-in header, returnTo, failed logins in both languages, and the login page in every
 * language, theme and width. CI runs this file a second time with sessions in Redis
 * (`E2E_REDIS_URL=... npm run test:e2e -- session`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { ADMIN, captureForReview, expect, expectHydrated, expectToast, openHydrated, passCodeStep, problemsOf, test } from './support/journey-fixtures';

const SESSION_COOKIE = 'khadamat.sid';

async function submitLogin(page: Page, email: string, password: string, submitLabel = 'Login') {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: submitLabel, exact: true }).click();
}

/** The admin's password and then the code step (the admin is a staff account). */
async function loginAsAdmin(page: Page) {
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await passCodeStep(page, ADMIN.totpSecret);
}

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
}

test.describe('signing in and out', () => {
  test('logs in, stays signed in across a reload (rendered by the server), never exposes the token to scripts, and logs out', async ({ page, context }) => {
    const menuButton = page.getByRole('button', { name: /^Account menu for / });

    await test.step('log in', async () => {
      await openHydrated(page, '/login');
      expect(await sessionCookie(context)).toBeUndefined();
      await loginAsAdmin(page);
      await expect(page).toHaveURL('/');
      await expectToast(page, 'Login successful');
      await expect(menuButton).toBeVisible();
    });

    await test.step('the cookie is the only credential the browser holds, and scripts cannot read it', async () => {
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
    });

    await test.step('a reload is rendered by the server with the user already in the header: no visitor flash', async () => {
      const reload = await page.reload();
      const html = (await reload?.text()) ?? '';
      expect(html).toContain('Account menu for ');
      expect(html).not.toContain('href="/login"');
      await expectHydrated(page);
      await captureForReview(page, 'signed-in-en');
    });

    await test.step('log out', async () => {
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      expect(await sessionCookie(context)).toBeUndefined();
      const after = await page.reload();
      expect(await after?.text()).toContain('href="/login"');
      expect(problemsOf(page)).toEqual([]);
    });
  });

  test('sends a visitor from a guarded page to /login and back there after signing in', async ({ page }) => {
    await page.goto('/booking');
    await expect(page).toHaveURL('/login?returnTo=%2Fbooking');
    await expectHydrated(page);
    await loginAsAdmin(page);
    await expect(page).toHaveURL('/booking');
  });

  for (const returnTo of ['/%09/evil.example', '%2F%0A%2Fevil.example', 'https://evil.example/']) {
    test(`goes home after signing in from /login?returnTo=${returnTo}, and never says the login failed`, async ({ page }) => {
      await openHydrated(page, `/login?returnTo=${returnTo}`);
      await loginAsAdmin(page);
      await expect(page).toHaveURL('/');
      await expectToast(page, 'Login successful');
      await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
      await expect(page.getByText('Login failed')).toHaveCount(0);
      expect(problemsOf(page)).toEqual([]);
    });
  }

  test('explains a failed login, keeps what was typed, and validates before sending', async ({ page }) => {
    await openHydrated(page, '/login');

    await test.step('nothing typed: the rules, before anything is sent', async () => {
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Password is required')).toBeVisible();
    });

    await test.step('a wrong password: explained, and what was typed stays', async () => {
      await submitLogin(page, ADMIN.email, 'Wrong#Password1');
      await expect(page.locator('#login-failure').getByText('Invalid email or password')).toBeVisible();
      await expect(page.locator('#login-email')).toHaveValue(ADMIN.email);
      await expect(page.locator('#login-password')).toHaveValue('Wrong#Password1');
      await expect(page).toHaveURL('/login');
      await expectToast(page, 'Invalid email or password');
      await captureForReview(page, 'login-failed-en');
    });

    await test.step('the password can be shown and hidden again', async () => {
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: 'Hide password' }).click();
      await expect(page.locator('#login-password')).toHaveAttribute('type', 'password');
    });
  });
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar', theme: 'dark' });

  test('explains a failed login in Arabic, with the toast on the right side for a right-to-left page', async ({ page }) => {
    await openHydrated(page, '/login');
    await submitLogin(page, ADMIN.email, 'Wrong#Password1', 'تسجيل الدخول');
    await expect(page.locator('#login-failure').getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة')).toBeVisible();
    await expect(page.locator('.Toastify__toast').first()).toBeVisible();
    await captureForReview(page, 'login-failed-ar-dark');
  });

  test("boots without redoing the server's work: no style rule inserted, no time-zone formatter made", async ({ page }) => {
    // Both cost the sign-in page's boot on a phone: each MUI input rendered the autofill keyframes,
    // compiled again in the browser (through the RTL plugin in Arabic), and a browser takes 12-30 ms
    // to make a page's first time-zone formatter.
    await page.addInitScript(() => {
      const boot = { rules: [] as string[], timeZoneFormatters: [] as string[] };
      (window as unknown as { __boot: typeof boot }).__boot = boot;
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (this: CSSStyleSheet, rule: string, index?: number) {
        boot.rules.push(rule);
        return insertRule.call(this, rule, index);
      };
      const appendChild = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (this.nodeName === 'STYLE' && child.textContent) boot.rules.push(child.textContent);
        return appendChild.call(this, child) as T;
      };
      const DateTimeFormat = Intl.DateTimeFormat;
      const recording = function (this: unknown, locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
        if (options?.timeZone) boot.timeZoneFormatters.push(`${String(locales)} ${options.timeZone}`);
        return new DateTimeFormat(locales, options);
      } as unknown as typeof Intl.DateTimeFormat;
      Object.assign(recording, { prototype: DateTimeFormat.prototype, supportedLocalesOf: DateTimeFormat.supportedLocalesOf });
      Intl.DateTimeFormat = recording;
    });
    await openHydrated(page, '/login?returnTo=%2Fbooking');
    await expect(page.locator('#login-email')).toBeEditable();
    const boot = await page.evaluate(() => (window as unknown as { __boot: { rules: string[]; timeZoneFormatters: string[] } }).__boot);
    expect(boot).toEqual({ rules: [], timeZoneFormatters: [] });
    // The inputs still run the animation by which MUI tells an autofilled field, and its keyframes are there.
    const autofill = await page.evaluate(() => ({
      animation: getComputedStyle(document.querySelector('#login-email')!).animationName,
      keyframes: [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSKeyframesRule => rule instanceof CSSKeyframesRule)
        .map((rule) => rule.name)
        .filter((name) => name.startsWith('mui-auto-fill'))
        .sort(),
    }));
    expect(autofill).toEqual({ animation: 'mui-auto-fill-cancel', keyframes: ['mui-auto-fill', 'mui-auto-fill-cancel'] });
  });
});

for (const [language, theme, width] of [
  ['en', 'light', 1280],
  ['en', 'dark', 1280],
  ['ar', 'light', 1280],
  ['ar', 'dark', 1280],
  ['ar', 'light', 390],
] as const) {
  test.describe(`the login page in ${language}, ${theme} theme, ${width} px wide`, () => {
    test.use({ language, theme, viewport: { width, height: 900 } });

    test('renders, hydrates without problems and is captured for review', async ({ page }) => {
      const response = await openHydrated(page, '/login');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'ar' ? 'تسجيل الدخول' : 'Login');
      // An empty submit shows the validation messages, so the screenshot covers the error state too.
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('.Mui-error').first()).toBeVisible();
      await captureForReview(page, `login-${language}-${theme}-${width}`, { fullPage: true });
      expect(problemsOf(page)).toEqual([]);
    });
  });
}
