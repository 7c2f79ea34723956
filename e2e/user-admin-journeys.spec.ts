/**
 * The admin's users screen: an account created with a password whose owner then logs in, the last
 * admin's role kept, and an invitation whose link lets the invited user choose a password.
 */
import type { Page } from '@playwright/test';
import { BASE_URL, expect, expectToast, openHydrated, signIn, test } from './support/journey-fixtures';

const unique = Date.now().toString(36);

/** A call to the web server's /api with the page's session, as the dashboard's screens make it. */
async function api(page: Page, method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, data?: unknown) {
  const response = await page.request.fetch(`/api${url}`, {
    method,
    headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { isSuccess: boolean; result: unknown; message: string };
  return { status: response.status(), ...body };
}

/** Opens the users screen's "Create account" dialog and fills the fields every account needs. */
async function startAccount(page: Page, account: { fullName: string; email: string; phoneNumber: string; typeUser: string; startDate: string }) {
  await openHydrated(page, '/dashboard/normal-users');
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await dialog.locator('#account-full-name').fill(account.fullName);
  await dialog.locator('#account-email').fill(account.email);
  await dialog.locator('#account-phone').fill(account.phoneNumber);
  await dialog.locator('#account-type').selectOption(account.typeUser);
  await dialog.locator('#account-start-date').fill(account.startDate);
  return dialog;
}

const isoDay = (offsetDays = 0) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

test.describe('an admin creates a client account that can then log in', () => {
  test('creates the account with a password on the users screen, changes its type, and the client logs in', async ({ adminPage: page, openPage }) => {
    const email = `created-${unique}@e2e.test`;

    await test.step('create the account, refused first for a start date in the future', async () => {
      const dialog = await startAccount(page, { fullName: 'Reem Al-Dosari', email, phoneNumber: '+966551234567', typeUser: '2', startDate: isoDay(5) });
      await dialog.locator('#account-password').fill('Client#2026e2e');
      await dialog.locator('#account-confirm-password').fill('Client#2026e2e');
      await dialog.getByRole('button', { name: 'Create account' }).click();
      // A start date in the future is refused before anything is sent, under its field.
      await expect(dialog.getByText('Start date cannot be in the future')).toBeVisible();
      await dialog.locator('#account-start-date').fill(isoDay());
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expectToast(page, 'Account created successfully');
    });

    await test.step("change the new account's type in its details", async () => {
      const details = page.getByRole('dialog', { name: 'Reem Al-Dosari' });
      await expect(details).toBeVisible();
      await expect(details.getByText(email).first()).toBeVisible();
      await details.getByLabel('User type').selectOption('3');
      await expectToast(page, 'User type updated');
      await expect(details.getByText('Organization').first()).toBeVisible();
    });

    await test.step('the client logs in', async () => {
      const clientPage = await openPage();
      await signIn(clientPage, { email, password: 'Client#2026e2e' });
      await expect(clientPage.getByRole('button', { name: /^Account menu for Reem Al-Dosari/ })).toBeVisible();
    });
  });

  test("refuses to take the last admin's role with the provider's message", async ({ adminPage: page }) => {
    const me = (await api(page, 'get', '/Auth/me')).result as { id: number };
    const admins = (await api(page, 'get', '/User/get-all-users?page=1&pageSize=100')).result as {
      items: Array<{ id: number; roles: string[]; isActive: boolean }>;
    };
    const otherAdmins = admins.items.filter((user) => user.id !== me.id && user.isActive && user.roles.includes('Admin'));
    // The e2e site starts on a fresh data directory whose only admin is the bootstrap one.
    expect(otherAdmins).toEqual([]);
    await openHydrated(page, `/dashboard/normal-users?user=${me.id}`);
    const details = page.getByRole('dialog');
    await details.getByLabel('Role', { exact: true }).selectOption('Client');
    await page.getByRole('button', { name: 'Change role' }).click();
    await expectToast(page, /admin/i, 'error');
  });
});

test.describe('an admin invites a user, who chooses a password and logs in', () => {
  test('sends the invitation; its link opens the reset-password page, which sets the password', async ({ adminPage: page, openPage, outbox }) => {
    const email = `invited-${unique}@e2e.test`;

    await test.step('invite the user by e-mail instead of choosing a password', async () => {
      const dialog = await startAccount(page, { fullName: 'Khalid Al-Mutairi', email, phoneNumber: '+966551234568', typeUser: '1', startDate: isoDay() });
      await dialog.getByLabel('E-mail an invitation to choose one').check();
      await expect(dialog.locator('#account-password')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Create account' }).click();
      await expectToast(page, `An invitation to choose a password has been sent to ${email}`);
    });

    await test.step("the invitation's link sets the password, and the user logs in with it", async () => {
      const invitedPage = await openPage();
      await openHydrated(invitedPage, await outbox.pathTo(email, '/reset-password'));
      await invitedPage.locator('#reset-new-password').fill('Chosen#2026e2e');
      await invitedPage.locator('#reset-confirm-password').fill('Chosen#2026e2e');
      await invitedPage.locator('form button[type="submit"]').click();
      await expect(invitedPage.getByText('Password reset successfully').first()).toBeVisible();
      await signIn(invitedPage, { email, password: 'Chosen#2026e2e' });
      await expect(invitedPage.getByRole('button', { name: /^Account menu for Khalid Al-Mutairi/ })).toBeVisible();
    });
  });
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar' });

  test('chooses a start date with day, month and year selects in words and Arabic digits, never "mm/dd/yyyy"', async ({ openAdminPage }) => {
    const page = await openAdminPage({ language: 'ar' });
    const email = `arabic-${unique}@e2e.test`;
    await openHydrated(page, '/dashboard/normal-users');
    await page.getByRole('button', { name: 'إنشاء حساب' }).click();
    const dialog = page.getByRole('dialog', { name: 'إنشاء حساب جديد' });
    await dialog.locator('#account-full-name').fill('ريم الدوسري');
    await dialog.locator('#account-email').fill(email);
    await dialog.locator('#account-phone').fill('+966551234569');
    await dialog.locator('#account-type').selectOption('3');
    // No browser date input on an Arabic page: three selects under one label.
    const startDate = dialog.getByRole('group', { name: 'تاريخ البدء' });
    await expect(dialog.locator('input[type="date"]')).toHaveCount(0);
    await expect(startDate.locator('#account-start-date-month option[value="11"]')).toHaveText('نوفمبر');
    await expect(startDate.locator('#account-start-date-day option[value="26"]')).toHaveText('٢٦');
    const nextYear = new Date().getFullYear() + 1;
    await expect(startDate.locator('#account-start-date-year option').nth(1)).toHaveAttribute('value', String(new Date().getFullYear()));
    await startDate.locator('#account-start-date-day').selectOption('31');
    await startDate.locator('#account-start-date-month').selectOption('02');
    await startDate.locator('#account-start-date-year').selectOption(String(nextYear - 2));
    await dialog.locator('#account-password').fill('Client#2026e2e');
    await dialog.locator('#account-confirm-password').fill('Client#2026e2e');
    await dialog.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expectToast(page, 'تم إنشاء الحساب بنجاح');
    // 31 February became the month's last day.
    const users = (await api(page, 'get', `/User/get-all-users?page=1&pageSize=10&search=${encodeURIComponent(email)}`)).result as {
      items: Array<{ email: string; startDate: string }>;
    };
    const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    expect(users.items.find((user) => user.email === email)?.startDate.slice(0, 10)).toBe(`${nextYear - 2}-02-${leap(nextYear - 2) ? 29 : 28}`);
  });
});
