/**
 * Staff roles and the two-step login (issue 28 items 6-7), as the people who use them: the admin
 * creates a Staff member and an Accountant on the users screen; each sets up their authenticator
 * app at their first sign-in and sees only their part of the dashboard, the provider refusing the
 * rest (403 through the site's /api); an admin who gave the password but not the code cannot reach
 * the dashboard. Also in Arabic, and the enrolment and code screens in both languages and themes.
 */
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import {
  ADMIN,
  BASE_URL,
  captureForReview,
  enrolStaff,
  expect,
  expectToast,
  type Language,
  openHydrated,
  passCodeStep,
  problemsOf,
  test,
  type Theme,
} from './support/journey-fixtures';

const unique = Date.now().toString(36);
const PASSWORD = 'Staff#2026e2e';

const TEXTS = {
  en: { navigation: 'Dashboard navigation', bookings: 'Bookings', invoices: 'Invoices', users: 'Users', settings: 'Settings', forbidden: 'Access denied' },
  ar: { navigation: 'تنقّل لوحة التحكم', bookings: 'الحجوزات', invoices: 'الفواتير', users: 'المستخدمون', settings: 'الإعدادات', forbidden: 'الوصول مرفوض' },
} as const;

const isoDay = () => {
  const day = new Date();
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** Creates an account with a role and a password on the users screen, as the admin does. */
async function createOnUsersScreen(admin: Page, account: { fullName: string; email: string; role: 'Staff' | 'Accountant' }) {
  await openHydrated(admin, '/dashboard/normal-users');
  await admin.getByRole('button', { name: 'Create account' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await dialog.locator('#account-full-name').fill(account.fullName);
  await dialog.locator('#account-email').fill(account.email);
  await dialog.locator('#account-phone').fill('+966551234567');
  await dialog.locator('#account-type').selectOption('1');
  await dialog.locator('#account-start-date').fill(isoDay());
  await dialog.locator('#account-role').selectOption(account.role);
  await dialog.locator('#account-password').fill(PASSWORD);
  await dialog.locator('#account-confirm-password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expectToast(admin, 'Account created successfully');
  // The new account's details open: its role is the one chosen.
  const details = admin.getByRole('dialog', { name: account.fullName });
  await expect(details.getByRole('group', { name: 'Type and role' }).getByLabel('Role')).toHaveValue(account.role);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toHaveCount(0);
}

/** Creates a staff account through the site's /api with the admin's session (for the screens below). */
async function createThroughApi(admin: Page, fullName: string, role: 'Staff' | 'Accountant'): Promise<string> {
  const email = `${role.toLowerCase()}-${unique}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
  const created = await admin.request.post(`${BASE_URL}/api/User/create-user`, {
    headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
    data: {
      fullName,
      email,
      phoneNumber: '+966551234568',
      typeUser: 1,
      startDate: isoDay(),
      role,
      sendInvitation: false,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return email;
}

interface Account {
  id: number;
  email: string;
}

/** The status the provider answers a call made through the site's /api with the page's session. */
async function apiStatus(page: Page, path: string): Promise<number> {
  return (await page.request.get(`${BASE_URL}/api${path}`, { headers: { Origin: BASE_URL, 'Accept-Language': 'en' } })).status();
}

/** The calls of the page's own screens to the site's /api that the provider refused (403): none is expected. */
function refusedCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && new URL(response.url()).pathname.startsWith('/api/')) refused.push(new URL(response.url()).pathname);
  });
  return refused;
}

/** Sets the language and theme cookies, as the settings screen does. */
async function choose(page: Page, language: Language, theme: Theme) {
  await page.context().addCookies([
    { name: 'lang', value: language, url: BASE_URL },
    { name: 'theme', value: theme, url: BASE_URL },
  ]);
}

test.describe('staff roles and the two-step login', () => {
  test('a Staff member and an Accountant each see and open only their part of the dashboard', async ({ adminPage, openPage }) => {
    test.slow();
    const staff = { fullName: 'Khalid Al-Harbi', email: `staff-${unique}@e2e.test`, role: 'Staff' as const };
    const accountant = { fullName: 'Huda Al-Shehri', email: `accountant-${unique}@e2e.test`, role: 'Accountant' as const };

    await test.step('the admin creates a Staff member and an Accountant on the users screen', async () => {
      await createOnUsersScreen(adminPage, staff);
      await createOnUsersScreen(adminPage, accountant);
    });

    const staffPage = await openPage();
    const staffRefused = refusedCalls(staffPage);
    await test.step('the Staff member sets up the authenticator app at the first sign-in: QR code, first code, ten recovery codes', async () => {
      const { totpSecret, recoveryCodes } = await enrolStaff(staffPage, { email: staff.email, password: PASSWORD });
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      // The key the page shows is the one an authenticator app reads: otpauth computes its codes.
      expect(new TOTP({ secret: Secret.fromBase32(totpSecret) }).generate()).toMatch(/^\d{6}$/);
    });

    await test.step('the dashboard opens on bookings; the navigation has no users, invoices or settings', async () => {
      await openHydrated(staffPage, '/dashboard');
      await expect(staffPage).toHaveURL('/dashboard/bookings');
      const nav = staffPage.getByRole('navigation', { name: TEXTS.en.navigation });
      await expect(nav.getByRole('link', { name: TEXTS.en.bookings })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Calendar' })).toBeVisible();
      for (const name of [TEXTS.en.users, TEXTS.en.invoices, TEXTS.en.settings, 'Quotes', 'Payments', 'Content']) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
      }
    });

    await test.step('opening the users screen by its address shows the forbidden page; the provider answers 403', async () => {
      await openHydrated(staffPage, '/dashboard/normal-users');
      await expect(staffPage.getByRole('heading', { name: TEXTS.en.forbidden })).toBeVisible();
      await openHydrated(staffPage, '/dashboard/invoices');
      await expect(staffPage.getByRole('heading', { name: TEXTS.en.forbidden })).toBeVisible();
      expect(await apiStatus(staffPage, '/User/get-all-users')).toBe(403);
      expect(await apiStatus(staffPage, '/Invoices/get-all')).toBe(403);
      expect(await apiStatus(staffPage, '/Payments/get-all')).toBe(403);
      expect(await apiStatus(staffPage, '/DemandeDeService/get-all')).toBe(200);
    });

    const accountantPage = await openPage();
    const accountantRefused = refusedCalls(accountantPage);
    await test.step('the Accountant sees invoices but not users; the provider agrees', async () => {
      const { recoveryCodes } = await enrolStaff(accountantPage, { email: accountant.email, password: PASSWORD });
      await openHydrated(accountantPage, '/dashboard');
      await expect(accountantPage).toHaveURL('/dashboard/quotes');
      const nav = accountantPage.getByRole('navigation', { name: TEXTS.en.navigation });
      await expect(nav.getByRole('link', { name: TEXTS.en.invoices })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Payments' })).toBeVisible();
      for (const name of [TEXTS.en.users, TEXTS.en.bookings, TEXTS.en.settings, 'Content']) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
      }
      await nav.getByRole('link', { name: TEXTS.en.invoices }).click();
      await expect(accountantPage).toHaveURL('/dashboard/invoices');
      await expect(accountantPage.getByRole('heading', { name: TEXTS.en.forbidden })).toHaveCount(0);
      expect(await apiStatus(accountantPage, '/Invoices/get-all')).toBe(200);
      expect(await apiStatus(accountantPage, '/User/get-all-users')).toBe(403);
      await openHydrated(accountantPage, '/dashboard/normal-users');
      await expect(accountantPage.getByRole('heading', { name: TEXTS.en.forbidden })).toBeVisible();

      // A recovery code signs in once, in place of the app's code.
      const again = await openPage();
      await openHydrated(again, '/login');
      await again.locator('#login-email').fill(accountant.email);
      await again.locator('#login-password').fill(PASSWORD);
      await again.locator('form button[type="submit"]').click();
      await again.locator('#second-step-code').fill(recoveryCodes[0]!);
      await again.locator('form button[type="submit"]').click();
      await expect(again).toHaveURL('/');
      expect(await apiStatus(again, '/Invoices/get-all')).toBe(200);
    });

    await test.step("the admin resets the Staff member's two-step sign-in (a lost phone): the next sign-in sets it up again", async () => {
      const found = await adminPage.request.get(`${BASE_URL}/api/User/get-all-users?search=${encodeURIComponent(staff.email)}`, {
        headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
      });
      // A list, or a page of it when a page is asked for.
      const listed = ((await found.json()) as { result: Account[] | { items: Account[] } }).result;
      const id = (Array.isArray(listed) ? listed : listed.items).find((account) => account.email === staff.email)!.id;
      await openHydrated(adminPage, `/dashboard/normal-users?search=${encodeURIComponent(staff.email)}&user=${id}`);
      const details = adminPage.getByRole('dialog', { name: staff.fullName });
      await details.getByRole('button', { name: 'Reset two-step sign-in' }).click();
      await adminPage.getByRole('dialog', { name: 'Reset two-step sign-in' }).getByRole('button', { name: 'Reset', exact: true }).click();
      await expectToast(adminPage, `Two-step sign-in reset: ${staff.fullName} sets it up again at the next sign-in`);
      const { recoveryCodes } = await enrolStaff(await openPage(), { email: staff.email, password: PASSWORD });
      expect(recoveryCodes).toHaveLength(10);
    });

    // The screens they open ask the provider only for what their role may see (no notices, no users search).
    expect(staffRefused).toEqual([]);
    expect(accountantRefused).toEqual([]);
  });

  test('an admin who gave the password but not the code cannot reach the dashboard: the code step is shown', async ({ page }) => {
    await openHydrated(page, '/login');
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('#second-step-code')).toBeVisible();

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login?returnTo=%2Fdashboard');
    // The web server's session waits for the code: the login page shows the code step again.
    await expect(page.locator('#second-step-code')).toBeVisible();
    await expect(page.getByRole('navigation', { name: TEXTS.en.navigation })).toHaveCount(0);
    expect(await apiStatus(page, '/Dashboard/stats')).toBe(401);
    await captureForReview(page, 'staff-access-code-step-pending-en');

    await passCodeStep(page, ADMIN.totpSecret);
    await expect(page).toHaveURL('/dashboard');
    expect(await apiStatus(page, '/Dashboard/stats')).toBe(200);
  });
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('a Staff member enrols and sees only operations, in Arabic', async ({ openAdminPage, openPage }) => {
    test.slow();
    const admin = await openAdminPage({ language: 'en' });
    const email = await createThroughApi(admin, 'سلمان العتيبي', 'Staff');
    const page = await openPage();
    await choose(page, 'ar', 'light');
    await enrolStaff(
      page,
      { email, password: PASSWORD },
      {
        beforeCode: async () => {
          await expect(page.getByRole('heading', { name: 'اضبط الدخول بخطوتين' })).toBeVisible();
          await captureForReview(page, 'staff-access-enrol-ar', { fullPage: true });
        },
        beforeContinue: async () => {
          await expect(page.getByRole('heading', { name: 'رموز الاسترداد' })).toBeVisible();
          await captureForReview(page, 'staff-access-recovery-ar', { fullPage: true });
        },
      },
    );
    await openHydrated(page, '/dashboard');
    await expect(page).toHaveURL('/dashboard/bookings');
    const nav = page.getByRole('navigation', { name: TEXTS.ar.navigation });
    await expect(nav.getByRole('link', { name: TEXTS.ar.bookings })).toBeVisible();
    for (const name of [TEXTS.ar.users, TEXTS.ar.invoices, TEXTS.ar.settings]) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
    await captureForReview(page, 'staff-access-staff-dashboard-ar');
    await openHydrated(page, '/dashboard/normal-users');
    await expect(page.getByRole('heading', { name: TEXTS.ar.forbidden })).toBeVisible();
    await captureForReview(page, 'staff-access-forbidden-ar');
    expect(await apiStatus(page, '/User/get-all-users')).toBe(403);
  });
});

/**
 * The enrolment (QR code and key, then the recovery codes) and the code step, for review in both
 * languages and themes, on a desktop and a phone (E2E_STAFF_SCREENSHOTS=1: the screenshots folder).
 */
test.describe('the two-step screens in every language and theme', () => {
  test.skip(!process.env.E2E_STAFF_SCREENSHOTS, 'screenshots for review only');
  test('enrolment and code step', async ({ openAdminPage, openPage }) => {
    test.setTimeout(600_000);
    const admin = await openAdminPage({ language: 'en' });
    for (const language of ['en', 'ar'] as const)
      for (const theme of ['light', 'dark'] as const)
        for (const width of [1366, 390]) {
          const name = `${language}-${theme}-${width}`;
          const email = await createThroughApi(admin, language === 'ar' ? 'ريم القحطاني' : 'Reem Al-Qahtani', 'Staff');
          const page = await openPage({ language, theme, viewport: { width, height: width > 600 ? 900 : 844 } });
          await choose(page, language, theme);
          await enrolStaff(
            page,
            { email, password: PASSWORD },
            {
              beforeCode: () => captureForReview(page, `staff-enrol-${name}`, { fullPage: true }).then(() => undefined),
              beforeContinue: () => captureForReview(page, `staff-recovery-${name}`, { fullPage: true }).then(() => undefined),
            },
          );
          const again = await openPage({ language, theme, viewport: { width, height: width > 600 ? 900 : 844 } });
          await choose(again, language, theme);
          await openHydrated(again, '/login');
          await again.locator('#login-email').fill(email);
          await again.locator('#login-password').fill(PASSWORD);
          await again.locator('form button[type="submit"]').click();
          await expect(again.locator('#second-step-code')).toBeVisible();
          await captureForReview(again, `staff-code-step-${name}`, { fullPage: true });
          expect(problemsOf(page)).toEqual([]);
        }
  });
});
