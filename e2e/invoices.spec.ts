/**
 * From a completed booking to a paid tax invoice that the client downloads in Arabic: the admin sets
 * the company's VAT number on the content screen, a client's booking is priced, accepted and
 * completed, the admin issues its invoice on /dashboard/invoices and marks it paid, and the client
 * downloads the Arabic PDF from their profile; the test reads the ZATCA QR code back from the PDF's
 * image and checks every field. Screenshots of the screens in both languages and themes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decodeZatcaTlv } from '../shared/invoices/zatca-tlv';
import type { Invoice } from '../shared/types/invoice';
import { qrCodesInPdf } from '../test-support/qr-in-pdf';
import { setLegalIdentity, VAT_NUMBER } from './support/legal-identity';
import {
  BASE_URL,
  bookThroughApi,
  captureForReview,
  expect,
  expectToast,
  openHydrated,
  problemsOf,
  SCREENSHOTS,
  signIn,
  test,
} from './support/journey-fixtures';

const API_HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };

/** A booking of the client on `client`, priced by the admin and accepted by the client, then completed by the admin (all through /api). */
async function completedBookingWithQuote(client: Page, admin: Page, clientName: string): Promise<number> {
  const services = (await (await client.request.get('/api/Services')).json()).result as Array<{ id: number; price: number }>;
  const bookingId = await bookThroughApi(client, services[0]!.id, { budget: services[0]!.price });
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const quote = await admin.request.post(`${BASE_URL}/api/Quotes/create`, {
    headers: API_HEADERS,
    data: {
      requestId: bookingId,
      clientName,
      clientEmail: 'client@example.com',
      clientPhone: '0501234567',
      validUntil,
      items: [
        { name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 8500 },
        { name: 'Site visit', arabicName: 'زيارة الموقع', quantity: 2, unitPrice: 150.25 },
      ],
    },
  });
  expect(quote.status(), await quote.text()).toBe(201);
  const accepted = await client.request.patch(`${BASE_URL}/api/Quotes/accept/${(await quote.json()).result.id}`, { headers: API_HEADERS });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const completed = await admin.request.patch(`${BASE_URL}/api/DemandeDeService/update-status/${bookingId}`, {
    headers: API_HEADERS,
    data: { status: 'completed' },
  });
  expect(completed.status(), await completed.text()).toBe(200);
  return bookingId;
}

