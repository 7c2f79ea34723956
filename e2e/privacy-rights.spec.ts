/**
 * The PDPL rights end to end (issue 28, "done means"): a client, in Arabic, registers accepting the
 * policy in force, books a service, accepts the admin's quote and is invoiced; downloads their data
 * (a ZIP of data.json and the PDFs) and asks for their account to be deleted; the admin sees the
 * request in the queue with its 30-day deadline and carries it out. Afterwards the person's name is
 * nowhere in the dashboard's lists, the exports or the audit log, the invoice is still listed with
 * what the tax law asks, and the person's session has ended. (The job outbox's payloads are not
 * reachable over HTTP: provider/privacy/privacy.test.ts proves they are erased too.)
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import type { Invoice } from '../shared/types/invoice';
import { pdfText } from '../test-support/pdf-text';
import { setLegalIdentity } from './support/legal-identity';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';

const API_HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };
const PASSWORD = 'Client#2026e2e';

async function api<T>(page: Page, method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](`${BASE_URL}/api${path}`, { headers: API_HEADERS, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).result as T;
}

/** The raw text of an admin call (a list, an export): what must no longer hold the person's name. */
async function textOf(admin: Page, path: string): Promise<string> {
  const response = await admin.request.get(`${BASE_URL}/api${path}`, { headers: API_HEADERS });
  expect(response.status(), path).toBe(200);
  return response.text();
}

