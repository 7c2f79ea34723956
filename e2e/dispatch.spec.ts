/**
 * Dispatch (issue 27 item 3): an admin assigns a free partner to a booking in Jeddah from the
 * booking's dashboard screen; a partner busy with another job at that time is refused, and the
 * refusal names the clashing booking. In English and in Arabic.
 */
import type { Page } from '@playwright/test';
import type { Service } from '../shared/types/service';
import { BASE_URL, bookThroughApi, expect, expectToast, openHydrated, problemsOf, screenshotPath, signIn, test } from './support/journey-fixtures';

const API = { Origin: BASE_URL, 'Accept-Language': 'en' };

/** A Saudi working day (Sunday to Thursday) at least `daysAhead` days away, at HH:MM Saudi time. */
function workdayAt(daysAhead: number, time: string): string {
  let at = Date.now() + daysAhead * 86_400_000;
  while (![0, 1, 2, 3, 4].includes(new Date(at + 3 * 3_600_000).getUTCDay())) at += 86_400_000;
  const date = new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);
  return new Date(`${date}T${time}:00+03:00`).toISOString();
}

async function createPartner(admin: Page, serviceId: number, name: string, arabicName: string, cities: string[]): Promise<number> {
  const created = await admin.request.post(`${BASE_URL}/api/Partners/create-partner`, {
    headers: API,
    data: { id: 0, name, arabicName, location: 'Jeddah', arabicLocation: 'جدة', description: 'Air conditioning', arabicDescription: 'تكييف', serviceId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).result.id as number;
  const availability = await admin.request.put(`${BASE_URL}/api/Partners/${id}/availability`, {
    headers: API,
    data: { cities, workingDays: null, daysOff: [] },
  });
  expect(availability.status(), await availability.text()).toBe(200);
  return id;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`dispatch (${language})`, () => {
    test.use({ language, viewport: { width: 1366, height: 900 } });

    test('an admin assigns a free partner to a Jeddah booking; a busy one is refused, naming the clash', async ({ adminPage: page, openPage, newClient }) => {
      const run = `${language}-${Date.now() % 100_000}`;
      const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] };
      const service = services.result[0]!;
      const free = `Free Cooling ${run}`;
      const busy = `Busy Cooling ${run}`;
      const freeAr = `تبريد متاح ${run}`;
      const busyAr = `تبريد مشغول ${run}`;
      await createPartner(page, service.id, free, freeAr, ['jeddah']);
      const busyId = await createPartner(page, service.id, busy, busyAr, ['jeddah', 'makkah']);

      // Two clients book the same time; the busy partner already has the other booking.
      const when = workdayAt(language === 'en' ? 8 : 9, '10:00');
      const account = await newClient('Jeddah Client');
      const client = await openPage();
      await signIn(client, account);
      const bookingId = await bookThroughApi(client, service.id, { preferedDateAndTime: when, location: 'Jeddah, Al Rawdah' });
      const other = await newClient('Other Client');
      const otherPage = await openPage();
      await signIn(otherPage, other);
      const clashingId = await bookThroughApi(otherPage, service.id, { preferedDateAndTime: when, location: 'Jeddah, Al Safa' });
      const taken = await page.request.post(`${BASE_URL}/api/DemandeDeService/${clashingId}/assignments`, { headers: API, data: { partnerId: busyId } });
      expect(taken.status(), await taken.text()).toBe(201);

      const t =
        language === 'en'
          ? {
              dialog: `Booking #${bookingId}`,
              addAddress: 'Add the address',
              city: 'City',
              jeddah: 'Jeddah',
              district: 'District',
              street: 'Street',
              building: 'Building number',
              additional: 'Additional number',
              postal: 'Postal code',
              save: 'Save the address',
              saved: 'Address saved',
              assignPartner: 'Assign a partner',
              assignDialog: `Assign a partner to booking #${bookingId}`,
              assign: 'Assign',
              busyLine: `Busy: booking #${clashingId}`,
              refused: `${busy} already has booking #${clashingId}`,
              assigned: 'Partner assigned; they will be told',
              status: 'Assigned',
              free,
              busy,
            }
          : {
              dialog: `الحجز رقم`,
              addAddress: 'إضافة العنوان',
              city: 'المدينة',
              jeddah: 'جدة',
              district: 'الحي',
              street: 'الشارع',
              building: 'رقم المبنى',
              additional: 'الرقم الإضافي',
              postal: 'الرمز البريدي',
              save: 'حفظ العنوان',
              saved: 'حُفظ العنوان',
              assignPartner: 'إسناد إلى شريك',
              assignDialog: 'إسناد الحجز رقم',
              assign: 'إسناد',
              busyLine: 'مشغول: الحجز رقم',
              refused: `لدى ${busyAr} الحجز رقم`,
              assigned: 'تم إسناد الشريك وسيتم إبلاغه',
              status: 'مُسند',
              free: freeAr,
              busy: busyAr,
            };

      await openHydrated(page, `/dashboard/bookings?booking=${bookingId}`);
      const details = page.getByRole('dialog', { name: new RegExp(t.dialog) });
      const section = details.getByTestId('booking-dispatch');
      await expect(section).toBeVisible();

      await test.step('the booking gets its national address in Jeddah', async () => {
        await section.getByRole('button', { name: t.addAddress }).click();
        const form = page.getByRole('dialog', { name: new RegExp(`${bookingId}|${bookingId.toLocaleString('ar-SA')}`) }).last();
        await form.getByRole('combobox', { name: t.city }).click();
        await page.getByRole('option', { name: t.jeddah, exact: true }).click();
        await form.getByLabel(t.district).fill('Al Rawdah');
        await form.getByLabel(t.street).fill('Prince Sultan Road');
        await form.getByLabel(t.building).fill('2345');
        await form.getByLabel(t.additional).fill('6789');
        await form.getByLabel(t.postal).fill('23435');
        await page.screenshot({ path: screenshotPath(`dispatch-address-${language}`) });
        await form.getByRole('button', { name: t.save }).click();
        await expectToast(page, t.saved);
        await expect(section).toContainText(t.jeddah);
      });

      await test.step('the busy partner is marked with the clashing job and refused when chosen', async () => {
        await section.getByRole('button', { name: t.assignPartner }).click();
        const dialog = page.getByRole('dialog', { name: new RegExp(t.assignDialog) });
        const busyOption = dialog.getByRole('radio', { name: new RegExp(t.busy) });
        await expect(busyOption).toBeEnabled();
        await expect(dialog.getByText(new RegExp(t.busyLine))).toBeVisible();
        await busyOption.check();
        await dialog.getByRole('button', { name: t.assign, exact: true }).click();
        const refusal = dialog.getByRole('alert');
        await expect(refusal).toContainText(t.refused);
        await expect(refusal).toContainText(String(clashingId).replace(/\d/g, (d) => (language === 'ar' ? d : d)));
        await page.screenshot({ path: screenshotPath(`dispatch-refused-${language}`) });

        await dialog.getByRole('radio', { name: new RegExp(t.free) }).check();
        await dialog.getByRole('button', { name: t.assign, exact: true }).click();
        await expectToast(page, t.assigned);
        await expect(dialog).toBeHidden();
      });

      await test.step('the booking shows the free partner assigned, and the provider agrees', async () => {
        const row = section.getByRole('listitem').filter({ hasText: t.free });
        await expect(row).toContainText(t.status);
        await expect(section.getByRole('listitem').filter({ hasText: t.busy })).toHaveCount(0);
        const list = (await (await page.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/assignments`, { headers: API })).json()) as {
          result: Array<{ partnerName: string; status: string }>;
        };
        expect(list.result.map((a) => [a.partnerName, a.status])).toEqual([[free, 'assigned']]);
        await page.screenshot({ path: screenshotPath(`dispatch-assigned-${language}`) });
      });

      // The refusal is the provider's 409, which the browser logs; nothing else may go wrong.
      expect(problemsOf(page).filter((error) => !/status of 409/.test(error))).toEqual([]);
    });
  });
}
