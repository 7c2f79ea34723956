/**
 * Online payments (issue 29): a client pays the deposit of an accepted quote on the local
 * Moyasar-compatible gateway's hosted page and comes back to see the advance-payment invoice; an
 * admin refunds part of it from the booking screen, which issues the credit note, and the client's
 * booking and e-mail say so.
 *
 * Payments are off on the site the other journeys share (no gateway keys there): this journey
 * starts a second built site of its own, with the local gateway and its keys, and stops both at the
 * end (its Playwright project, 'online payments', runs only this file).
 */
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { startLocalGateway, type LocalGateway } from '../provider/payments/local-gateway/local-gateway';
import { type BuiltSite, freePort, startBuiltSite } from '../scripts/lib/built-site';
import { ADMIN } from './support/e2e-site';
import { signIn } from './support/journey-fixtures';
import { MailOutbox } from './support/mail-outbox';

const SECRET_KEY = 'sk_test_e2e_local_gateway';
const WEBHOOK_SECRET = 'e2e-local-webhook-secret-token';
const SCREENS = process.env.E2E_PAYMENT_SCREENSHOTS;

let gateway: LocalGateway;
let site: BuiltSite;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  gateway = await startLocalGateway({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `${url}/api/Payments/webhook` });
  site = await startBuiltSite({
    port,
    env: {
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET: ADMIN.totpSecret,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      TRUST_PROXY: 'loopback',
      MOYASAR_BASE_URL: gateway.apiUrl,
      MOYASAR_SECRET_KEY: SECRET_KEY,
      MOYASAR_PUBLISHABLE_KEY: 'pk_test_e2e_local_gateway',
      MOYASAR_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
});

test.afterAll(async () => {
  await site?.stop();
  await gateway?.close();
});

const headers = () => ({ Origin: site.url, 'Accept-Language': 'en' });

async function registerClient(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const account = { email: `payer-${Date.now()}@e2e.test`, password: 'Client#2026e2e' };
  const registered = await request.post(`${site.url}/api/Auth/register`, {
    headers: headers(),
    data: {
      fullName: 'Noura Al-Qahtani',
      ...account,
      confirmPassword: account.password,
      phoneNumber: '+966501234567',
      typeUser: 3,
      startDate: new Date().toISOString().slice(0, 10),
      // Consent to the policies in force is required at registration (issue 28), as in the journeys' own helper.
      acceptedPrivacyVersion: 1,
      acceptedTermsVersion: 1,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const outbox = new MailOutbox(path.join(site.dataDir, 'outbox'));
  const token = new URL(await outbox.linkTo(account.email, '/confirm-email')).searchParams.get('token');
  const confirmed = await request.post(`${site.url}/api/Auth/confirm-email`, { headers: headers(), data: { email: account.email, token } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return account;
}

/** A booking of the client on `client`, priced by the admin at SAR 1,000.30 before VAT and accepted by the client; answers the quote's and the booking's ids. */
async function acceptedQuote(client: Page, admin: Page): Promise<{ quoteId: number; bookingId: number }> {
  const services = (await (await client.request.get(`${site.url}/api/Services`)).json()).result as Array<{ id: number; price: number }>;
  const booked = await client.request.post(`${site.url}/api/DemandeDeService/create`, {
    headers: headers(),
    data: {
      priorite: 'medium',
      preferedContactMethode: 'email',
      description: 'Front garden with drip irrigation and night lighting',
      preferedDateAndTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      location: 'Al Khobar, Al Rakah',
      budget: 1000,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId: services[0]!.id }],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).result.id as number;
  const quote = await admin.request.post(`${site.url}/api/Quotes/create`, {
    headers: headers(),
    data: {
      requestId: bookingId,
      clientName: 'Noura Al-Qahtani',
      clientEmail: 'client@example.com',
      clientPhone: '0501234567',
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      items: [{ name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 1000.3 }],
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const quoteId = (await quote.json()).result.id as number;
  const accepted = await client.request.patch(`${site.url}/api/Quotes/accept/${quoteId}`, { headers: headers() });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { quoteId, bookingId };
}

async function openAs(
  browser: Browser,
  account: { email: string; password: string; totpSecret?: string },
  language: 'en' | 'ar',
  theme: 'light' | 'dark',
  width: number,
) {
  const context = await browser.newContext({
    locale: language === 'ar' ? 'ar-SA' : 'en-US',
    colorScheme: theme,
    viewport: { width, height: 900 },
  });
  await context.addCookies([
    { name: 'lang', value: language, url: site.url },
    { name: 'theme', value: theme, url: site.url },
  ]);
  const page = await context.newPage();
  await signIn(page, account, site.url);
  return page;
}

test('a client pays the deposit on the gateway page and sees the advance-payment invoice; an admin refunds part of it from the booking', async ({
  browser,
}) => {
  test.slow();
  const admin = await openAs(browser, ADMIN, 'en', 'light', 1280);
  const client = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } })).newPage();
  const account = await registerClient(client.request);
  await signIn(client, account, site.url);
  await test.step("the admin sets the company's VAT number (an advance-payment invoice needs it)", async () => {
    await admin.goto(`${site.url}/dashboard/content`);
    await expect(admin.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await admin.getByLabel('VAT registration number').fill('310122393500003');
    await admin.getByRole('button', { name: 'Save content' }).click();
    await expect(admin.getByText('Site content saved')).toBeVisible();
  });
  const { quoteId, bookingId } = await test.step('the admin prices the booking and the client accepts the quote', () => acceptedQuote(client, admin));

  // 1,000.30 + 15 % VAT (150.045 -> 150.05) = 1,150.35; the deposit is half of it, half up to the halala: 575.18.
  const pay = client.getByRole('button', { name: 'Pay the deposit (SAR 575.18)' });
  await test.step('the accepted quote offers the deposit and the balance, in exact halalas', async () => {
    await client.goto(`${site.url}/quote/${quoteId}`);
    await expect(pay).toBeVisible();
    await expect(client.getByRole('button', { name: 'Pay the balance (SAR 1,150.35)' })).toBeVisible();
    await expect(client.getByText('Test mode: no real money moves.')).toBeVisible();
  });

  await test.step("the client pays with mada on the gateway's hosted page", async () => {
    await pay.click();
    await expect(client).toHaveURL(new RegExp(`^${gateway.origin}/i/`));
    await expect(client.getByText('Local Moyasar test gateway')).toBeVisible();
    await client.getByRole('button', { name: 'Pay' }).click();
  });

  const invoiceNumber = await test.step('back on the profile: paid, with the advance-payment invoice', async () => {
    await expect(client).toHaveURL(/\/profile\?lang=en&payment=\d+/);
    const result = client.getByTestId('payment-return');
    await expect(result.getByText('Thank you: we received SAR 575.18.')).toBeVisible();
    const line = await result.getByText(/Your advance-payment invoice \S+ is on your profile/).innerText();
    const number = /invoice (\S+) is on/.exec(line)![1]!;
    await expect(client.locator('#my-invoices').getByText(number)).toBeVisible();
    return number;
  });

  // The return address of the payment, for the screens below (the client goes on to other pages first).
  const returnUrl = new URL(client.url());

  await test.step('the payment is paid on the dashboard, counted once', async () => {
    await admin.goto(`${site.url}/dashboard/payments`);
    const row = admin.getByRole('row').filter({ hasText: 'Noura Al-Qahtani' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Paid');
    await expect(row).toContainText('SAR 575.18');
    await expect(row).toContainText(invoiceNumber);
  });

  const bookingDialog = (page: Page) => page.getByRole('dialog', { name: new RegExp(`Booking #${bookingId}`) });
  const creditNote =
    await test.step('the admin refunds part of the deposit from the booking screen, never more than is left, and the credit note is issued', async () => {
      await admin.goto(`${site.url}/dashboard/bookings?booking=${bookingId}`);
      await expect(admin.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const section = bookingDialog(admin).getByTestId('booking-payments');
      await expect(section).toContainText('SAR 575.18');
      await expect(section).toContainText(invoiceNumber);
      await section.getByRole('button', { name: /^Refund payment \d+$/ }).click();
      const refund = admin.getByRole('dialog', { name: /^Refund payment \d+$/ });
      await expect(refund).toContainText('SAR 575.18 can still be refunded.');
      await refund.getByLabel('Part of it').check();
      await refund.getByLabel(/Amount to refund/).fill('575.19');
      await refund.getByLabel(/Reason/).fill('One lamp was not installed');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(refund.getByText('The refund is more than is left of the payment.')).toBeVisible();
      await refund.getByLabel(/Amount to refund/).fill('100.05');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      // The same title on the confirmation, which says the amount before anything moves.
      await expect(refund).toContainText('Refund SAR 100.05 through the gateway? A refund cannot be undone.');
      await refund.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(admin.getByText('Refund made and credit note issued')).toBeVisible();
      await expect(section).toContainText('Partly refunded');
      const line = section.getByTestId('booking-refund');
      await expect(line).toContainText(/Refunded SAR\s100\.05\s·\scredit note CRN-\S+/);
      // Still refundable: what is left (475.13) is offered next time.
      await section.getByRole('button', { name: /^Refund payment \d+$/ }).click();
      await expect(refund).toContainText('SAR 475.13 can still be refunded.');
      await refund.getByRole('button', { name: 'Cancel' }).click();
      return /credit note (CRN-\S+)/.exec(await line.innerText())![1]!;
    });

  await test.step("the client's booking and e-mail say the refund was made, and the credit note is among their invoices", async () => {
    await client.goto(`${site.url}/profile`);
    await expect(client.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const card = client.locator('#my-bookings article', { has: client.locator(`#booking-${bookingId}-title`) });
    await expect(card.getByTestId('booking-refunds')).toContainText(new RegExp(`Refunded SAR\\s100\\.05 on .+ \\(credit note ${creditNote}\\)`));
    await expect(client.locator('#my-invoices').getByText(creditNote, { exact: true })).toBeVisible();
    const outbox = new MailOutbox(path.join(site.dataDir, 'outbox'));
    const mail = await outbox.mailTo(account.email, /^Refund made: SAR.100\.05/);
    expect(mail.text).toContain(`booking ${bookingId}.`);
    expect(mail.text).toContain('Reason: One lamp was not installed');
    expect(mail.text).toContain(creditNote);
  });

  // The screens for review (E2E_PAYMENT_SCREENSHOTS: a folder outside the repository).
  if (SCREENS) {
    for (const language of ['en', 'ar'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const width of [1366, 390]) {
          const name = `${language}-${theme}-${width}`;
          const view = await openAs(browser, account, language, theme, width);
          await view.goto(`${site.url}/profile?lang=${language}&payment=${returnUrl.searchParams.get('payment')}`);
          // Paid: the advance-payment invoice's PDF is offered (the check with the gateway is done).
          await expect(view.getByTestId('payment-return').getByRole('link').first()).toBeVisible();
          await view.getByTestId('payment-return').screenshot({ path: path.join(SCREENS, `return-${name}.png`) });
          await view.goto(`${site.url}/quote/${quoteId}`);
          await expect(view.getByTestId('pay-now')).toBeVisible();
          await view.screenshot({ path: path.join(SCREENS, `quote-${name}.png`), fullPage: true });
          await view.goto(`${site.url}/profile?lang=${language}`);
          await view.locator('#my-bookings, [data-testid="pay-now"]').first().scrollIntoViewIfNeeded();
          await view.screenshot({ path: path.join(SCREENS, `profile-${name}.png`), fullPage: true });
          const adminView = await openAs(browser, ADMIN, language, theme, width);
          await adminView.goto(`${site.url}/dashboard/payments`);
          await expect(adminView.getByRole('row').filter({ hasText: 'Noura Al-Qahtani' })).toBeVisible();
          await adminView.screenshot({ path: path.join(SCREENS, `dashboard-${name}.png`), fullPage: true });
          await adminView.goto(`${site.url}/dashboard/bookings?booking=${bookingId}`);
          await adminView.getByTestId('booking-payments').scrollIntoViewIfNeeded();
          await adminView.screenshot({ path: path.join(SCREENS, `booking-refund-${name}.png`) });
          await view.goto(`${site.url}/profile?lang=${language}`);
          await view.getByTestId('booking-refunds').scrollIntoViewIfNeeded();
          await view.screenshot({ path: path.join(SCREENS, `booking-refunds-${name}.png`) });
          await view.context().close();
          await adminView.context().close();
        }
      }
    }
  }
});
