/**
 * The dashboard's privacy screens (issue 28 items 1-5), as an admin uses them: a request received by
 * e-mail is logged with the day it arrived (overdue once past 30 Saudi days) and shows on the
 * overview; refusing one needs a reason; the policies' editor shows each version and asks before
 * publishing (nothing is published here: the other journeys register with the version in force);
 * the retention schedule refuses what the shared schema refuses. Then every new screen is
 * photographed in both languages, both themes, at 1366 and 390 px wide, and checked with axe.
 */
import type { Page } from '@playwright/test';
import { saudiDate } from '../shared/scheduling/saudi-clock';
import { BASE_URL, captureForReview, expect, expectToast, openHydrated, problemsOf, test } from './support/journey-fixtures';

test.use({ bypassCSP: true });

async function api(page: Page, path: string): Promise<unknown> {
  const response = await page.request.get(`${BASE_URL}/api${path}`, { headers: { Origin: BASE_URL, 'Accept-Language': 'en' } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result;
}

const daysAgo = (days: number) => saudiDate(new Date(Date.now() - days * 86_400_000));

async function logRequest(admin: Page, requester: string, kind: string, receivedOn: string) {
  await admin.getByRole('button', { name: 'Log a request' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Log a request received by e-mail or letter' });
  await dialog.locator('#log-request-kind').click();
  await admin.getByRole('option', { name: kind }).click();
  await dialog.locator('#log-request-requester').fill(requester);
  await dialog.locator('#log-request-received').fill(receivedOn);
  await dialog.locator('#log-request-details').fill('Sent by e-mail to info@');
  await dialog.getByRole('button', { name: 'Log the request' }).click();
  await expectToast(admin, 'Request logged');
  await expect(dialog).toHaveCount(0);
}

test.describe('the dashboard privacy screens', () => {
  test('logs requests received by e-mail, shows the overdue ones, refuses with a reason, edits policies and retention', async ({ openAdminPage, axe }) => {
    test.slow();
    const admin = await openAdminPage({ language: 'en', viewport: { width: 1366, height: 900 } });
    const stamp = Date.now() % 1_000_000;
    const late = `Late Sender ${stamp} <late.${stamp}@example.com>`;
    const recent = `Recent Sender ${stamp} <recent.${stamp}@example.com>`;

    await test.step('a request received 35 days ago is overdue; one received 3 days ago has 27 days left', async () => {
      await openHydrated(admin, '/dashboard/data-requests');
      await logRequest(admin, late, 'Copy of their data', daysAgo(35));
      await logRequest(admin, recent, 'Correction', daysAgo(3));
      const lateRow = admin.locator('tr[data-request]').filter({ hasText: late });
      await expect(lateRow).toContainText('Overdue by 5 days');
      await expect(lateRow).toContainText('Logged by hand (e-mail or letter)');
      await expect(admin.locator('tr[data-request]').filter({ hasText: recent })).toContainText('27 days left');
      await admin.getByRole('switch', { name: 'Overdue only' }).click();
      await expect(admin).toHaveURL(/overdue=true/);
      await expect(admin.locator('tr[data-request]').filter({ hasText: recent })).toHaveCount(0);
      await expect(lateRow).toBeVisible();
    });

    await test.step('the overview counts the overdue requests and leads to them', async () => {
      await openHydrated(admin, '/dashboard');
      const card = admin.locator('[data-stat="overdue-requests"]');
      await expect(card).toContainText('Overdue data requests');
      await card.getByRole('link').click();
      await expect(admin).toHaveURL(/\/dashboard\/data-requests\?overdue=true/);
      await expect(admin.locator('tr[data-request]').filter({ hasText: late })).toBeVisible();
    });

    await test.step('refusing needs a reason, kept with the request with who handled it', async () => {
      await openHydrated(admin, `/dashboard/data-requests?search=${encodeURIComponent(`Recent Sender ${stamp}`)}`);
      const row = admin.locator('tr[data-request]').filter({ hasText: recent });
      await row.getByRole('button', { name: `Refuse: the request of ${recent}` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Refuse the request' });
      await dialog.getByRole('button', { name: 'Refuse the request' }).click();
      await expect(dialog.getByText('reason', { exact: false }).first()).toBeVisible();
      await dialog.locator('#close-request-note').fill('Not our data: the sender has no account with us');
      await dialog.getByRole('button', { name: 'Refuse the request' }).click();
      await expectToast(admin, 'Request refused');
      await expect(row).toContainText('Refused');
      await expect(row).toContainText('Administrator');
      await expect(row).toContainText('Not our data');
    });

    await test.step('the policies editor lists the versions, shows an old one, and asks before publishing', async () => {
      await openHydrated(admin, '/dashboard/content');
      await admin.getByRole('link', { name: 'Privacy policy and terms' }).click();
      await expect(admin).toHaveURL('/dashboard/content/policies');
      const privacy = admin.locator('[data-policy="privacy"]');
      await expect(privacy.locator('#policy-privacy-ar')).toHaveAttribute('dir', 'rtl');
      await admin.getByRole('button', { name: 'Read version 1' }).first().click();
      const version = admin.getByRole('dialog', { name: /Privacy policy, version 1/ });
      await expect(version.getByRole('heading', { level: 3 })).toHaveCount(2);
      await expect(version.locator('section[lang="ar"]')).toHaveAttribute('dir', 'rtl');
      await version.getByRole('button', { name: 'Close' }).click();
      const publish = privacy.getByRole('button', { name: 'Publish a new version of the Privacy policy' });
      await expect(publish).toBeDisabled();
      await privacy.locator('#policy-privacy-en').fill('');
      await privacy.locator('#policy-privacy-en').fill(' ');
      await publish.click();
      await expect(privacy.getByText("Write the policy's text")).toBeVisible();
      await privacy.locator('#policy-privacy-en').fill('A revised policy, not published by this journey.');
      await publish.click();
      const confirm = admin.getByRole('dialog', { name: 'Publish a new version of the Privacy policy?' });
      await expect(confirm).toContainText('It becomes version');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await privacy.getByRole('button', { name: 'Discard' }).click();
    });

    await test.step('the retention schedule refuses what the shared schema refuses, and saves a valid one', async () => {
      await openHydrated(admin, '/dashboard/settings');
      const card = admin.locator('[data-card="retention"]');
      const months = card.locator('#retention-contactMessageMonths');
      const before = await months.inputValue();
      await months.fill('0');
      await card.getByRole('button', { name: 'Save the retention schedule' }).click();
      await expect(card.getByText('A whole number of months from 1 to 240')).toBeVisible();
      await months.fill(String(Number(before) + 1));
      await card.getByRole('button', { name: 'Save the retention schedule' }).click();
      await expectToast(admin, 'Retention schedule saved');
      // Saved: nothing left to save until the next change.
      await expect(card.getByRole('button', { name: 'Save the retention schedule' })).toBeDisabled();
      expect(await api(admin, '/Privacy/retention')).toMatchObject({ contactMessageMonths: Number(before) + 1 });
      await months.fill(before);
      await card.getByRole('button', { name: 'Save the retention schedule' }).click();
      await expectToast(admin, 'Retention schedule saved');
    });

    expect(problemsOf(admin)).toEqual([]);
    expect(await axe.seriousViolations(admin)).toEqual([]);
  });

  for (const language of ['en', 'ar'] as const)
    for (const theme of ['light', 'dark'] as const)
      test(`every new privacy screen in ${language}, ${theme}, at 1366 and 390 px`, async ({ openAdminPage, openPage, axe }) => {
        test.slow();
        for (const width of [1366, 390]) {
          const admin = await openAdminPage({ language, theme, viewport: { width, height: width > 500 ? 900 : 844 } });
          for (const [name, path] of [
            ['requests', '/dashboard/data-requests'],
            ['policies', '/dashboard/content/policies'],
            ['settings', '/dashboard/settings'],
            ['overview', '/dashboard'],
          ] as const) {
            await openHydrated(admin, path);
            await admin.waitForLoadState('networkidle');
            await captureForReview(admin, `privacy-${name}-${language}-${theme}-${width}`, { fullPage: true });
            expect(await axe.seriousViolations(admin), `${path} ${language} ${theme} ${width}`).toEqual([]);
          }
          expect(problemsOf(admin)).toEqual([]);
          const invited = await openPage({ language, theme, viewport: { width, height: width > 500 ? 900 : 844 } });
          await openHydrated(invited, '/reset-password?email=invited%40example.com&token=0123456789abcdef0123456789abcdef&invitation=1');
          await expect(invited.locator('[data-notice="invitation"]').getByRole('link')).toHaveAttribute('href', '/privacy');
          await captureForReview(invited, `privacy-invitation-${language}-${theme}-${width}`, { fullPage: true });
        }
      });
});
