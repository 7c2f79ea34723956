/**
 * Dispatch (issue 27 item 3): an admin assigns a free partner to a booking in Jeddah from the
 * booking's dashboard screen; a partner busy with another job at that time is refused, and the
 * refusal names the clashing booking. In English and in Arabic.
 */
import { withDigits } from '../shared/format/numerals';
import type { Service } from '../shared/types/service';
import { API_HEADERS as API, createPartner, workdayAt } from './support/coordination';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';

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
        await captureForReview(page, `dispatch-address-${language}`);
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
        // The clashing booking's number, in the page's digits (Arabic-Indic in Arabic).
        await expect(refusal).toContainText(language === 'ar' ? withDigits(String(clashingId), 'arab') : `#${clashingId}`);
        await captureForReview(page, `dispatch-refused-${language}`);

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
        await captureForReview(page, `dispatch-assigned-${language}`);
      });

      // The refusal is the provider's 409, which the browser logs; nothing else may go wrong.
      expect(problemsOf(page).filter((error) => !/status of 409/.test(error))).toEqual([]);
    });
  });
}

const LOGIN_TEXTS = {
  en: {
    open: 'Login and availability of',
    email: 'E-mail for the login',
    phone: 'Mobile number',
    channel: 'Tell them of new jobs by',
    whatsapp: 'WhatsApp',
    invite: 'Send the invitation',
    waiting: 'Invitation not used yet',
    cities: 'Cities served',
    jeddah: 'Jeddah',
    save: 'Save where and when',
    saved: 'Cities, hours and days off saved',
  },
  ar: {
    open: 'حساب الدخول والتوفر لـ',
    email: 'البريد الإلكتروني لحساب الدخول',
    phone: 'رقم الجوال',
    channel: 'إبلاغه بالمهام الجديدة عبر',
    whatsapp: 'واتساب',
    invite: 'إرسال الدعوة',
    waiting: 'لم تُستخدم الدعوة بعد',
    cities: 'المدن التي يخدمها',
    jeddah: 'جدة',
    save: 'حفظ المكان والوقت',
    saved: 'حُفظت المدن وساعات العمل وأيام الإجازة',
  },
} as const;

for (const [language, theme, width] of [
  ['en', 'light', 1366],
  ['ar', 'dark', 390],
] as const) {
  test.describe(`partner login (${language}, ${theme}, ${width}px)`, () => {
    test.use({ language, theme, viewport: { width, height: 900 } });

    test('an admin invites a partner (mobile kept in E.164) and lists the cities they serve', async ({ adminPage: page, outbox }) => {
      const text = LOGIN_TEXTS[language];
      const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] };
      const name = `Invited Cooling ${language}-${Date.now() % 100_000}`;
      const partnerId = await createPartner(page, services.result[0]!.id, name, `تبريد ${name}`, []);
      const email = `partner-${Date.now()}@e2e.test`;
      await openHydrated(page, `/dashboard/employees?search=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: new RegExp(`${text.open} ${name}`) }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.email).fill(email);
      await dialog.getByLabel(text.phone).fill('050 123 4567');
      await dialog.getByRole('combobox', { name: text.channel }).click();
      await page.getByRole('option', { name: text.whatsapp }).click();
      await dialog.getByRole('button', { name: text.invite }).click();
      await expect(dialog.getByText(text.waiting)).toBeVisible();
      await expect(dialog.getByLabel(text.phone)).toHaveValue('+966501234567');
      await outbox.mailTo(email, /.+/);

      await dialog.getByRole('combobox', { name: text.cities }).click();
      await page.getByRole('option', { name: text.jeddah, exact: true }).click();
      await dialog.getByRole('button', { name: text.save }).click();
      await expectToast(page, text.saved);
      await captureForReview(page, `dispatch-partner-login-${language}-${theme}-${width}`, { fullPage: false });
      const saved = (await (await page.request.get(`${BASE_URL}/api/Partners/${partnerId}/availability`, { headers: API })).json()) as {
        result: { cities: string[] };
      };
      expect(saved.result.cities).toEqual(['jeddah']);
      expect(problemsOf(page)).toEqual([]);
    });
  });
}
