/**
 * Reschedule and cancel by the client (issue 16 item 4): from the profile, within the notice period,
 * with the wizard's own slot picker; admins are e-mailed the reason. Outside the notice period the
 * buttons are gone and the page says why, in English and in Arabic.
 */
import type { Page } from '@playwright/test';
import type { ServiceAvailability } from '../shared/types/availability';
import type { Booking } from '../shared/types/booking';
import type { Service } from '../shared/types/service';
import { ADMIN, BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';
import { withSettingsLock } from './support/settings-lock';

const DAY_MS = 86_400_000;
const saudiDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

async function firstServiceId(page: Page): Promise<number> {
  const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] };
  return services.result[0]!.id;
}

/** The first free slot of the service at least `daysAhead` days from now. */
async function freeSlot(page: Page, serviceId: number, daysAhead: number): Promise<string> {
  const from = saudiDate(Date.now() + daysAhead * DAY_MS);
  const to = saudiDate(Date.now() + (daysAhead + 30) * DAY_MS);
  const answer = (await (await page.request.get(`${BASE_URL}/api/Availability/services/${serviceId}/slots?from=${from}&to=${to}`)).json()) as {
    result: ServiceAvailability;
  };
  const slot = answer.result.days.flatMap((day) => day.slots).find((s) => s.remaining > 0);
  expect(slot, 'a free slot in the month ahead').toBeDefined();
  return slot!.startsAt;
}

const bookingCard = (page: Page, id: number) => page.locator('#my-bookings article', { has: page.locator(`#booking-${id}-title`) });

test.use({ viewport: { width: 1280, height: 900 } });

test('the client moves a booking to another free time and then cancels it, with reasons the admins receive', async ({
  clientPage: page,
  clientAccount,
  outbox,
}) => {
  const serviceId = await firstServiceId(page);
  const slot = await freeSlot(page, serviceId, 7);
  const id = await bookThroughApi(page, serviceId, { slotStartsAt: slot, preferedDateAndTime: slot });
  await openHydrated(page, '/profile');
  const card = bookingCard(page, id);
  await expect(card.getByTestId('change-deadline')).toContainText('You can change or cancel this booking online until');
  await expect(card.getByTestId('change-deadline')).toContainText('48 hours before it');

  await test.step('Change time opens the slot picker; a free day and time move the booking', async () => {
    await card.getByRole('button', { name: 'Change time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a new time' });
    await expect(dialog.getByRole('grid')).toBeVisible();
    // Another free day, and one past the 48 hours' notice, or the next step could not cancel it
    // online (the first free day can fall inside it, depending on the time of day the test runs).
    const bookedDay = saudiDate(Date.parse(slot));
    const notBefore = saudiDate(Date.now() + 3 * DAY_MS);
    const laterFreeDay = async () => {
      const days = await dialog.locator('button[data-state="free"]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date') ?? ''));
      return days.find((day) => day !== bookedDay && day >= notBefore);
    };
    if (!(await laterFreeDay())) await dialog.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(laterFreeDay, { message: 'a free day three days or more ahead' }).toBeDefined();
    const day = await laterFreeDay();
    await dialog.locator(`button[data-state="free"][data-date="${day}"]`).click();
    await dialog.getByRole('radio', { disabled: false }).first().check();
    await dialog.getByLabel('Reason (optional)').fill('A family visit that week');
    await captureForReview(page, 'booking-reschedule-dialog-en');
    await dialog.getByRole('button', { name: 'Move booking' }).click();
    await expectToast(page, 'Booking moved to its new time');
    await expect(dialog).toBeHidden();
    const moved = (await (await page.request.get(`${BASE_URL}/api/DemandeDeService/${id}`)).json()) as { result: Booking };
    expect(moved.result.slotStartsAt).not.toBe(slot);
    expect(moved.result.changes).toEqual([
      expect.objectContaining({ kind: 'moved', fromStartsAt: slot, reason: 'A family visit that week', byRole: 'Client' }),
    ]);
    const told = await outbox.mailTo(ADMIN.email, new RegExp(`moved booking #${id}( \\||$)`));
    expect(told.text).toContain('A family visit that week');
    await outbox.mailTo(clientAccount.email, new RegExp(`^Your booking #${id} has a new time`));
  });

  await test.step('Cancel asks why, keeps the reason and tells the admins', async () => {
    await card.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await dialog.getByLabel('Reason (optional)').fill('Found another date with family');
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await expectToast(page, 'Booking cancelled');
    await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(card.getByText('Reason for cancelling: Found another date with family')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Change time' })).toHaveCount(0);
    const told = await outbox.mailTo(ADMIN.email, new RegExp(`cancelled booking #${id}( \\||$)`));
    expect(told.text).toContain('Found another date with family');
  });
  expect(problemsOf(page)).toEqual([]);
});

