/**
 * A client changes their e-mail on the profile: the current password is asked for, the new address
 * waits for its link while the old one stays (and is told), and the link applies it.
 */
import { captureForReview, expect, openHydrated, test } from './support/journey-fixtures';

test.describe('changing the e-mail of an account', () => {
  test('asks for the current password, keeps the old address until the link sent to the new one is opened', async ({
    clientPage: page,
    clientAccount,
    outbox,
  }) => {
    const newEmail = `moved-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;

    await test.step('the new address needs the current password', async () => {
      await openHydrated(page, '/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expect(page.locator('#profile-current-password')).toHaveCount(0);
      await page.locator('#profile-email').fill(newEmail);
      await expect(page.locator('#profile-current-password')).toBeVisible();
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Current password is required')).toBeVisible();
      await page.locator('#profile-current-password').fill('Wrong#Pass2026');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('The current password is incorrect').first()).toBeVisible();
      await page.locator('#profile-current-password').fill(clientAccount.password);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(/open the link we sent to the new address/).first()).toBeVisible();
    });

    await test.step('the profile shows the pending address; the account keeps the old one, which is told', async () => {
      await expect(page.getByText(/Waiting for confirmation: we sent a link to/)).toContainText(newEmail);
      await expect(page.locator('#profile-email')).toHaveValue(clientAccount.email);
      const notice = await outbox.mailTo(clientAccount.email, /change of your .* email address was requested/);
      expect(notice.text).toContain(newEmail);
      await openHydrated(page, '/profile?lang=ar');
      await expect(page.getByText(/بانتظار التأكيد: أرسلنا رابطًا إلى/)).toContainText(newEmail);
      await captureForReview(page, 'profile-email-change-pending-ar', { fullPage: true });
    });

    await test.step('the link from the new address applies it', async () => {
      // Back to English (the last step chose Arabic for this browser).
      await openHydrated(page, `${await outbox.pathTo(newEmail, '/confirm-email-change')}&lang=en`);
      await expect(page.getByText('Your new email address is confirmed and now used for your account').first()).toBeVisible();
      await captureForReview(page, 'profile-email-change-confirmed-en', { fullPage: true });
      await page.getByRole('link', { name: 'Go to my profile' }).click();
      await expect(page.locator('#profile-email')).toHaveValue(newEmail);
      await expect(page.getByText(/Waiting for confirmation/)).toHaveCount(0);
    });
  });
});
