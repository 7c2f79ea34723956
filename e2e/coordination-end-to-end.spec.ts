/**
 * Issue 27's "done means", in one journey: an admin assigns a free partner to a booking in Jeddah (a
 * busy one is refused, naming the clash); the partner, on a 390 px phone in Arabic, accepts it, goes on
 * the way, starts, uploads two photos and finishes; the client sees each step and confirms; the admin
 * sees the margin of that job and the partner's statement; a second partner cannot open that job (403
 * from the provider, and the portal says so); the booking's messages carry a photo both ways (partner
 * to client and back), the partner reaching the thread by the address a message's e-mail links to.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { BookingProgress } from '../shared/types/job-progress';
import { api, clientFollows, PHONE, partnerWithLogin, phonePhoto, workdayAt } from './support/coordination';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';

const CLIENT_PHOTO = path.resolve(import.meta.dirname, '..', 'client', 'public', 'og-image.jpg');
const JEDDAH = { city: 'jeddah', district: 'Al Rawdah', street: 'Prince Sultan Road', buildingNumber: '2345', additionalNumber: '6789', postalCode: '23435' };
const arabicDigits = (n: number) => new Intl.NumberFormat('ar-SA', { useGrouping: false }).format(n);
/** The refusals the journey asks for (the busy partner's 409, the second partner's 403) are logged by the browser; nothing else may go wrong. */
const unexpected = (page: Page) => problemsOf(page).filter((error) => !/status of (409|403)/.test(error));

test.use({ language: 'en', viewport: { width: 1366, height: 900 } });

