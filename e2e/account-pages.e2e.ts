import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { BASE_URL, launchBrowser, SCREENSHOTS, waitForHydration, watchProblems } from './support/browser';
import { waitForMailLink } from './support/outbox';

const PASSWORD = 'Majlis#2026';

type Language = 'en' | 'ar';
type Theme = 'light' | 'dark';

let browser: Browser;
/** Cookies of a signed-in client with a booking, shared by the contexts that show the client's pages. */
let clientState: Awaited<ReturnType<BrowserContext['storageState']>>;

function context(language: Language, theme: Theme, width: number, signedIn: boolean): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width, height: 900 },
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
    colorScheme: theme,
    // axe-core is injected as a script, which the page's Content-Security-Policy would refuse.
    bypassCSP: true,
    extraHTTPHeaders: { 'Accept-Language': language === 'ar' ? 'ar-SA,ar;q=0.9' : 'en-US,en;q=0.9' },
    ...(signedIn ? { storageState: clientState } : {}),
  });
}

/** A client registered and confirmed through /api, signed in through the login page, with one booking. */
async function signUpClient(): Promise<void> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const email = `pages.${Date.now()}@example.com`;
  await page.goto(`${BASE_URL}/login`);
  await waitForHydration(page);
  const registered = await page.evaluate(
    async ([mail, password]) =>
      (
        await fetch('/api/Auth/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            fullName: 'Huda Al-Shehri',
            email: mail,
            password,
            confirmPassword: password,
            phoneNumber: '0561234567',
            typeUser: 3,
            startDate: '2026-01-01',
          }),
        })
      ).status,
    [email, PASSWORD],
  );
  expect(registered).toBe(201);
  await page.goto((await waitForMailLink(email, '/confirm-email')).replace(/^https?:\/\/[^/]+/, BASE_URL));
  await page.getByText('Your email has been confirmed. You can now log in.').first().waitFor();
  await page.goto(`${BASE_URL}/login`);
  await waitForHydration(page);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  const booked = await page.evaluate(async () => {
    const services = (await (await fetch('/api/Services')).json()).result as Array<{ id: number; price: number }>;
    const [main, extra] = services;
    const response = await fetch('/api/DemandeDeService/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        priorite: 'medium',
        preferedContactMethode: 'phone',
        description: 'Fit out a small cafe: counter, seating for twenty and lighting.',
        preferedDateAndTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
        location: 'Dammam, Al Faisaliyah',
        budget: main!.price,
        clientId: 0,
        demandeDeServiceItems: [{ isAdditionalService: false, serviceId: main!.id }, ...(extra ? [{ isAdditionalService: true, serviceId: extra.id }] : [])],
      }),
    });
    return response.status;
  });
  expect(booked).toBe(201);
  clientState = await ctx.storageState();
  await ctx.close();
}

beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
  await signUpClient();
});
afterAll(async () => {
  await browser?.close();
});

interface AccountPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** Brings the page to the state worth looking at (errors shown, and so on). */
  prepare?: (page: Page, language: Language) => Promise<void>;
}

const submitEmpty = async (page: Page) => {
  await page.locator('button[type="submit"]').first().click();
  await page.locator('.Mui-error').first().waitFor();
};

const PAGES: AccountPage[] = [
  { name: 'register', path: '/register', signedIn: false, prepare: submitEmpty },
  { name: 'forgot-password', path: '/forgot-password', signedIn: false, prepare: submitEmpty },
  { name: 'resend-confirmation', path: '/resend-confirmation?email=huda%40example.com', signedIn: false },
  { name: 'confirm-email-incomplete', path: '/confirm-email?email=huda%40example.com', signedIn: false },
  { name: 'reset-password', path: '/reset-password?email=huda%40example.com&token=abc', signedIn: false },
  { name: 'profile-visitor', path: '/profile', signedIn: false },
  {
    name: 'profile',
    path: '/profile',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('#my-bookings article').first().waitFor();
      await page.locator('[aria-controls="password-form"]').click();
      await page.locator('#password-current').waitFor();
    },
  },
  {
    name: 'booking',
    path: '/booking',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('button[type="submit"]').click();
      await page.locator('#booking-error-summary-title').waitFor();
    },
  },
  { name: 'booking-confirmation', path: '/booking-confirmation', signedIn: true },
];

describe.each([
  ['en', 'light', 1280],
  ['en', 'dark', 1280],
  ['ar', 'light', 1280],
  ['ar', 'dark', 1280],
  ['en', 'light', 390],
  ['ar', 'dark', 390],
] as const)('the account pages in %s, %s theme, %i px wide', (language, theme, width) => {
  it.each(PAGES.map((page) => [page.name, page] as const))(
    '%s renders, hydrates cleanly, has no serious accessibility violation, and is captured',
    async (_name, spec) => {
      const ctx = await context(language, theme, width, spec.signedIn);
      const page = await ctx.newPage();
      const problems = watchProblems(page);
      const response = await page.goto(`${BASE_URL}${spec.path}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await spec.prepare?.(page, language);
      // Nothing wider than the screen: no sideways scrolling, in either direction.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (width > 400) expect(await seriousAxeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOTS, `account-${spec.name}-${language}-${theme}-${width}.png`), fullPage: true });
      expect(problems.errors).toEqual([]);
      await ctx.close();
    },
  );
});
