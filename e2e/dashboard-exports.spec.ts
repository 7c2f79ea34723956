/**
 * CSV exports of the dashboard lists: the "Export CSV" link downloads every row the screen's
 * filters list, as a UTF-8 file with a byte order mark (Arabic opens right in Excel), headers and
 * words in the page's language.
 */
import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { parseCsv } from '../test-support/csv';
import { BASE_URL, bookThroughApi, captureForReview, expect, openHydrated, test } from './support/journey-fixtures';

const stamp = `exp${Date.now().toString(36)}`;
const BOM = '\uFEFF';

/** Clicks the list's export link and reads the file the browser saved. */
async function exportFrom(page: Page, name: RegExp): Promise<{ download: Download; rows: string[][] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  const text = await fs.readFile((await download.path())!, 'utf8');
  expect(text.startsWith(BOM), 'the file opens with a byte order mark').toBe(true);
  return { download, rows: parseCsv(text.slice(1)) };
}

test.describe('dashboard exports', () => {
  test('exports the messages a search finds, every page of them', async ({ adminPage: page }) => {
    for (let i = 1; i <= 11; i++) {
      const sent = await page.request.post(`${BASE_URL}/api/ContactUs/create-message`, {
        headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
        data: {
          name: i === 1 ? '=SUM(1,2)' : `Export tester ${i}`,
          email: `export${i}@example.com`,
          phone: '',
          subject: `Subject ${stamp} ${i}`,
          description: `Message number ${i}, with a comma and "quotes".`,
          priorite: 'normal',
          preferedContactMethode: 'gmail',
        },
      });
      expect(sent.status(), await sent.text()).toBe(201);
    }
    await openHydrated(page, `/dashboard/messages?search=${stamp}`);
    // The screen shows nine per page; the file has all eleven.
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/ContactUs/export?search=${stamp}`);
    const { download, rows } = await exportFrom(page, /Export CSV/);
    expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...messages] = rows;
    expect(header).toEqual(['Received (Saudi time)', 'Name', 'E-mail', 'Phone', 'Subject', 'Priority', 'Preferred contact', 'Message']);
    expect(messages.map((row) => row[4])).toEqual(Array.from({ length: 11 }, (_, i) => `Subject ${stamp} ${11 - i}`));
    expect(messages[0]![7]).toBe('Message number 11, with a comma and "quotes".');
    // A name that looks like a formula is written as text.
    expect(messages[10]![1]).toBe("'=SUM(1,2)");
  });

  test('exports the filtered bookings with Arabic headers and words from an Arabic page', async ({ clientPage: client, openAdminPage }) => {
    const serviceId = (await (await client.request.get(`${BASE_URL}/api/Services`)).json()).result[0].id as number;
    const kept = await bookThroughApi(client, serviceId, { location: `Riyadh, ${stamp} one` });
    const cancelled = await bookThroughApi(client, serviceId, { location: `Riyadh, ${stamp} two` });
    const cancel = await client.request.patch(`${BASE_URL}/api/DemandeDeService/cancel/${cancelled}`, { headers: { Origin: BASE_URL } });
    expect(cancel.status(), await cancel.text()).toBe(200);

    const page = await openAdminPage({ language: 'ar' });
    await openHydrated(page, `/dashboard/bookings?search=${stamp}&status=cancelled`);
    await expect(page.locator('[data-booking]')).toHaveCount(1);
    await captureForReview(page, 'dashboard-export-bookings-ar');
    const { rows } = await exportFrom(page, /تصدير CSV/);
    const [header, ...bookings] = rows;
    expect(header!.slice(0, 3)).toEqual(['الحجز', 'تاريخ الاستلام (بتوقيت السعودية)', 'الحالة']);
    expect(bookings).toHaveLength(1);
    expect(Number(bookings[0]![0])).toBe(cancelled);
    expect(bookings[0]![2]).toBe('ملغى');
    expect(bookings[0]![header!.indexOf('الموقع')]).toBe(`Riyadh, ${stamp} two`);

    // Without the status filter, both.
    await openHydrated(page, `/dashboard/bookings?search=${stamp}`);
    const all = await exportFrom(page, /تصدير CSV/);
    expect(
      all.rows
        .slice(1)
        .map((row) => Number(row[0]))
        .sort(),
    ).toEqual([kept, cancelled].sort());
  });
});