test.describe('the rights of a person over their data', () => {
  test('a client registers in Arabic accepting the policy, downloads their data, asks for deletion; the admin carries it out within the deadline', async ({
    openPage,
    openAdminPage,
    outbox,
  }) => {
    test.slow();
    const stamp = Date.now() % 1_000_000;
    const fullName = `ريم الخصوصية ${stamp}`;
    const email = `privacy-${stamp}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
    const client = await openPage({ language: 'ar' });
    const admin = await openAdminPage({ language: 'en' });
    await setLegalIdentity(admin);
    const policy = await api<{ version: number }>(admin, 'get', '/Policies/privacy');
    const terms = await api<{ version: number }>(admin, 'get', '/Policies/terms');

    await test.step('the client registers in Arabic, accepting the privacy policy and terms in force', async () => {
      await openHydrated(client, '/register');
      await client.locator('#register-full-name').fill(fullName);
      await client.locator('#register-email').fill(email);
      await client.locator('#register-password').fill(PASSWORD);
      await client.locator('#register-confirm-password').fill(PASSWORD);
      await client.locator('#register-phone').fill('0551234567');
      await expect(
        client
          .locator('label')
          .filter({ has: client.locator('#register-accept-policies') })
          .getByRole('link', { name: 'سياسة الخصوصية' }),
      ).toBeVisible();
      await client.locator('#register-accept-policies').check();
      const registered = client.waitForRequest((r) => r.url().endsWith('/api/Auth/register') && r.method() === 'POST');
      await client.getByRole('button', { name: 'إنشاء الحساب' }).click();
      expect((await registered).postDataJSON()).toMatchObject({ acceptedPrivacyVersion: policy.version, acceptedTermsVersion: terms.version });
      await expect(client).toHaveURL('/login');
      await client.goto(await outbox.pathTo(email, '/confirm-email'));
      await expect(client.getByText('تم تأكيد بريدك الإلكتروني').first()).toBeVisible();
      await signIn(client, { email, password: PASSWORD });
      const choices = await api<{ consents: Array<{ kind: string; version: number; context: string }> }>(client, 'get', '/Privacy/me');
      expect(choices.consents).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'privacy', version: policy.version, context: 'registration' }),
          expect.objectContaining({ kind: 'terms', version: terms.version, context: 'registration' }),
        ]),
      );
    });

    const services = await api<Array<{ id: number; price: number }>>(client, 'get', '/Services');
    const service = services[0]!;
    // The name written into the request too: the erasure finds it in what the person wrote.
    const bookingId = await bookThroughApi(client, service.id, { budget: service.price, description: `حديقة أمامية، اسألوا عن ${fullName} عند البوابة` });
    const quote = await api<{ id: number; quoteNumber: string }>(admin, 'post', '/Quotes/create', {
      requestId: bookingId,
      clientName: fullName,
      clientEmail: email,
      clientPhone: '+966 55 123 4567',
      validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
      items: [{ name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 4000 }],
    });
    await api(client, 'patch', `/Quotes/accept/${quote.id}`);
    await api(admin, 'patch', `/DemandeDeService/update-status/${bookingId}`, { status: 'completed' });
    const invoice = await api<Invoice>(admin, 'post', '/Invoices/create', { bookingId });

    await test.step('the client downloads their data: a ZIP with their bookings, quotes and invoices and the PDFs', async () => {
      await openHydrated(client, '/profile');
      await client.locator('#privacy-card-title').scrollIntoViewIfNeeded();
      await captureForReview(client, 'privacy-profile-card-ar');
      const download = client.waitForEvent('download');
      await client.locator('#privacy-download').click();
      const zip = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
      const names = Object.keys(zip);
      const data = JSON.parse(strFromU8(zip['data.json']!)) as {
        account: { fullName: string; email: string };
        bookings: Array<{ id: number }>;
        quotes: Array<{ id: number }>;
        invoices: Array<{ id: number; invoiceNumber: string }>;
      };
      expect(data.account).toMatchObject({ fullName, email });
      expect(data.bookings.map((b) => b.id)).toContain(bookingId);
      expect(data.quotes.map((q) => q.id)).toContain(quote.id);
      expect(data.invoices.map((i) => i.invoiceNumber)).toContain(invoice.invoiceNumber);
      const quotePdf = names.find((name) => name.startsWith('quotes/') && name.endsWith('.pdf'));
      const invoicePdf = names.find((name) => name.startsWith('invoices/') && name.endsWith('.pdf'));
      expect(quotePdf, names.join(', ')).toBeDefined();
      expect(invoicePdf, names.join(', ')).toBeDefined();
      expect(await pdfText(Buffer.from(zip[invoicePdf!]!))).toContain(invoice.invoiceNumber);
    });

    await test.step('the client asks for their account to be deleted', async () => {
      await client.locator('#privacy-delete').click();
      await client.locator('#privacy-delete-details').fill('أرجو حذف حسابي');
      await client.locator('#privacy-delete-confirm').click();
      await expect(client.locator('#privacy-deletion-pending')).toBeVisible();
    });

    await test.step('the admin sees the request with its 30-day deadline in the queue and carries it out', async () => {
      await openHydrated(admin, '/dashboard');
      await expect(admin.locator('[data-stat="overdue-requests"]')).toBeVisible();
      await openHydrated(admin, '/dashboard/data-requests?state=open');
      const row = admin.locator('tr[data-request]').filter({ hasText: fullName });
      await expect(row).toContainText('Deletion');
      await expect(row).toContainText('From the profile');
      await expect(row).toContainText('30 days left');
      await expect(row).toContainText('Open');
      await captureForReview(admin, 'privacy-requests-queue-en', { fullPage: true });
      await row.getByRole('button', { name: `Delete the account: the request of ${fullName} <${email}>` }).click();
      const dialog = admin.getByRole('dialog', { name: 'Delete the account and close the request' });
      await expect(dialog.getByText('This cannot be undone', { exact: false })).toBeVisible();
      await dialog.locator('#close-request-note').fill('Erased as asked');
      await dialog.getByRole('button', { name: 'Delete the account' }).click();
      await expectToast(admin, 'The account has been deleted and the request closed');
      await openHydrated(admin, '/dashboard/data-requests?state=done');
      const done = admin.locator('tr[data-request]').filter({ hasText: 'Erased as asked' }).first();
      await expect(done).toContainText('Done');
      await expect(done).toContainText('Deletion');
      await expect(done).not.toContainText(fullName);
    });

    await test.step('afterwards the name is nowhere: users, bookings, exports, audit log; the invoice stays', async () => {
      await openHydrated(admin, `/dashboard/normal-users?search=${encodeURIComponent(fullName)}`);
      await expect(admin.getByRole('article', { name: fullName })).toHaveCount(0);
      await openHydrated(admin, '/dashboard/bookings');
      await expect(admin.getByText(fullName)).toHaveCount(0);
      const texts = [
        await textOf(admin, '/User/get-all-users'),
        await textOf(admin, '/DemandeDeService/get-all'),
        await textOf(admin, `/DemandeDeService/${bookingId}`),
        await textOf(admin, '/User/export'),
        await textOf(admin, '/DemandeDeService/export'),
        await textOf(admin, '/Quotes/export'),
        await textOf(admin, '/Invoices/export'),
        await textOf(admin, '/ContactUs/export'),
        await textOf(admin, `/Audit?pageSize=100&search=${encodeURIComponent(email)}`),
        await textOf(admin, '/Audit?pageSize=100'),
      ];
      for (const text of texts) {
        expect(text).not.toContain(fullName);
        expect(text).not.toContain(email);
      }
      await openHydrated(admin, `/dashboard/invoices?search=${invoice.invoiceNumber}`);
      await expect(admin.getByRole('row').filter({ hasText: invoice.invoiceNumber })).toBeVisible();
      expect(await textOf(admin, '/Invoices/export')).toContain(invoice.invoiceNumber);
      const kept = await api<Invoice>(admin, 'get', `/Invoices/${invoice.id}`);
      expect(kept).toMatchObject({ invoiceNumber: invoice.invoiceNumber, total: invoice.total });
      expect(JSON.stringify(kept)).not.toContain(fullName);
      await openHydrated(admin, '/dashboard/audit');
      await expect(admin.getByText(fullName)).toHaveCount(0);
    });

    await test.step("the client's session has ended", async () => {
      const me = await client.request.get(`${BASE_URL}/api/Auth/me`, { headers: API_HEADERS });
      expect(me.status()).toBe(401);
      await openHydrated(client, '/profile');
      await expect(client.getByText('لم تقم بتسجيل الدخول', { exact: false })).toBeVisible();
      await expect(client.getByRole('link', { name: 'تسجيل الدخول' }).first()).toBeVisible();
    });

    expect(problemsOf(admin)).toEqual([]);
  });
});
