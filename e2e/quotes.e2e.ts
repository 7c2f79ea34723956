import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pdfText } from '../test-support/pdf-text';
import { signInAsNewClient } from './support/client-account';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './support/dashboard';
import { BASE_URL, launchBrowser, logIn, newContext, SCREENSHOTS, waitForHydration, watchProblems } from './support/browser';

/**
 * From a booking to an accepted, downloaded quote: a client books, an admin prices the booking on
 * /dashboard/quotes/create, the client opens the quote, accepts it and downloads the PDF; another
 * quote is rejected with a reason in Arabic. Screenshots of the quote pages in both languages and
 * themes land in e2e/screenshots.
 */

const HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A registered, confirmed client signed in in `context`, with one booking made through /api. */
async function clientWithBooking(context: BrowserContext, fullName: string): Promise<{ page: Page; email: string; password: string; bookingId: number }> {
  const page = await context.newPage();
  const { email, password } = await signInAsNewClient(page, fullName);
  const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()).result as Array<{ id: number; price: number }>;
  const booked = await page.request.post(`${BASE_URL}/api/DemandeDeService/create`, {
    headers: HEADERS,
    data: {
      priorite: 'medium',
      preferedContactMethode: 'email',
      description: 'Front garden with drip irrigation and night lighting',
      preferedDateAndTime: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      location: 'Al Khobar, Al Rakah',
      budget: services[0]!.price,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId: services[0]!.id }],
    },
  });
  expect(booked.status()).toBe(201);
  return { page, email, password, bookingId: (await booked.json()).result.id as number };
}

/** The admin issues a quote for a booking on the create page; answers with its number. */
async function createQuoteInDashboard(admin: Page, bookingId: number, clientName: string): Promise<string> {
  await admin.goto(`${BASE_URL}/dashboard/quotes/create?requestId=${bookingId}`);
  await waitForHydration(admin);
  // The booking prefills the client and its service.
  await expect(admin.locator('#quote-clientName').inputValue()).resolves.toBe(clientName);
  await admin.locator('#quote-items-0--unitPrice').fill('8500');
  await admin.getByRole('button', { name: 'Add item' }).click();
  await admin.locator('#quote-items-1--name').fill('Site visit');
  await admin.locator('#quote-items-1--quantity').fill('2');
  await admin.locator('#quote-items-1--unitPrice').fill('150.25');
  // A third line, added and removed again.
  await admin.getByRole('button', { name: 'Add item' }).click();
  await admin.getByRole('button', { name: 'Remove item 3' }).click();
  // 8,500 + 2 x 150.25 = 8,800.50; tax 5 % = 440.025 -> 440.03; total 9,240.53.
  await admin.getByTestId('quote-total').filter({ hasText: '9,240.53' }).waitFor();
  await admin.getByRole('button', { name: 'Create quote', exact: true }).click();
  await admin.getByRole('alert').filter({ hasText: 'Quote created successfully' }).waitFor();
  await admin.waitForURL(`${BASE_URL}/dashboard/quotes`);
  const row = admin.getByRole('row').filter({ hasText: clientName }).first();
  await row.waitFor();
  return (await row.getByRole('cell').first().innerText()).trim();
}

