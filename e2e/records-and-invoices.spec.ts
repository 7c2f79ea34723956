/**
 * Records that are never lost, and the tax documents the law knows (issue 26, items 1-3 and 5):
 *
 * - an admin archives a client who has an issued invoice: the invoice, its bilingual PDF and its
 *   line in the export are all still there for the admin; the client is found under the archived
 *   accounts and restored;
 * - the same for a service with a verified review: off the site, kept with the review and the invoice;
 * - a deposit recorded on the dashboard gets its advance-payment invoice, and the final invoice
 *   deducts it; every PDF is the same bilingual document, Arabic first, whatever language is asked;
 * - a booking with an advance that is cancelled gets its credit note by itself;
 * - the company's legal identity (CR number, VAT number, national address) in the site's footer.
 */
import type { Page } from '@playwright/test';
import type { Invoice } from '../shared/types/invoice';
import { pdfText } from '../test-support/pdf-text';
import { CR_NUMBER, setLegalIdentity, VAT_NUMBER } from './support/legal-identity';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';

const API_HEADERS = { Origin: BASE_URL, 'Accept-Language': 'en' };
async function api<T>(page: Page, method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](`${BASE_URL}/api${path}`, { headers: API_HEADERS, ...(data === undefined ? {} : { data }) });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()).result as T;
}

/**
 * A service of this journey's own (the seeded ones are visited by other journeys running at the same
 * time, which an archive would disturb), created through the same multipart form the dashboard sends.
 */
