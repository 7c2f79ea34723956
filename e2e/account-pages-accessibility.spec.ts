/**
 * Every account page (registration, passwords, profile, booking) in both languages, both themes
 * and at phone width: it renders, hydrates cleanly, fits the screen, has no serious accessibility
 * violation, and is captured in e2e/screenshots for review.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { BASE_URL, captureForReview, expect, expectHydrated, type Language, problemsOf, test as journeyTest } from './support/journey-fixtures';

const PASSWORD = 'Majlis#2026';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const test = journeyTest.extend<object, { clientState: StorageState }>({
  /**
   * Cookies of a client with a booking, shared by the pages that show a client's account: registered
   * through /api and confirmed with the e-mailed link, signed in on the login page, one booking made.
   */
  clientState: [
    async ({ browser, outbox }, use) => {
      const context = await browser.newContext({ baseURL: BASE_URL });
      const page = await context.newPage();
      const email = `pages.${Date.now()}@example.com`;
      await page.goto('/login');
      await expectHydrated(page);
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
                acceptedPrivacyVersion: 1,
                acceptedTermsVersion: 1,
              }),
            })
          ).status,
        [email, PASSWORD],
      );
      expect(registered).toBe(201);
      await page.goto(await outbox.pathTo(email, '/confirm-email'));
      await expect(page.getByText('Your email has been confirmed. You can now log in.').first()).toBeVisible();
      await page.goto('/login');
      await expectHydrated(page);
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(`${BASE_URL}/`);
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
            demandeDeServiceItems: [
              { isAdditionalService: false, serviceId: main!.id },
              ...(extra ? [{ isAdditionalService: true, serviceId: extra.id }] : []),
            ],
          }),
        });
        return response.status;
      });
      expect(booked).toBe(201);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
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
  await expect(page.locator('.Mui-error').first()).toBeVisible();
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
      await expect(page.locator('#my-bookings article').first()).toBeVisible();
      await page.locator('[aria-controls="password-form"]').click();
      await expect(page.locator('#password-current')).toBeVisible();
    },
  },
  {
    name: 'booking',
    path: '/booking',
    signedIn: true,
    prepare: async (page) => {
      await page.locator('button[type="submit"]').click();
      await expect(page.locator('#booking-error-summary-title')).toBeVisible();
    },
  },
  { name: 'booking-confirmation', path: '/booking-confirmation', signedIn: true },
];

for (const [language, theme, width] of [
  ['en', 'light', 1280],
  ['en', 'dark', 1280],
  ['ar', 'light', 1280],
  ['ar', 'dark', 1280],
  ['en', 'light', 390],
  ['ar', 'dark', 390],
] as const) {
  test.describe(`the account pages in ${language}, ${theme} theme, ${width} px wide`, () => {
    // axe-core is injected as a script, which the page's Content-Security-Policy would refuse.
    test.use({ language, theme, viewport: { width, height: 900 }, bypassCSP: true });

    for (const spec of PAGES) {
      test(`${spec.name} renders, hydrates cleanly, has no serious accessibility violation, and is captured`, async ({ openPage, clientState, axe }) => {
        const page = await openPage(spec.signedIn ? { storageState: clientState } : {});
        const response = await page.goto(spec.path);
        expect(response?.status()).toBe(200);
        await expectHydrated(page);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await spec.prepare?.(page, language);
        // Nothing wider than the screen: no sideways scrolling, in either direction.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (width > 400) expect(await axe.seriousViolations(page)).toEqual([]);
        await captureForReview(page, `account-${spec.name}-${language}-${theme}-${width}`, { fullPage: true });
        expect(problemsOf(page)).toEqual([]);
      });
    }
  });
}