describe('quotes, from a booking to an accepted and downloaded PDF', () => {
  it('an admin prices a booking, the client accepts the quote and downloads it as a PDF', async () => {
    const clientContext = await newContext(browser, { language: 'en' });
    const { page: client, bookingId } = await clientWithBooking(clientContext, 'Maha Al-Zahrani');
    const problems = watchProblems(client);

    const adminContext = await newContext(browser, { language: 'en' });
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    const quoteNumber = await createQuoteInDashboard(admin, bookingId, 'Maha Al-Zahrani');
    expect(quoteNumber).toMatch(/^Q-\d{4}-\d{4,}$/);
    await admin.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-quotes-en.png'), fullPage: true });

    // The client finds it among their quotes and opens it.
    await client.goto(`${BASE_URL}/quote`);
    await waitForHydration(client);
    await client.getByRole('link', { name: new RegExp(quoteNumber) }).click();
    await client.getByRole('heading', { level: 1, name: new RegExp(quoteNumber) }).waitFor();
    await client.getByText('SAR 9,240.53').first().waitFor();
    await client.getByText('50% in advance, the rest on completion').waitFor();

    await client.getByRole('button', { name: 'Accept quote' }).click();
    await client.getByRole('dialog').getByRole('button', { name: 'Accept quote' }).click();
    await client.getByRole('alert').filter({ hasText: 'Quote accepted successfully' }).waitFor();
    await client.getByText('Accepted', { exact: true }).first().waitFor();
    expect(await client.getByRole('button', { name: 'Reject quote' }).count()).toBe(0);

    // The download: a PDF named after the quote, holding its number.
    const [download] = await Promise.all([client.waitForEvent('download'), client.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${quoteNumber}-en.pdf`);
    const file = path.join(SCREENSHOTS, `${quoteNumber}-en.pdf`);
    await download.saveAs(file);
    expect(await pdfText(fs.readFileSync(file))).toContain(quoteNumber);
    const href = await client.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
    const response = await client.request.get(`${BASE_URL}${href}`);
    expect(response.headers()['content-type']).toBe('application/pdf');
    fs.rmSync(file);

    // The booking went in progress.
    const booking = await (await client.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}`)).json();
    expect(booking.result.status).toBe('in_progress');
    expect(problems.errors).toEqual([]);
    await adminContext.close();
    await clientContext.close();
  });

  it('a client rejects a quote with a reason, in Arabic; an unknown quote is not found; screenshots in both languages and themes', async () => {
    const clientContext = await newContext(browser, { language: 'ar' });
    const { page: client, email, password, bookingId } = await clientWithBooking(clientContext, 'سارة العتيبي');
    const adminContext = await newContext(browser, { language: 'en' });
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    const quoteNumber = await createQuoteInDashboard(admin, bookingId, 'سارة العتيبي');
    await adminContext.close();

    const quotes = await (await client.request.get(`${BASE_URL}/api/Quotes/my-quotes?page=1`)).json();
    const quoteId = (quotes.result.items as Array<{ id: number; quoteNumber: string }>).find((q) => q.quoteNumber === quoteNumber)!.id;
    for (const language of ['en', 'ar'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const context = await newContext(browser, { language, theme });
        await context.addCookies([
          { name: 'lang', value: language, url: BASE_URL },
          { name: 'theme', value: theme, url: BASE_URL },
        ]);
        const page = await context.newPage();
        await logIn(page, email, password);
        await page.goto(`${BASE_URL}/quote/${quoteId}`);
        await waitForHydration(page);
        expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
        await page.screenshot({ path: path.join(SCREENSHOTS, `quote-${language}-${theme}.png`), fullPage: true });
        await page.goto(`${BASE_URL}/quote`);
        await waitForHydration(page);
        await page.screenshot({ path: path.join(SCREENSHOTS, `my-quotes-${language}-${theme}.png`), fullPage: true });
        await context.close();
      }
    }

    await client.goto(`${BASE_URL}/quote/${quoteId}`);
    await waitForHydration(client);
    await client.getByRole('button', { name: 'رفض العرض' }).click();
    const dialog = client.getByRole('dialog');
    await dialog.getByRole('button', { name: 'رفض العرض' }).click();
    await dialog.getByText('يرجى ذكر سبب الرفض').waitFor();
    await dialog.getByLabel('سبب الرفض').fill('السعر أعلى من ميزانيتنا هذا العام');
    await dialog.getByRole('button', { name: 'رفض العرض' }).click();
    await client.getByRole('alert').filter({ hasText: 'تم رفض عرض السعر بنجاح' }).waitFor();
    await client.getByText('السعر أعلى من ميزانيتنا هذا العام').waitFor();
    await client.getByText('مرفوض', { exact: true }).first().waitFor();

    // An unknown quote (or another client's) is 'Quote not found', with a way back.
    await client.goto(`${BASE_URL}/quote/999999`);
    await waitForHydration(client);
    await client.getByRole('heading', { name: 'عرض السعر غير موجود' }).waitFor();
    await client.getByRole('link', { name: 'العودة إلى عروض الأسعار' }).click();
    await client.waitForURL(`${BASE_URL}/quote`);
    await clientContext.close();
  });
});