for (const language of ['en', 'ar'] as const) {
  test(`a booking made inside the notice period can be undone for a grace period; then the buttons are gone, the page says why, and the provider refuses (${language})`, async ({
    openPage,
    openAdminPage,
    newClient,
  }) => {
    const account = await newClient(language === 'ar' ? 'هند القحطاني' : 'Hind Alqahtani');
    const page = await openPage({ language });
    await page.context().addCookies([{ name: 'lang', value: language, url: BASE_URL }]);
    await signIn(page, account);
    const serviceId = await firstServiceId(page);
    // Wanted tomorrow: its 48 hours' notice began yesterday, before it was made.
    const id = await bookThroughApi(page, serviceId, { preferedDateAndTime: new Date(Date.now() + DAY_MS).toISOString() });
    await openHydrated(page, '/profile');
    const card = bookingCard(page, id);

    await test.step('just made: it can still be cancelled or moved for the grace period (issue 32 item 1), and the page says so', async () => {
      const until = card.getByTestId('change-deadline');
      await expect(until).toContainText(language === 'ar' ? 'خلال مهلة قصيرة بعد الحجز' : 'shortly after booking');
      await expect(until).toContainText(language === 'ar' ? '٤٨ ساعة' : '48 hours');
      await expect(card.getByRole('button', { name: language === 'ar' ? 'إلغاء الحجز' : 'Cancel booking' })).toBeVisible();
      await captureForReview(page, `booking-change-grace-${language}`, { fullPage: true });
    });

    await test.step('after the grace period (none, here): closed at the moment it was made, never before it', async () => {
      const admin = await openAdminPage();
      const policy = (changeGraceMinutes: number) =>
        admin.request.put(`${BASE_URL}/api/Availability/change-policy`, { headers: { Origin: BASE_URL }, data: { changeNoticeHours: 48, changeGraceMinutes } });
      // The reminders journey saves the same policy from its screen: this stretch runs alone.
      await withSettingsLock(async () => {
        expect((await policy(0)).status()).toBe(200);
        try {
          const booking = ((await (await page.request.get(`${BASE_URL}/api/DemandeDeService/${id}`)).json()) as { result: Booking }).result;
          expect(Date.parse(booking.changeDeadline!)).toBeGreaterThanOrEqual(Date.parse(booking.createdAt));
          await openHydrated(page, '/profile');
          const closed = card.getByTestId('change-closed');
          await expect(closed).toContainText(
            language === 'ar' ? 'أُنشئ هذا الحجز قبل موعده بأقل من ٤٨ ساعة' : 'This booking was made less than 48 hours before its time',
          );
          await expect(closed.getByRole('link', { name: language === 'ar' ? 'تواصل معنا من فضلك.' : 'please contact us.' })).toHaveAttribute(
            'href',
            '/contact',
          );
          // No way to change or cancel it is left (the booking's messages stay open).
          await expect(card.getByRole('button', { name: language === 'ar' ? /^(تغيير الموعد|إلغاء الحجز)$/ : /^(Change time|Cancel booking)$/ })).toHaveCount(
            0,
          );
          await captureForReview(page, `booking-change-closed-${language}`, { fullPage: true });
          // The provider says the same to a request that goes around the page.
          const refused = await page.request.patch(`${BASE_URL}/api/DemandeDeService/cancel/${id}`, {
            headers: { Origin: BASE_URL, 'Accept-Language': language },
            data: { reason: 'x' },
          });
          expect(refused.status()).toBe(409);
          expect(((await refused.json()) as { message: string }).message).toMatch(
            language === 'ar' ? /^فات وقت تغيير هذا الحجز/ : /^It is too late to change or cancel/,
          );
        } finally {
          await policy(30);
        }
      });
    });
    expect(problemsOf(page)).toEqual([]);
  });
}
