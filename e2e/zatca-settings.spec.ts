/**
 * E-invoicing's screen (issue 26 item 4), as an admin meets it: off by default, the switch saying
 * exactly what is missing; the seller's identity as the legal identity settings hold it; the
 * platform and EGS unit saved (a wrong serial refused under its field); onboarding with a wrong OTP
 * (ZATCA's own message shown) and then the right one: the certificates and the six compliance
 * checks, nothing secret on the page; then the switch turns it on and off. In Arabic, right to left,
 * and on a phone. The site talks to a local Fatoora (e2e/support/start-site.ts), never to ZATCA.
 */
import type { Page } from '@playwright/test';
import type { ZatcaSettingsView } from '../shared/types/zatca';
import { FATOORA_OTP } from './support/e2e-site';
import { BASE_URL, captureForReview, expect, expectToast, openHydrated, problemsOf, test } from './support/journey-fixtures';

const API_HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };
// The legal identity the records journey sets too (the same values, so neither disturbs the other).
const LEGAL_IDENTITY = {
  vatNumber: '310122393500003',
  crNumber: '2051234567',
  arabicLegalName: 'شركة خدمات',
  nationalAddress: {
    buildingNumber: '2434',
    street: { en: 'King Fahd Road', ar: 'طريق الملك فهد' },
    district: { en: 'Al Khobar Al Shamalia', ar: 'الخبر الشمالية' },
    city: { en: 'Al Khobar', ar: 'الخبر' },
    postalCode: '34426',
    additionalNumber: '7310',
  },
};

async function settings(page: Page): Promise<ZatcaSettingsView> {
  const response = await page.request.get(`${BASE_URL}/api/Zatca/settings`, { headers: API_HEADERS });
  expect(response.status()).toBe(200);
  return (await response.json()).result as ZatcaSettingsView;
}