async function createService(admin: Page, title: string): Promise<number> {
  const response = await admin.request.post(`${BASE_URL}/api/Services`, {
    headers: API_HEADERS,
    multipart: {
      Title: title,
      ArabicTitle: `خدمة ${title}`,
      Description: 'A service made by the records journey.',
      ArabicDescription: 'خدمة أنشأتها رحلة السجلات.',
      DurationMin: '1',
      DurationMax: '2',
      DurationUnit: 'Week',
      Price: '10000',
      'Details[0]': 'Site visit',
      'ArabicDetails[0]': 'زيارة الموقع',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).result.id as number;
}

/** A booking of the client's, priced by the admin and accepted by the client (in progress). */
async function acceptedBooking(client: Page, admin: Page, clientName: string, serviceId?: number): Promise<{ bookingId: number; serviceId: number }> {
  const services = await api<Array<{ id: number; price: number }>>(client, 'get', '/Services');
  const service = services.find((s) => s.id === serviceId) ?? services[0]!;
  const bookingId = await bookThroughApi(client, service.id, { budget: service.price });
  const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const quote = await api<{ id: number }>(admin, 'post', '/Quotes/create', {
    requestId: bookingId,
    clientName,
    clientEmail: 'client@example.com',
    clientPhone: '+966 55 123 4567',
    validUntil,
    items: [{ name: 'Garden design', arabicName: 'تصميم الحديقة', quantity: 1, unitPrice: 10000 }],
  });
  await api(client, 'patch', `/Quotes/accept/${quote.id}`);
  return { bookingId, serviceId: service.id };
}

const complete = (admin: Page, bookingId: number) => api(admin, 'patch', `/DemandeDeService/update-status/${bookingId}`, { status: 'completed' });

async function invoiceTexts(admin: Page, id: number): Promise<{ ar: string; en: string }> {
  const read = async (lang: string) => {
    const response = await admin.request.get(`${BASE_URL}/api/Invoices/${id}/pdf?lang=${lang}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    return pdfText(await response.body());
  };
  return { ar: await read('ar'), en: await read('en') };
}

test.describe('records kept and tax documents', () => {
  test('archiving a client and a service keeps the invoice, its PDF, its export line and the verified review; both come back', async ({
    newClient,
    openPage,
    openAdminPage,
  }) => {
    test.slow();
    const admin = await openAdminPage({ language: 'en' });
    await setLegalIdentity(admin);
    const account = await newClient(`Huda Archive ${Date.now() % 100000}`);
    const client = await openPage({ language: 'en' });
    await signIn(client, account);
    const ownService = await createService(admin, `Kept records ${Date.now() % 100000}`);
    const { bookingId, serviceId } = await acceptedBooking(client, admin, account.fullName, ownService);
    await complete(admin, bookingId);
    const invoice = await api<Invoice>(admin, 'post', '/Invoices/create', { bookingId });
    await api(client, 'post', '/Rates/create-rate', { value: 5, comment: `Kept review ${invoice.invoiceNumber}`, serviceId, bookingId, clientId: 0 });

    await test.step('the admin archives the client behind a confirmation that says what stays', async () => {
      await openHydrated(admin, `/dashboard/normal-users?search=${encodeURIComponent(account.fullName)}`);
      const card = admin.getByRole('article', { name: account.fullName });
      await card.getByRole('button', { name: `Archive ${account.fullName}` }).click();
      const confirm = admin.getByRole('dialog', { name: `Archive ${account.fullName}?` });
      await expect(confirm.getByText('tax invoices and credit notes with their PDFs', { exact: false })).toBeVisible();
      await captureForReview(admin, 'records-archive-client-dialog-en');
      await confirm.getByRole('button', { name: 'Archive' }).click();
      await expectToast(admin, `${account.fullName} archived; their records are kept`);
      await expect(card).toHaveCount(0);
    });

    await test.step('the invoice, its PDF and its export line are all still there', async () => {
      await openHydrated(admin, `/dashboard/invoices?search=${invoice.invoiceNumber}`);
      await expect(admin.getByRole('row').filter({ hasText: invoice.invoiceNumber })).toBeVisible();
      const texts = await invoiceTexts(admin, invoice.id);
      expect(texts.ar).toContain(invoice.invoiceNumber);
      const csv = await admin.request.get(`${BASE_URL}/api/Invoices/export`);
      expect(await csv.text()).toContain(invoice.invoiceNumber);
    });

    await test.step('the client is found among the archived accounts and restored', async () => {
      await openHydrated(admin, `/dashboard/normal-users?archived=archived&search=${encodeURIComponent(account.fullName)}`);
      const card = admin.getByRole('article', { name: account.fullName });
      await expect(card.getByText('Archived')).toBeVisible();
      await card.getByRole('button', { name: `Restore ${account.fullName}` }).click();
      await expectToast(admin, `${account.fullName} restored`);
    });

    const service = (await api<Array<{ id: number; title: string }>>(admin, 'get', '/Services')).find((s) => s.id === serviceId)!;
    await test.step('the admin archives the service: off the site, kept with its verified review and the invoice', async () => {
      await openHydrated(admin, `/dashboard/services?search=${encodeURIComponent(service.title)}`);
      await admin.getByRole('button', { name: `Archive ${service.title}` }).click();
      const confirm = admin.getByRole('dialog', { name: `Archive “${service.title}”?` });
      await expect(confirm.getByText('its reviews (verified ones too)', { exact: false })).toBeVisible();
      await confirm.getByRole('button', { name: 'Archive' }).click();
      await expectToast(admin, `“${service.title}” archived: off the site, kept in the records`);
      expect((await api<Array<{ id: number }>>(admin, 'get', '/Services')).some((s) => s.id === serviceId)).toBe(false);
      const reviews = await api<Array<{ comment: string }>>(admin, 'get', `/Rates/get-all?serviceId=${serviceId}`);
      expect(reviews.some((r) => r.comment === `Kept review ${invoice.invoiceNumber}`)).toBe(true);
      expect((await invoiceTexts(admin, invoice.id)).en).toContain(invoice.invoiceNumber);
      await admin.getByRole('button', { name: 'Archived' }).click();
      await expect(admin.getByRole('button', { name: `Restore ${service.title}` })).toBeVisible();
      await captureForReview(admin, 'records-archived-services-en', { fullPage: true });
      await admin.getByRole('button', { name: `Restore ${service.title}` }).click();
      await expectToast(admin, `“${service.title}” is back on the site`);
      expect((await api<Array<{ id: number }>>(admin, 'get', '/Services')).some((s) => s.id === serviceId)).toBe(true);
    });
    expect(problemsOf(admin)).toEqual([]);
  });

  test('a deposit gets an advance-payment invoice, the final invoice deducts it, and every PDF is the same bilingual document, Arabic first', async ({
    newClient,
    openPage,
    openAdminPage,
  }) => {
    test.slow();
    const admin = await openAdminPage({ language: 'en' });
    await setLegalIdentity(admin);
    const account = await newClient(`Sara Deposit ${Date.now() % 100000}`);
    const client = await openPage({ language: 'ar' });
    await signIn(client, account);
    const { bookingId } = await acceptedBooking(client, admin, account.fullName);

    const advanceNumber = await test.step('the admin records the deposit on /dashboard/invoices', async () => {
      await openHydrated(admin, '/dashboard/invoices');
      await admin.getByRole('button', { name: 'Record a deposit' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Record a deposit' });
      await dialog.getByLabel('Booking with an accepted quote').selectOption(String(bookingId));
      // The quote's 50 % is proposed: 11,500.00 with VAT, half of it.
      await expect(dialog.getByLabel('Amount received (SAR, VAT included)')).toHaveValue('5750.00');
      await dialog.getByLabel('Reference').fill('DEP-881');
      await captureForReview(admin, 'records-deposit-dialog-en');
      await dialog.getByRole('button', { name: 'Record a deposit' }).click();
      await expectToast(admin, /^Deposit recorded: advance-payment invoice INV-\d{4}-\d{4,} issued$/);
      const row = admin.getByRole('row').filter({ hasText: 'Advance-payment invoice' }).filter({ hasText: account.fullName });
      await expect(row).toContainText('SAR 5,750.00');
      return /INV-\d{4}-\d{4,}/.exec(await row.innerText())![0];
    });

    const final = await test.step('the booking is completed and its final invoice deducts the advance with its VAT', async () => {
      await complete(admin, bookingId);
      await openHydrated(admin, '/dashboard/invoices');
      await admin.getByRole('button', { name: 'Issue invoice' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Issue an invoice' });
      await dialog.getByLabel('Completed booking').selectOption(String(bookingId));
      await dialog.getByRole('button', { name: 'Issue invoice' }).click();
      await expectToast(admin, /^Invoice INV-\d{4}-\d{4,} issued$/);
      const row = admin.getByRole('row').filter({ hasText: `Deducts advance ${advanceNumber}` });
      await expect(row).toBeVisible();
      const invoices = await api<{ items: Invoice[] }>(admin, 'get', `/Invoices/get-all?search=${encodeURIComponent(account.fullName)}&kind=invoice`);
      const invoice = invoices.items[0]!;
      expect(invoice).toMatchObject({ total: 11500, prepaid: 5750, payable: 5750, deductions: [{ subtotal: 5000, vat: 750 }] });
      await captureForReview(admin, 'records-invoices-deposit-en', { fullPage: true });
      return invoice;
    });

    await test.step('the /ar and /en downloads are the same bilingual document, Arabic first', async () => {
      const texts = await invoiceTexts(admin, final.id);
      expect(texts.ar).toBe(texts.en);
      for (const words of ['فاتورة ضريبية', 'Tax Invoice', 'شركة خدمات', advanceNumber, 'المبلغ المستحق', 'Amount due', CR_NUMBER, VAT_NUMBER]) {
        expect(texts.ar).toContain(words);
      }
      const advance = (await api<{ items: Invoice[] }>(admin, 'get', `/Invoices/get-all?search=${advanceNumber}`)).items[0]!;
      const advanceText = await invoiceTexts(admin, advance.id);
      expect(advanceText.ar).toContain('دفعة مقدمة');
      expect(advanceText.ar).toContain('Advance Payment');
    });

    await test.step('the client sees both documents on the profile', async () => {
      await openHydrated(client, '/profile');
      const card = client.locator('#my-invoices');
      await expect(card.getByText(advanceNumber, { exact: true })).toBeVisible();
      await expect(card.getByText(final.invoiceNumber, { exact: true })).toBeVisible();
      await expect(card.getByText('فاتورة دفعة مقدمة')).toBeVisible();
      await captureForReview(card, 'records-profile-documents-ar');
    });
    expect(problemsOf(admin)).toEqual([]);
    expect(problemsOf(client)).toEqual([]);
  });

  test('cancelling a booking with an advance credits it by itself; an admin credits part of an invoice; the footer shows the legal identity', async ({
    newClient,
    openPage,
    openAdminPage,
  }) => {
    test.slow();
    const admin = await openAdminPage({ language: 'en' });
    await setLegalIdentity(admin);
    const account = await newClient(`Omar Cancel ${Date.now() % 100000}`);
    const client = await openPage({ language: 'en' });
    await signIn(client, account);
    const { bookingId } = await acceptedBooking(client, admin, account.fullName);
    const today = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const advance = await api<Invoice>(admin, 'post', '/Invoices/advance', { bookingId, amount: 2300, paidOn: today, method: 'cash', reference: '' });

    await test.step('the admin cancels the booking; its advance gets a credit note', async () => {
      await api(admin, 'patch', `/DemandeDeService/update-status/${bookingId}`, { status: 'cancelled' });
      await openHydrated(admin, '/dashboard/invoices?kind=credit_note');
      const row = admin.getByRole('row').filter({ hasText: `Corrects ${advance.invoiceNumber}` });
      await expect(row).toBeVisible();
      await expect(row).toContainText(/CRN-\d{4}-\d{4,}/);
      await expect(row).toContainText('SAR 2,300.00');
      await captureForReview(admin, 'records-credit-notes-en', { fullPage: true });
    });

    await test.step('an admin credits part of a completed booking’s invoice from the invoices screen', async () => {
      const second = await acceptedBooking(client, admin, account.fullName);
      await complete(admin, second.bookingId);
      const invoice = await api<Invoice>(admin, 'post', '/Invoices/create', { bookingId: second.bookingId });
      await openHydrated(admin, `/dashboard/invoices?search=${invoice.invoiceNumber}`);
      await admin.getByRole('button', { name: `Issue a credit note for ${invoice.invoiceNumber}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Credit note for ${invoice.invoiceNumber}` });
      await dialog.getByRole('button', { name: 'Issue credit note' }).click();
      await expect(dialog.getByText('Say why the credit note is issued')).toBeVisible();
      await dialog.getByLabel('Part of it').check();
      await dialog.getByLabel('Amount to credit (SAR, VAT included)').fill('1150');
      await dialog.getByLabel('Reason').fill('A late visit');
      await dialog.getByRole('button', { name: 'Issue credit note' }).click();
      await expectToast(admin, new RegExp(`^Credit note CRN-\\d{4}-\\d{4,} issued for ${invoice.invoiceNumber}$`));
      const credited = await api<Invoice>(admin, 'get', `/Invoices/${invoice.id}`);
      expect(credited.credited).toBe(1150);
    });

    await test.step("the site's footer shows the registered name, CR and VAT numbers and the national address, in both languages", async () => {
      const visitor = await openPage({ language: 'en' });
      await openHydrated(visitor, '/');
      const legal = visitor.locator('[data-legal-identity]');
      await expect(legal).toContainText(CR_NUMBER);
      await expect(legal).toContainText(VAT_NUMBER);
      await expect(legal).toContainText('2434 King Fahd Road');
      const arabic = await openPage({ language: 'ar' });
      await openHydrated(arabic, '/');
      await expect(arabic.locator('[data-legal-identity]')).toContainText('شركة خدمات');
      await expect(arabic.locator('[data-legal-identity]')).toContainText('السجل التجاري');
      await captureForReview(arabic.locator('footer'), 'records-footer-ar');
    });
    expect(problemsOf(admin)).toEqual([]);
  });
});