test.describe('tax invoices', () => {
  test('an admin invoices a completed booking and marks it paid; the client downloads the Arabic invoice and its QR code holds the ZATCA fields', async ({
    newClient,
    openPage,
    openAdminPage,
  }) => {
    // Two sign-ins per language and theme for the screenshots, besides the journey.
    test.slow();
    const admin = await openAdminPage({ language: 'en' });
    await test.step("the admin sets the company's VAT registration number on the content screen", async () => {
      await openHydrated(admin, '/dashboard/content');
      await admin.getByLabel('VAT registration number').fill('12345');
      await admin.getByRole('button', { name: 'Save content' }).click();
      await expect(admin.getByText('A VAT number has 15 digits and starts and ends with 3')).toBeVisible();
      await admin.getByLabel('VAT registration number').fill(VAT_NUMBER);
      await expect(admin.getByLabel('VAT rate (%)')).toHaveValue('15');
      await admin.getByRole('button', { name: 'Save content' }).click();
      await expectToast(admin, 'Site content saved');
      // The rest of the legal identity, as the other invoicing journeys set it (they may run meanwhile).
      await setLegalIdentity(admin);
    });

    const account = await newClient('سارة العتيبي');
    const client = await openPage({ language: 'ar' });
    await signIn(client, account);
    const bookingId = await test.step("the client's booking is priced, accepted and completed", () => completedBookingWithQuote(client, admin, 'سارة العتيبي'));

    const invoiceNumber = await test.step('the admin issues the invoice on /dashboard/invoices', async () => {
      await openHydrated(admin, '/dashboard/invoices');
      await admin.getByRole('button', { name: 'Issue invoice' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Issue an invoice' });
      await dialog.getByLabel('Completed booking').selectOption(String(bookingId));
      await dialog.getByRole('button', { name: 'Issue invoice' }).click();
      await expectToast(admin, /^Invoice INV-\d{4}-\d{4,} issued$/);
      const row = admin.getByRole('row').filter({ hasText: 'سارة العتيبي' }).first();
      await expect(row).toContainText('Unpaid');
      // 8,500 + 2 x 150.25 = 8,800.50; VAT 15 % = 1,320.075 -> 1,320.08; total 10,120.58.
      await expect(row).toContainText('SAR 10,120.58');
      return /INV-\d{4}-\d{4,}/.exec(await row.innerText())![0];
    });

    await test.step('the admin marks it paid; the reference is checked by the shared schema', async () => {
      const row = admin.getByRole('row').filter({ hasText: invoiceNumber });
      await row.getByRole('button', { name: 'Mark as paid' }).click();
      const dialog = admin.getByRole('dialog', { name: `Mark invoice ${invoiceNumber} as paid` });
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expect(dialog.getByText('The payment reference is required (except for cash)')).toBeVisible();
      await dialog.getByLabel('Reference').fill('TRX-5521');
      await dialog.getByRole('button', { name: 'Record payment' }).click();
      await expectToast(admin, `Invoice ${invoiceNumber} marked as paid`);
      await expect(row).toContainText('Paid');
      await expect(row.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
      // The filters: paid invoices only, and a search by the number.
      await admin.getByRole('tab', { name: /^Paid/ }).click();
      await admin.getByLabel('Search invoices').fill(invoiceNumber);
      await expect(admin.getByRole('row').filter({ hasText: invoiceNumber })).toBeVisible();
      await expect(admin).toHaveURL(/status=paid/);
      await captureForReview(admin, 'dashboard-invoices-en-journey', { fullPage: true });
    });

    await test.step('the client downloads the Arabic invoice from the profile; its QR code decodes to the ZATCA fields', async () => {
      await openHydrated(client, '/profile');
      const card = client.locator('#my-invoices');
      await expect(card.getByText(invoiceNumber)).toBeVisible();
      await expect(card.getByText('مدفوعة', { exact: true })).toBeVisible();
      const [download] = await Promise.all([
        client.waitForEvent('download'),
        card.getByRole('link', { name: `تنزيل الفاتورة ${invoiceNumber} (PDF)` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${invoiceNumber}-ar.pdf`);
      fs.mkdirSync(SCREENSHOTS, { recursive: true });
      const file = path.join(SCREENSHOTS, `${invoiceNumber}-ar.pdf`);
      await download.saveAs(file);
      const invoices = (await (await client.request.get('/api/Invoices/my-invoices?page=1')).json()).result.items as Invoice[];
      const invoice = invoices.find((i) => i.invoiceNumber === invoiceNumber)!;
      const codes = await qrCodesInPdf(fs.readFileSync(file));
      expect(codes).toHaveLength(1);
      expect(decodeZatcaTlv(codes[0]!)).toEqual({
        // The registered Arabic name (art. 53: the invoice is Arabic first).
        sellerName: 'شركة خدمات',
        vatNumber: VAT_NUMBER,
        timestamp: invoice.issuedAt.replace(/\.\d{3}Z$/, 'Z'),
        totalWithVat: '10120.58',
        vatTotal: '1320.08',
      });
      fs.rmSync(file);
      expect(problemsOf(client)).toEqual([]);
      expect(problemsOf(admin)).toEqual([]);
    });

    for (const language of ['en', 'ar'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await test.step(`the screens in ${language}, ${theme} theme`, async () => {
          const cookies = [
            { name: 'lang', value: language, url: BASE_URL },
            { name: 'theme', value: theme, url: BASE_URL },
          ];
          const clientView = await openPage({ language, theme });
          await clientView.context().addCookies(cookies);
          await signIn(clientView, account);
          await openHydrated(clientView, '/profile');
          await expect(clientView.locator('#my-invoices').getByText(invoiceNumber)).toBeVisible();
          await captureForReview(clientView.locator('#my-invoices'), `profile-invoices-${language}-${theme}`);
          const adminView = await openAdminPage({ language, theme });
          await openHydrated(adminView, '/dashboard/invoices');
          await expect(adminView.getByRole('row').filter({ hasText: invoiceNumber })).toBeVisible();
          // Arabic days are chosen in words and Arabic digits, never in Chromium's "mm/dd/yyyy".
          await expect(adminView.locator('input[type="date"]')).toHaveCount(language === 'ar' ? 0 : 2);
          if (language === 'ar') await expect(adminView.locator('#invoice-from-month')).toContainText('يناير');
          await captureForReview(adminView, `dashboard-invoices-${language}-${theme}`, { fullPage: true });
        });
      }
    }
  });
});
