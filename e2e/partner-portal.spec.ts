/**
 * The partner's portal and the client following the job (issue 27 items 4 and 5): a partner on a
 * 390 px phone in Arabic accepts a job, goes on the way, starts, takes two photos (resized in the
 * browser before they are sent), ticks the service's checklist and finishes with a note; after each
 * step the client's booking shows it, and once done the client confirms and the booking completes.
 * Another partner cannot open the job. The booking, the partners and the assignment are made
 * through the API as an admin would (dispatch's own screens are proven in dispatch.spec.ts).
 */
import type { BookingProgress, PartnerJob } from '../shared/types/job-progress';
import { api, clientFollows, freeSlot, PHONE, partnerWithLogin, phonePhoto } from './support/coordination';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, test } from './support/journey-fixtures';

test.use({ language: 'en' });

test('a partner on a phone in Arabic takes a job from acceptance to done with photos; the client follows each step and confirms', async ({
  adminPage: admin,
  clientPage: client,
  openPage,
  outbox,
}) => {
  const services = (await (await admin.request.get(`${BASE_URL}/api/Services`)).json()).result as Array<{ id: number }>;
  const serviceId = services[0]!.id;
  await api(admin, 'put', `/Services/${serviceId}/checklist`, {
    items: [
      { labelEn: 'Filters cleaned', labelAr: 'تنظيف الفلاتر' },
      { labelEn: 'Cooling tested', labelAr: 'اختبار التبريد' },
    ],
  });

  const phone = await openPage({ language: 'ar', viewport: PHONE, isMobile: true, hasTouch: true });
  const { partnerId } = await test.step('the partner gets a login by invitation', () =>
    partnerWithLogin(admin, phone, outbox, serviceId, 'Cool Air Co', 'شركة الهواء البارد'));

  const bookingId = await test.step('the client books in Jeddah; the admin confirms it and assigns the partner', async () => {
    const slot = await freeSlot(client, serviceId);
    const id = await bookThroughApi(client, serviceId, { slotStartsAt: slot, preferedDateAndTime: slot, location: 'Jeddah, Al Rawdah' });
    await api(client, 'put', `/DemandeDeService/${id}/address`, {
      city: 'jeddah',
      district: 'Al Rawdah',
      street: 'Prince Sultan St',
      buildingNumber: '2154',
      additionalNumber: '7788',
      postalCode: '23435',
      note: 'Gate 2',
      mapUrl: 'https://maps.example/jeddah',
    });
    await api(admin, 'patch', `/DemandeDeService/update-status/${id}`, { status: 'in_progress' });
    await api(admin, 'post', `/DemandeDeService/${id}/assignments`, { partnerId }, 201);
    return id as number;
  });

  const progress = async () => (await (await client.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/progress`)).json()).result as BookingProgress;
  /** The client opens their bookings again and finds the step, with its time, on the booking. */
  const { card: clientCard, sees: clientSees } = clientFollows(client, bookingId);

  await openHydrated(phone, '/partner');
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(phone.getByRole('heading', { level: 1, name: 'مهامي' })).toBeVisible();
  const card = phone.locator('article', { has: phone.getByText(`الحجز ${new Intl.NumberFormat('ar-SA').format(bookingId)}`) });
  await expect(card.getByTestId('job-address')).toHaveText('Prince Sultan St 2154، Al Rawdah، جدة 23435');
  await expect(card.getByRole('link', { name: /اتصل بـ/ })).toHaveAttribute('href', /^tel:/);
  await captureForReview(phone, 'partner-portal-new-job-ar-light-390', { fullPage: true });

  await test.step('accepts', async () => {
    await card.getByRole('button', { name: 'اقبل المهمة' }).click();
    await expectToast(phone, 'تم تحديث المهمة');
    await expect(card.getByTestId('job-status')).toHaveText('مقبولة');
    await clientSees('Confirmed the visit');
    await expect(clientCard().getByTestId('booking-progress')).toContainText('Cool Air Co');
  });
  await test.step('goes on the way', async () => {
    await card.getByRole('button', { name: 'أنا في الطريق' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('في الطريق');
    await clientSees('On the way');
  });
  await test.step('starts the work', async () => {
    await card.getByRole('button', { name: 'ابدأ العمل' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('بدأ العمل');
    await clientSees('Started the work');
  });

  await test.step('takes two photos, resized before they are sent, and ticks the checklist', async () => {
    const photos = [await phonePhoto(phone, 200), await phonePhoto(phone, 20)];
    await card.getByTestId('job-photo-input').setInputFiles([
      { name: 'IMG_0001.png', mimeType: 'image/png', buffer: photos[0]! },
      { name: 'IMG_0002.png', mimeType: 'image/png', buffer: photos[1]! },
    ]);
    await expectToast(phone, 'تمت إضافة الصور');
    await expect(card.getByRole('img', { name: /الصورة/ })).toHaveCount(2);
    const job = ((await (await phone.request.get(`${BASE_URL}/api/PartnerPortal/jobs`)).json()).result as PartnerJob[]).find((j) => j.bookingId === bookingId)!;
    expect(job.photos.map((p) => [p.fileName, p.contentType])).toEqual([
      ['IMG_0001.jpg', 'image/jpeg'],
      ['IMG_0002.jpg', 'image/jpeg'],
    ]);
    const widths = await card
      .getByRole('img', { name: /الصورة/ })
      .evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode().then(() => (img as HTMLImageElement).naturalWidth))));
    expect(widths).toEqual([1600, 1600]);
    await card.getByRole('checkbox', { name: 'تنظيف الفلاتر' }).check();
    await expect(card.getByRole('checkbox', { name: 'تنظيف الفلاتر' })).toBeChecked();
    await card.getByLabel('ملاحظة للعميل (اختيارية)').fill('نُظّفت الفلاتر وجرى اختبار التبريد.');
    await captureForReview(phone, 'partner-portal-under-way-ar-light-390', { fullPage: true });
  });

  await test.step('finishes', async () => {
    await card.getByRole('button', { name: 'أنهيت العمل' }).click();
    await expect(card.getByTestId('job-status')).toHaveText('أُنجزت');
    await expect(card.getByRole('button', { name: 'أنهيت العمل' })).toHaveCount(0);
  });

  await test.step('the client sees the work done with its photos and confirms it', async () => {
    await clientSees('Finished the work');
    const section = clientCard().getByTestId('booking-progress');
    await expect(section.getByText('نُظّفت الفلاتر وجرى اختبار التبريد.')).toBeVisible();
    await expect(section.getByRole('img', { name: /Photo \d of the work by Cool Air Co/ })).toHaveCount(2);
    await expect(section.getByText('Filters cleaned')).toBeVisible();
    await expect(section.getByTestId('completion-state')).toContainText('The work is done. Please confirm it');
    await captureForReview(client, 'booking-progress-awaiting-en-light-1280', { fullPage: true });
    await section.getByRole('button', { name: 'Confirm the work is done' }).click();
    await expectToast(client, 'Thank you: the booking is completed');
    await expect(section.getByTestId('completion-state')).toContainText('You confirmed the work on');
    await expect(clientCard()).toContainText('Completed');
    expect((await progress()).completion?.confirmedAt).toEqual(expect.any(String));
  });

  await test.step('another partner cannot open the job', async () => {
    const other = await openPage({ language: 'ar', viewport: PHONE });
    await partnerWithLogin(admin, other, outbox, serviceId, 'Other Partner', 'شريك آخر');
    const job = (await progress()).jobs[0]!;
    const res = await other.request.get(`${BASE_URL}/api/PartnerPortal/jobs/${job.assignmentId}`);
    expect(res.status()).toBe(403);
    expect((await other.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/progress`)).status()).toBe(403);
    await openHydrated(other, '/partner');
    await expect(other.getByText(`الحجز ${new Intl.NumberFormat('ar-SA').format(bookingId)}`)).toHaveCount(0);
  });

  expect(problemsOf(phone)).toEqual([]);
  expect(problemsOf(client)).toEqual([]);
});

test('the portal in both languages and themes on a phone (screenshots)', async ({ openPage, adminPage: admin, outbox }) => {
  const services = (await (await admin.request.get(`${BASE_URL}/api/Services`)).json()).result as Array<{ id: number }>;
  const phone = await openPage({ language: 'ar', viewport: PHONE, theme: 'dark' });
  await partnerWithLogin(admin, phone, outbox, services[0]!.id, 'Screens Partner', 'شريك اللقطات');
  await openHydrated(phone, '/partner');
  await expect(phone.getByText('لا مهام حاليًا')).toBeVisible();
  await captureForReview(phone, 'partner-portal-empty-ar-dark-390', { fullPage: true });
  await openHydrated(phone, '/partner?lang=en');
  await expect(phone.getByRole('heading', { level: 1, name: 'My jobs' })).toBeVisible();
  await captureForReview(phone, 'partner-portal-empty-en-dark-390', { fullPage: true });
  // A client is not a partner: the portal is forbidden.
  const res = await admin.request.get(`${BASE_URL}/api/PartnerPortal/jobs`);
  expect(res.status()).toBe(403);
});