async function setLegalIdentity(admin: Page): Promise<void> {
  const read = await admin.request.get(`${BASE_URL}/api/Content`, { headers: API_HEADERS });
  const { updatedAt: _updatedAt, workingHours: _hours, ...content } = (await read.json()).result;
  const saved = await admin.request.put(`${BASE_URL}/api/Content`, {
    headers: API_HEADERS,
    data: { ...content, invoicing: { ...content.invoicing, ...LEGAL_IDENTITY } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test.describe('e-invoicing (ZATCA) settings', () => {
  test('an admin sees what is missing, saves the unit, onboards with the OTP, and turns e-invoicing on and off', async ({ openAdminPage }) => {
    const admin = await openAdminPage({ language: 'en' });
    await setLegalIdentity(admin);
    await openHydrated(admin, '/dashboard/e-invoicing');
    const toggle = admin.getByRole('switch', { name: 'E-invoicing on' });

    await test.step('off by default; the switch says what is missing', async () => {
      await expect(admin.getByRole('heading', { name: 'E-invoicing (ZATCA)' })).toBeVisible();
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeDisabled();
      const missing = admin.locator('[data-zatca-missing]');
      await expect(missing).toContainText('To turn it on, this is still missing:');
      await expect(missing.locator('[data-missing="productionCsid"]')).toHaveText('Onboarding with ZATCA (the OTP from the Fatoora portal)');
      await expect(missing.locator('[data-missing="sealKey"]')).toHaveCount(0);
      // The seller's identity as the legal identity settings hold it, with the way to edit it.
      await expect(admin.locator('[data-seller="sellerVatNumber"]')).toContainText(LEGAL_IDENTITY.vatNumber);
      await expect(admin.locator('[data-seller="sellerArabicName"]')).toContainText('شركة خدمات');
      await expect(admin.getByRole('link', { name: 'Edit the legal identity' })).toHaveAttribute('href', '/dashboard/content#content-tax');
      await expect(admin.locator('[data-zatca-base-url]')).toContainText('http://127.0.0.1:');
      await captureForReview(admin, 'zatca-settings-off-en', { fullPage: true });
    });

    await test.step('the platform and the EGS unit: a wrong serial is refused under its field, then saved', async () => {
      await admin.locator('#zatca-environment').click();
      await admin.getByRole('option', { name: 'Simulation' }).click();
      await admin.locator('#zatca-egs-serial').fill('abc');
      await admin.locator('#zatca-egs-commonName').fill('khadamat-egs-1');
      await admin.locator('#zatca-egs-branchName').fill('Al Khobar HQ');
      await admin.locator('#zatca-egs-businessCategory').fill('Engineering services');
      await admin.locator('#zatca-egs-location').fill('Al Khobar');
      await admin.getByRole('button', { name: 'Save the settings' }).click();
      await expect(admin.getByText('Write it as 1-<solution>|2-<model or version>|3-<serial number>.')).toBeVisible();
      await admin.locator('#zatca-egs-serial').fill('1-Khadamat|2-1.0|3-0001');
      await admin.getByRole('button', { name: 'Save the settings' }).click();
      await expectToast(admin, 'E-invoicing settings saved.', 'success');
      await expect(admin.locator('[data-missing="egsUnit"]')).toHaveCount(0);
      expect(await settings(admin)).toMatchObject({ environment: 'simulation', egs: { serial: '1-Khadamat|2-1.0|3-0001', branchName: 'Al Khobar HQ' } });
    });

    await test.step("a wrong OTP: ZATCA's refusal and its message are shown", async () => {
      await admin.locator('#zatca-otp').fill('999999');
      await admin.getByRole('button', { name: 'Onboard', exact: true }).click();
      const failure = admin.locator('[data-zatca-onboarding-error]');
      await expect(failure).toContainText('ZATCA refused the request (check the OTP and the unit');
      await expect(failure).toContainText('Invalid-OTP: The OTP is invalid or expired');
      await expect(admin.locator('#zatca-otp')).toHaveValue('');
    });

    await test.step('the right OTP: certificates and six compliance checks, nothing secret on the page', async () => {
      await admin.locator('#zatca-otp').fill(FATOORA_OTP);
      await admin.getByRole('button', { name: 'Onboard', exact: true }).click();
      await expectToast(admin, 'The EGS unit is onboarded', 'success');
      const certificates = admin.locator('[data-zatca-certificates]');
      await expect(certificates.locator('[data-check]')).toHaveCount(6);
      await expect(certificates.getByText('Passed')).toHaveCount(6);
      await expect(certificates).toContainText('Standard tax invoice');
      await expect(certificates).not.toContainText('None yet');
      await expect(admin.locator('[data-zatca-missing]')).toHaveCount(0);
      await expect(admin.getByText('Everything is in place: e-invoicing can be turned on.')).toBeVisible();
      await expect(admin.getByRole('button', { name: 'Onboard again' })).toBeVisible();
      const page = await admin.content();
      for (const secret of ['PRIVATE KEY', 'production-secret-456', 'compliance-secret-123', 'v1:']) expect(page).not.toContain(secret);
      await captureForReview(admin, 'zatca-settings-onboarded-en', { fullPage: true });
    });

    await test.step('on, and at once off again (other journeys issue invoices meanwhile)', async () => {
      await toggle.click();
      await expectToast(admin, 'E-invoicing is on', 'success');
      await expect(toggle).toBeChecked();
      await expect(admin.getByRole('button', { name: 'Save the settings' })).toBeDisabled();
      await toggle.click();
      await expectToast(admin, 'E-invoicing is off.', 'success');
      await expect(toggle).not.toBeChecked();
      expect((await settings(admin)).enabled).toBe(false);
    });
    // The wrong OTP's 422 is the one failed call the browser reports; nothing else went wrong.
    expect(problemsOf(admin).filter((problem) => !problem.includes('status of 422'))).toEqual([]);

    for (const [width, theme] of [
      [1366, 'dark'],
      [390, 'light'],
    ] as const) {
      await test.step(`Arabic, ${theme} theme, ${width} px wide`, async () => {
        const arabic = await openAdminPage({ language: 'ar', theme, viewport: { width, height: 900 } });
        await openHydrated(arabic, '/dashboard/e-invoicing');
        await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(arabic.getByRole('switch', { name: 'تفعيل الفوترة الإلكترونية' })).not.toBeChecked();
        await expect(arabic.getByText('اكتمل كل شيء: يمكن تفعيل الفوترة الإلكترونية.')).toBeVisible();
        await expect(arabic.getByRole('heading', { name: 'الشهادات' })).toBeVisible();
        // Nothing wider than the screen (a phone scrolls down, never sideways).
        expect(await arabic.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await captureForReview(arabic, `zatca-settings-ar-${theme}-${width}`, { fullPage: true });
        expect(problemsOf(arabic)).toEqual([]);
      });
    }
  });
});