test('a Jeddah job from dispatch to the partner statement: assigned, done on a phone with photos, confirmed, costed, messaged, and closed to other partners', async ({
  adminPage: admin,
  clientPage: client,
  openAdminPage,
  newClient,
  openPage,
  outbox,
}) => {
  // Six browsers (admin, client, two partners' phones, another client, the calendar's views) and the job's every step.
  test.setTimeout(20 * 60_000);
  const run = Date.now().toString(36);
  const serviceTitle = `AC service ${run}`;

  const serviceId = await test.step("a service of the journey's own, with a default commission of 20 % of the partner's cost", async () => {
    const service = await api(
      admin,
      'post',
      '/Services',
      {
        title: serviceTitle,
        description: 'Cleaning and testing of split units',
        arabicTitle: `صيانة المكيفات ${run}`,
        arabicDescription: 'تنظيف المكيفات واختبارها',
        durationMin: 1,
        durationMax: 2,
        durationUnit: 'Day',
        price: 1200,
      },
      201,
    );
    await api(admin, 'put', `/Finance/services/${service.id}/commission`, { kind: 'percent', value: 20 });
    return service.id as number;
  });

  const phone = await openPage({ language: 'ar', viewport: PHONE, isMobile: true, hasTouch: true });
  const second = await openPage({ language: 'ar', viewport: PHONE, isMobile: true, hasTouch: true });
  const free = { name: `Free Cooling ${run}`, arabicName: `تبريد متاح ${run}` };
  const busy = { name: `Busy Cooling ${run}`, arabicName: `تبريد مشغول ${run}` };
  const { partnerId, busyId } = await test.step('two partners of the service in Jeddah, each with a login', async () => {
    const made = await partnerWithLogin(admin, phone, outbox, serviceId, free.name, free.arabicName);
    const other = await partnerWithLogin(admin, second, outbox, serviceId, busy.name, busy.arabicName);
    return { partnerId: made.partnerId, busyId: other.partnerId };
  });

  const when = workdayAt(11, '10:00');
  const { bookingId, clashingId } =
    await test.step('the client books in Jeddah with its national address; another booking at that time holds the busy partner', async () => {
      const id = await bookThroughApi(client, serviceId, {
        preferedDateAndTime: when,
        location: 'Jeddah',
        address: { ...JEDDAH, note: 'Gate 2', mapUrl: null },
      });
      const other = await newClient('Other Jeddah Client');
      const otherPage = await openPage();
      await signIn(otherPage, other);
      const clash = await bookThroughApi(otherPage, serviceId, {
        preferedDateAndTime: when,
        location: 'Jeddah',
        address: { ...JEDDAH, street: 'Tahlia Street' },
      });
      await api(admin, 'post', `/DemandeDeService/${clash}/assignments`, { partnerId: busyId }, 201);
      return { bookingId: id, clashingId: clash };
    });

  await test.step('the admin assigns: the busy partner is refused naming the clashing booking, the free one is assigned', async () => {
    await openHydrated(admin, `/dashboard/bookings?booking=${bookingId}`);
    const section = admin.getByRole('dialog', { name: new RegExp(`Booking #${bookingId}`) }).getByTestId('booking-dispatch');
    await expect(section).toContainText('Jeddah');
    await section.getByRole('button', { name: 'Assign a partner' }).click();
    const dialog = admin.getByRole('dialog', { name: new RegExp(`Assign a partner to booking #${bookingId}`) });
    await expect(dialog.getByText(new RegExp(`Busy: booking #${clashingId}`))).toBeVisible();
    await dialog.getByRole('radio', { name: new RegExp(busy.name) }).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(`${busy.name} already has booking #${clashingId}`);
    await captureForReview(admin, 'coordination-busy-refused-en-light-1366');
    await dialog.getByRole('radio', { name: new RegExp(free.name) }).check();
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectToast(admin, 'Partner assigned; they will be told');
    await expect(section.getByRole('listitem').filter({ hasText: free.name })).toContainText('Assigned');
  });

  await test.step('the admin prices the job and the client accepts, which confirms the booking', async () => {
    const quote = await api(
      admin,
      'post',
      '/Quotes/create',
      {
        requestId: bookingId,
        clientName: 'Client',
        clientEmail: 'client@e2e.test',
        clientPhone: '0501234567',
        validUntil: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
        items: [{ name: serviceTitle, quantity: 1, unitPrice: 1200 }],
      },
      201,
    );
    // Accepting the quote confirms the booking (in progress): what lets the partner start.
    await api(client, 'patch', `/Quotes/accept/${quote.id}`, undefined);
  });

  const { card: clientCard, sees: clientSees } = clientFollows(client, bookingId);
  await openHydrated(phone, '/partner');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = phone.locator('article', { has: phone.getByText(`الحجز ${arabicDigits(bookingId)}`, { exact: true }) });
  await expect(card.getByTestId('job-address')).toHaveText('Prince Sultan Road 2345، Al Rawdah، جدة 23435');

  await test.step('on a phone in Arabic the partner accepts, goes on the way and starts; the client sees each step', async () => {
    await card.getByRole('button', { name: 'اقبل المهمة' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('مقبولة');
    await clientSees('Confirmed the visit');
    await card.getByRole('button', { name: 'أنا في الطريق' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('في الطريق');
    await clientSees('On the way');
    await card.getByRole('button', { name: 'ابدأ العمل' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('بدأ العمل');
    await clientSees('Started the work');
  });

  await test.step('uploads two photos and finishes; the client sees the work done with them', async () => {
    const photos = [await phonePhoto(phone, 200), await phonePhoto(phone, 20)];
    await card.getByTestId('job-photo-input').setInputFiles([
      { name: 'IMG_0001.png', mimeType: 'image/png', buffer: photos[0]! },
      { name: 'IMG_0002.png', mimeType: 'image/png', buffer: photos[1]! },
    ]);
    await expectToast(phone, 'تمت إضافة الصور');
    await expect(card.getByRole('img', { name: /الصورة/ })).toHaveCount(2);
    await card.getByRole('button', { name: 'أنهيت العمل' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('أُنجزت');
    await clientSees('Finished the work');
    await expect(
      clientCard()
        .getByTestId('booking-progress')
        .getByRole('img', { name: /Photo \d of the work by/ }),
    ).toHaveCount(2);
  });

  await test.step('the messages carry a photo both ways: the partner from the job card, the client from their booking', async () => {
    await card.getByRole('button', { name: 'الرسائل' }).click();
    await expect(phone).toHaveURL(new RegExp(`/partner\\?thread=${bookingId}$`));
    const thread = phone.getByRole('dialog', { name: /الرسائل بشأن الحجز/ });
    await thread.getByLabel('رسالتك').fill('هذه صورة الوحدة بعد التنظيف.');
    await thread.getByTestId('message-files').setInputFiles({ name: 'unit.png', mimeType: 'image/png', buffer: await phonePhoto(phone, 120) });
    await thread.getByRole('button', { name: 'إرسال' }).click();
    await expectToast(phone, 'أُرسلت الرسالة');
    await expect(thread.locator('[data-testid="booking-message"] img')).toHaveCount(1);
    await captureForReview(phone, 'coordination-portal-thread-ar-light-390');

    await openHydrated(client, `/profile?thread=${bookingId}`);
    const clientThread = client.getByRole('dialog', { name: /Messages about booking/ });
    await expect(clientThread.getByTestId('booking-message')).toContainText('هذه صورة الوحدة بعد التنظيف.');
    await expect(clientThread.locator('[data-testid="booking-message"] img')).toHaveCount(1);
    await clientThread.getByLabel('Your message').fill('Thank you, here is the other unit.');
    await clientThread.getByTestId('message-files').setInputFiles(CLIENT_PHOTO);
    await clientThread.getByRole('button', { name: 'Send' }).click();
    await expectToast(client, 'Message sent');
    await expect(clientThread.locator('[data-testid="booking-message"] img')).toHaveCount(2);
    await clientThread.getByRole('button', { name: 'Close' }).click();

    // The address a new message's e-mail gives a partner opens the thread over the portal.
    await openHydrated(phone, `/partner?thread=${bookingId}`);
    const reopened = phone.getByRole('dialog', { name: /الرسائل بشأن الحجز/ });
    await expect(reopened.getByTestId('booking-message').last()).toContainText('here is the other unit');
    await expect
      .poll(() =>
        reopened
          .locator('[data-testid="booking-message"] img')
          .evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(2);
    await reopened.getByRole('button', { name: 'إغلاق' }).click();
  });

  await test.step('the client confirms the work; the booking completes', async () => {
    await openHydrated(client, '/profile');
    const section = clientCard().getByTestId('booking-progress');
    await section.getByRole('button', { name: 'Confirm the work is done' }).click();
    await expectToast(client, 'Thank you: the booking is completed');
    await expect(clientCard()).toContainText('Completed');
  });

  await test.step("the admin sees the job's margin and the partner's statement", async () => {
    await openHydrated(admin, '/dashboard/finance');
    const row = admin.getByTestId(`margin-row-${bookingId}`);
    // 1,200.00 at 20 % over the partner's cost: 1,000.00 to the partner, 200.00 to the company.
    await expect(row).toContainText('SAR 1,200.00');
    await expect(row).toContainText('SAR 1,000.00');
    await expect(row).toContainText('SAR 200.00');
    await openHydrated(admin, '/dashboard/finance?tab=statements');
    await admin.locator('#statement-partner').selectOption({ label: free.name });
    await expect(admin.getByTestId(`statement-job-${bookingId}`)).toContainText('SAR 1,000.00');
    await expect(admin.getByTestId('statement-owed')).toHaveText('SAR 1,000.00');
    await captureForReview(admin, 'coordination-statement-en-light-1366');
  });

  await test.step('the second partner cannot open the job: 403 from the provider, and the portal says so', async () => {
    const progress = (await (await client.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/progress`)).json()).result as BookingProgress;
    const job = progress.jobs.find((j) => j.partnerId === partnerId)!;
    expect((await second.request.get(`${BASE_URL}/api/PartnerPortal/jobs/${job.assignmentId}`)).status()).toBe(403);
    expect((await second.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/messages`)).status()).toBe(403);
    await openHydrated(second, `/partner?thread=${bookingId}`);
    await expect(second.getByText(`الحجز ${arabicDigits(bookingId)}`, { exact: true })).toHaveCount(0);
    await expect(second.getByRole('dialog').getByText('لا يطّلع على هذه الرسائل إلا عميل الحجز والشركاء المكلَّفون به والمشرفون.')).toBeVisible();
    await expect(second.getByRole('dialog').getByTestId('booking-message')).toHaveCount(0);
    await captureForReview(second, 'coordination-other-partner-refused-ar-light-390');
  });

  await test.step("the calendar shows the job in its partner's lane, the clashing one in the busy partner's (both languages and themes, desktop and phone)", async () => {
    const day = new Date(Date.parse(when) + 3 * 3_600_000).toISOString().slice(0, 10);
    for (const language of ['en', 'ar'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const view = await openAdminPage({ language, theme });
        for (const width of [1366, 390]) {
          await view.setViewportSize({ width, height: 900 });
          await openHydrated(view, `/dashboard/calendar?by=partner&date=${day}`);
          const lanes = view.getByTestId('calendar-lanes');
          await expect(lanes.locator(`[data-lane="${partnerId}"] [data-booking="${bookingId}"]`)).toBeVisible();
          await expect(lanes.locator(`[data-lane="${busyId}"] [data-booking="${clashingId}"]`)).toBeVisible();
          await expect(lanes.locator(`[data-lane="${partnerId}"]`)).toContainText(language === 'ar' ? free.arabicName : free.name);
          await captureForReview(view, `coordination-calendar-lanes-${language}-${theme}-${width}`, { fullPage: true });
        }
        expect(problemsOf(view)).toEqual([]);
      }
    }
  });

  expect(unexpected(admin)).toEqual([]);
  expect(unexpected(phone)).toEqual([]);
  expect(problemsOf(client)).toEqual([]);
  expect(unexpected(second)).toEqual([]);
});

for (const [language, theme, width] of [
  ['en', 'light', 1366],
  ['en', 'dark', 390],
  ['ar', 'light', 390],
  ['ar', 'dark', 1366],
] as const) {
  test.describe(`the booking form's national address (${language}, ${theme}, ${width}px)`, () => {
    test.use({ language, theme, viewport: { width, height: 900 } });

    test('is asked for on the booking form and checked field by field', async ({ clientPage: page }) => {
      const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()).result as Array<{ id: number }>;
      await openHydrated(page, `/booking/${services[0]!.id}`);
      await page.locator('#booking-postalCode').fill('123');
      await page.getByRole('button', { name: language === 'ar' ? 'التالي' : 'Next', exact: true }).click();
      await expect(page.locator('#booking-city')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#booking-postalCode')).toHaveAttribute('aria-invalid', 'true');
      await page.locator('#booking-city').selectOption('jeddah');
      await expect(page.locator('#booking-city')).toHaveAttribute('aria-invalid', 'false');
      await page.locator('#booking-district').fill(language === 'ar' ? 'الروضة' : 'Al Rawdah');
      await page.locator('#booking-street').fill(language === 'ar' ? 'طريق الأمير سلطان' : 'Prince Sultan Road');
      await page.locator('#booking-buildingNumber').fill(language === 'ar' ? '٢٣٤٥' : '2345');
      await page.locator('#booking-additionalNumber').fill('6789');
      await page.locator('#booking-postalCode').fill('23435');
      await page.locator('#booking-addressNote').fill(language === 'ar' ? 'البوابة ٢' : 'Gate 2');
      await page.locator('#booking-mapUrl').fill('https://maps.example/jeddah');
      await page.locator('#booking-city').scrollIntoViewIfNeeded();
      await captureForReview(page, `coordination-booking-address-${language}-${theme}-${width}`, { fullPage: true });
      expect(problemsOf(page)).toEqual([]);
    });
  });
}
