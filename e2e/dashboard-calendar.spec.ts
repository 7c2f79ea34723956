/**
 * The admins' calendar (issue 16 item 3): a client's booking shows on its day with its status in
 * words; the admin filters by service, opens it from the keyboard and moves it to another free slot
 * with the same dialog and move service clients reschedule with; the week, the month and the phone's
 * list in English and Arabic.
 */
import type { Page } from '@playwright/test';
import type { ServiceAvailability } from '../shared/types/availability';
import type { Booking } from '../shared/types/booking';
import type { Service } from '../shared/types/service';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';

const DAY_MS = 86_400_000;
const saudiDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

async function services(page: Page): Promise<Service[]> {
  return ((await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] }).result;
}

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

/** A client's booking of the first service at its first free slot at least `daysAhead` days away. */
async function clientBooking(openPage: () => Promise<Page>, account: { email: string; password: string }, daysAhead: number) {
  const page = await openPage();
  await signIn(page, account);
  const [service, other] = await services(page);
  const slot = await freeSlot(page, service!.id, daysAhead);
  const id = await bookThroughApi(page, service!.id, { slotStartsAt: slot, preferedDateAndTime: slot });
  return { id, slot, service: service!, other: other! };
}

test('the admin finds a booking on the calendar, filters by service, and moves it to another free slot', async ({
  adminPage: page,
  openPage,
  newClient,
  outbox,
}) => {
  const account = await newClient('Calendar Client');
  const { id, slot, other } = await clientBooking(() => openPage(), account, 4);
  const day = saudiDate(Date.parse(slot));
  await openHydrated(page, `/dashboard/calendar?date=${day}`);
  const entry = page.locator(`[data-date="${day}"] [data-booking="${id}"]`);
  await expect(entry).toContainText('Pending');
  await expect(entry).toContainText('Calendar Client');

  await test.step('the service filter hides bookings of other services', async () => {
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: other.title }).click();
    await expect(page).toHaveURL(new RegExp(`service=${other.id}`));
    await expect(page.locator(`[data-booking="${id}"]`)).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Service' }).click();
    await page.getByRole('option', { name: 'All services' }).click();
    await expect(entry).toBeVisible();
  });

  await test.step('the booking opens from the keyboard and moves to another free slot', async () => {
    await entry.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `Booking #${id}` });
    await expect(details.getByTestId('booking-slot')).toBeVisible();
    await details.getByRole('button', { name: 'Move to another time' }).click();
    const move = page.getByRole('dialog', { name: 'Choose a new time' });
    const otherDays = move.locator(`button[data-state="free"]:not([data-date="${day}"])`);
    if ((await otherDays.count()) === 0) await move.getByRole('button', { name: 'Next month' }).click();
    await otherDays.first().click();
    await move.getByRole('radio', { disabled: false }).first().check();
    await move.getByLabel('Reason (optional)').fill('The team is away that day');
    await move.getByRole('button', { name: 'Move booking' }).click();
    await expectToast(page, 'Booking moved to its new time');
    await expect(details.getByText(/An admin moved it from .* to .*The team is away that day/)).toBeVisible();
    await details.getByRole('button', { name: 'Close' }).click();
  });

  const moved = ((await (await page.request.get(`${BASE_URL}/api/DemandeDeService/${id}`)).json()) as { result: Booking }).result;
  expect(moved.slotStartsAt).not.toBe(slot);
  const newDay = saudiDate(Date.parse(moved.slotStartsAt!));
  await outbox.mailTo(account.email, new RegExp(`^Your booking #${id} has a new time`));

  await test.step('the calendar shows it on its new day, in the week and in the month', async () => {
    await openHydrated(page, `/dashboard/calendar?date=${newDay}`);
    await expect(page.locator(`[data-date="${newDay}"] [data-booking="${id}"]`)).toBeVisible();
    await page.getByRole('button', { name: 'Month' }).click();
    await expect(page).toHaveURL(/view=month/);
    // A month's day lists its first two bookings, then "+N more" (other journeys book the same days
    // meanwhile): the booking is in the cell, or one click on "+N more" away, in that day's week.
    const cell = page.locator(`td[data-date="${newDay}"]`);
    const inCell = cell.locator(`[data-booking="${id}"]`);
    const more = cell.getByRole('button', { name: /more$/ });
    await expect(inCell.or(more).first()).toBeVisible();
    await captureForReview(page, 'dashboard-calendar-month-en-light', { fullPage: true });
    if (!(await inCell.isVisible())) {
      await more.click();
      await expect(page).toHaveURL(/view=week/);
      await expect(page.locator(`[data-date="${newDay}"] [data-booking="${id}"]`)).toBeVisible();
    }
  });
  expect(problemsOf(page)).toEqual([]);
});

for (const [language, theme] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const) {
  test(`at 390 px the calendar is a list of days (${language}, ${theme})`, async ({ openAdminPage, openPage, newClient }) => {
    const account = await newClient(language === 'ar' ? 'عميل التقويم' : 'Phone Calendar Client');
    const { id, slot } = await clientBooking(() => openPage(), account, 5);
    const day = saudiDate(Date.parse(slot));
    const page = await openAdminPage({ language, theme, viewport: { width: 390, height: 900 } });
    await openHydrated(page, `/dashboard/calendar?date=${day}`);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    const entry = page.locator(`section[data-date="${day}"] [data-booking="${id}"]`);
    await expect(entry).toContainText(language === 'ar' ? 'قيد الانتظار' : 'Pending');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await captureForReview(page, `dashboard-calendar-${language}-${theme}-390`, { fullPage: true });
    // On a desktop the same week is seven columns; the booking's details offer the move.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.locator(`section[data-date="${day}"] [data-booking="${id}"]`)).toBeVisible();
    await captureForReview(page, `dashboard-calendar-week-${language}-${theme}`, { fullPage: true });
    await page.locator(`[data-booking="${id}"]`).click();
    await expect(page.getByRole('button', { name: language === 'ar' ? 'نقل إلى موعد آخر' : 'Move to another time' })).toBeVisible();
    await captureForReview(page, `dashboard-calendar-details-${language}-${theme}`);
    expect(problemsOf(page)).toEqual([]);
  });
}
