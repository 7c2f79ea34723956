/**
 * From a booking to an accepted, downloaded quote: a client books, an admin prices the booking on
 * /dashboard/quotes/create, the client opens the quote, accepts it and downloads the PDF; another
 * quote is rejected with a reason in Arabic. Screenshots of the quote pages in both languages and
 * themes land in e2e/screenshots.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pdfText } from '../test-support/pdf-text';
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

/** One booking of the first service made through /api by the client signed in on `page`; answers its id. */
async function book(page: Page): Promise<number> {
  const services = (await (await page.request.get('/api/Services')).json()).result as Array<{ id: number; price: number }>;
  return bookThroughApi(page, services[0]!.id, { budget: services[0]!.price });
}

/**
 * The admin issues a quote for a booking on the create page, opened from the booking's details
 * ('Create quote') or by its address; answers with its number.
 */
async function createQuoteInDashboard(admin: Page, bookingId: number, clientName: string, from: 'details' | 'address' = 'address'): Promise<string> {
  if (from === 'details') {
    await openHydrated(admin, `/dashboard/bookings?booking=${bookingId}`);
    await admin
      .getByRole('dialog', { name: new RegExp(`Booking #${bookingId}`) })
      .getByRole('link', { name: 'Create quote' })
      .click();
    await expect(admin).toHaveURL(`/dashboard/quotes/create?requestId=${bookingId}`);
  } else {
    await openHydrated(admin, `/dashboard/quotes/create?requestId=${bookingId}`);
  }
  // The booking prefills the client and its service, named from the service's English and Arabic titles.
  await expect(admin.locator('#quote-clientName')).toHaveValue(clientName);
  const service = ((await (await admin.request.get('/api/Services')).json()).result as Array<{ title: string; arabicTitle: string }>)[0]!;
  await expect(admin.locator('#quote-items-0--name')).toHaveValue(service.title);
  await expect(admin.locator('#quote-items-0--arabicName')).toHaveValue(service.arabicTitle);
  await admin.locator('#quote-items-0--unitPrice').fill('8500');
  await admin.getByRole('button', { name: 'Add item' }).click();
  await admin.locator('#quote-items-1--name').fill('Site visit');
  await admin.locator('#quote-items-1--quantity').fill('2');
  await admin.locator('#quote-items-1--unitPrice').fill('150.25');
  // A third line, added and removed again.
  await admin.getByRole('button', { name: 'Add item' }).click();
  await admin.getByRole('button', { name: 'Remove item 3' }).click();
  // 8,500 + 2 x 150.25 = 8,800.50; VAT 15 % = 1,320.075 -> 1,320.08; total 10,120.58.
  await expect(admin.getByTestId('quote-total').filter({ hasText: '10,120.58' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create quote', exact: true }).click();
  await expectToast(admin, 'Quote created successfully');
  await expect(admin).toHaveURL('/dashboard/quotes');
  const row = admin.getByRole('row').filter({ hasText: clientName }).first();
  await expect(row).toBeVisible();
  return (await row.getByRole('cell').first().innerText()).trim();
}

test.describe('quotes, from a booking to an accepted and downloaded PDF', () => {
  test('an admin prices a booking, the client accepts the quote and downloads it as a PDF', async ({ clientPage: client, adminPage: admin }) => {
    const bookingId = await test.step('the client books', () => book(client));

    const quoteNumber = await test.step('the admin prices the booking', async () => {
      const number = await createQuoteInDashboard(admin, bookingId, 'Maha Al-Zahrani', 'details');
      expect(number).toMatch(/^Q-\d{4}-\d{4,}$/);
      await captureForReview(admin, 'dashboard-quotes-en', { fullPage: true });
      return number;
    });

    await test.step('the client finds it among their quotes, opens it and accepts it', async () => {
      await openHydrated(client, '/quote');
      await client.getByRole('link', { name: new RegExp(quoteNumber) }).click();
      await expect(client.getByRole('heading', { level: 1, name: new RegExp(quoteNumber) })).toBeVisible();
      await expect(client.getByText('SAR 10,120.58').first()).toBeVisible();
      await expect(client.getByText('50% in advance, the rest on completion')).toBeVisible();

      await client.getByRole('button', { name: 'Accept quote' }).click();
      await client.getByRole('dialog').getByRole('button', { name: 'Accept quote' }).click();
      await expectToast(client, 'Quote accepted successfully');
      await expect(client.getByText('Accepted', { exact: true }).first()).toBeVisible();
      await expect(client.getByRole('button', { name: 'Reject quote' })).toHaveCount(0);
    });

    await test.step('the download: a PDF named after the quote, holding its number', async () => {
      const [download] = await Promise.all([client.waitForEvent('download'), client.getByRole('link', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toBe(`${quoteNumber}-en.pdf`);
      const file = path.join(SCREENSHOTS, `${quoteNumber}-en.pdf`);
      await download.saveAs(file);
      expect(await pdfText(fs.readFileSync(file))).toContain(quoteNumber);
      const href = await client.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
      const response = await client.request.get(href!);
      expect(response.headers()['content-type']).toBe('application/pdf');
      fs.rmSync(file);
    });

    await test.step('the booking went in progress', async () => {
      const booking = await (await client.request.get(`/api/DemandeDeService/${bookingId}`)).json();
      expect(booking.result.status).toBe('in_progress');
    });

    await test.step('the booking card shows the agreed total and links to its quote', async () => {
      await openHydrated(client, '/profile');
      const card = client.locator('#my-bookings article').first();
      await expect(card.getByText('Agreed total')).toBeVisible();
      await expect(card.getByTestId('booking-price')).toHaveText('SAR 10,120.58');
      const link = card.getByRole('link', { name: `Quote ${quoteNumber}` });
      await expect(link).toBeVisible();
      await link.click();
      await expect(client.getByRole('heading', { level: 1, name: new RegExp(quoteNumber) })).toBeVisible();
      expect(problemsOf(client)).toEqual([]);
    });
  });

  test.describe('in Arabic', () => {
    test.use({ language: 'ar' });

    test('a client rejects a quote with a reason, in Arabic; an unknown quote is not found; screenshots in both languages and themes', async ({
      newClient,
      openPage,
      openAdminPage,
    }) => {
      // Four sign-ins and screenshots besides the journey itself.
      test.slow();
      const client = await openPage();
      const { account, bookingId } = await test.step('the client books', async () => {
        const registered = await newClient('سارة العتيبي');
        await signIn(client, registered);
        return { account: registered, bookingId: await book(client) };
      });

      const quoteId = await test.step('the admin prices the booking', async () => {
        const admin = await openAdminPage({ language: 'en' });
        const quoteNumber = await createQuoteInDashboard(admin, bookingId, 'سارة العتيبي');
        const quotes = await (await client.request.get('/api/Quotes/my-quotes?page=1')).json();
        return (quotes.result.items as Array<{ id: number; quoteNumber: string }>).find((q) => q.quoteNumber === quoteNumber)!.id;
      });

      for (const language of ['en', 'ar'] as const) {
        for (const theme of ['light', 'dark'] as const) {
          await test.step(`the quote and the list of quotes in ${language}, ${theme} theme`, async () => {
            const page = await openPage({ language, theme });
            await page.context().addCookies([
              { name: 'lang', value: language, url: BASE_URL },
              { name: 'theme', value: theme, url: BASE_URL },
            ]);
            await signIn(page, account);
            await openHydrated(page, `/quote/${quoteId}`);
            await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
            // Each reader sees the line in their language: the service's Arabic title on the Arabic page.
            const service = ((await (await page.request.get('/api/Services')).json()).result as Array<{ title: string; arabicTitle: string }>)[0]!;
            await expect(page.getByRole('table').getByText(language === 'ar' ? service.arabicTitle : service.title, { exact: true })).toBeVisible();
            await captureForReview(page, `quote-${language}-${theme}`, { fullPage: true });
            // On a phone the lines are cards: price and total in view, no sideways scroll (issue 32 item 4).
            await page.setViewportSize({ width: 390, height: 844 });
            const lines = page.getByRole('list', { name: language === 'ar' ? 'الخدمات' : 'Services' });
            await expect(lines.getByText(language === 'ar' ? service.arabicTitle : service.title, { exact: true })).toBeVisible();
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
            await captureForReview(page, `quote-phone-${language}-${theme}`, { fullPage: true });
            await page.setViewportSize({ width: 1280, height: 900 });
            await openHydrated(page, '/quote');
            await captureForReview(page, `my-quotes-${language}-${theme}`, { fullPage: true });
          });
        }
      }

      await test.step('reject the quote with a reason', async () => {
        await openHydrated(client, `/quote/${quoteId}`);
        await client.getByRole('button', { name: 'رفض العرض' }).click();
        const dialog = client.getByRole('dialog');
        await dialog.getByRole('button', { name: 'رفض العرض' }).click();
        await expect(dialog.getByText('يرجى ذكر سبب الرفض')).toBeVisible();
        await dialog.getByLabel('سبب الرفض').fill('السعر أعلى من ميزانيتنا هذا العام');
        await dialog.getByRole('button', { name: 'رفض العرض' }).click();
        await expectToast(client, 'تم رفض عرض السعر بنجاح');
        await expect(client.getByText('السعر أعلى من ميزانيتنا هذا العام')).toBeVisible();
        await expect(client.getByText('مرفوض', { exact: true }).first()).toBeVisible();
      });

      await test.step("an unknown quote (or another client's) is 'Quote not found', with a way back", async () => {
        await openHydrated(client, '/quote/999999');
        await expect(client.getByRole('heading', { name: 'عرض السعر غير موجود' })).toBeVisible();
        await client.getByRole('link', { name: 'العودة إلى عروض الأسعار' }).click();
        await expect(client).toHaveURL('/quote');
      });
    });
  });
});
