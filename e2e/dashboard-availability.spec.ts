/**
 * The availability screen (issue 16): the admin closes a weekday and adds a day off, and the public
 * slots of a service say so; then both are undone from the same screen.
 */
import type { Page } from '@playwright/test';
import type { ServiceAvailability } from '../shared/types/availability';
import type { Service } from '../shared/types/service';
import { BASE_URL, captureForReview, expect, expectToast, openHydrated, test } from './support/journey-fixtures';

test.use({ viewport: { width: 1366, height: 900 } });

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first Saudi date at least `ahead` days from now that falls on `weekday` (0 Sunday), as YYYY-MM-DD. */
function nextSaudiWeekday(weekday: number, ahead: number): string {
  const saudiNow = new Date(Date.now() + 3 * 60 * 60 * 1000 + ahead * DAY_MS);
  const shift = (weekday - saudiNow.getUTCDay() + 7) % 7;
  return new Date(saudiNow.getTime() + shift * DAY_MS).toISOString().slice(0, 10);
}

async function slots(page: Page, serviceId: number, from: string, to: string): Promise<ServiceAvailability> {
  const response = await page.request.get(`${BASE_URL}/api/Availability/services/${serviceId}/slots?from=${from}&to=${to}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: ServiceAvailability }).result;
}

test('closing a weekday and adding a day off take their slots away, and undoing them gives them back', async ({ adminPage: page }) => {
  const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] };
  const serviceId = services.result[0]?.id;
  expect(serviceId, 'the seeded site has a service').toBeDefined();
  const tuesday = nextSaudiWeekday(2, 2);
  const wednesday = new Date(Date.parse(tuesday) + DAY_MS).toISOString().slice(0, 10);

  const before = await slots(page, serviceId!, tuesday, wednesday);
  expect(before.days.map((d) => d.closed)).toEqual([null, null]);
  expect(before.days[0]!.slots.length).toBeGreaterThan(0);

  await openHydrated(page, '/dashboard/availability');
  await expect(page.getByRole('heading', { name: 'Working hours' })).toBeVisible();
  await expect(page.getByText(/Saudi time \(Asia\/Riyadh/)).toBeVisible();

  // Close Tuesday.
  const tuesdaySwitch = page.getByRole('switch', { name: 'Open on Tuesday' });
  await expect(tuesdaySwitch).toBeChecked();
  await tuesdaySwitch.click();
  await expect(page.locator('[data-weekday="2"]')).toContainText('Closed all day');
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expectToast(page, 'Working hours saved');

  // The Wednesday after it becomes a day off; the same date twice is refused under the date field.
  const addForm = page.getByRole('form', { name: 'Add a day off' });
  await addForm.getByLabel('Date (Saudi calendar)').fill(wednesday);
  await addForm.getByLabel('Name in English').fill('E2E day off');
  await addForm.getByLabel('Name in Arabic').fill('عطلة الاختبار');
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expectToast(page, 'Day off added');
  await expect(page.getByRole('listitem').filter({ hasText: 'E2E day off' })).toBeVisible();
  await addForm.getByLabel('Date (Saudi calendar)').fill(wednesday);
  await addForm.getByLabel('Name in English').fill('Again');
  await addForm.getByLabel('Name in Arabic').fill('مرة أخرى');
  await addForm.getByRole('button', { name: 'Add' }).click();
  await expect(addForm.getByText('Each date can be listed once only')).toBeVisible();
  await captureForReview(page, 'dashboard-availability-journey-en', { fullPage: true });

  const after = await slots(page, serviceId!, tuesday, wednesday);
  expect(after.days[0]).toMatchObject({ closed: 'closedDay', slots: [] });
  expect(after.days[1]).toMatchObject({ closed: 'blackout', blackout: { name: 'E2E day off', arabicName: 'عطلة الاختبار' }, slots: [] });

  // Undo both from the screen.
  await page.getByRole('button', { name: 'Remove the day off E2E day off' }).click();
  await expectToast(page, 'Day off removed');
  await page.getByRole('switch', { name: 'Open on Tuesday' }).click();
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expectToast(page, 'Working hours saved');
  const restored = await slots(page, serviceId!, tuesday, wednesday);
  expect(restored.days.map((d) => d.closed)).toEqual([null, null]);
});

test("shows the provider's refusal under the field, in Arabic on an Arabic page", async ({ openAdminPage }) => {
  const page = await openAdminPage({ language: 'ar' });
  await openHydrated(page, '/dashboard/availability');
  // The form's own check is the provider's schema, so only a body altered on its way (as a stale
  // or tampered request would be) reaches the provider's 400; its message must land under the field.
  await page.route('**/api/Availability/services/*', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, durationMinutes: 7 }) });
  });
  const firstService = page.locator('form[aria-labelledby^="availability-service-"]').first();
  await firstService.getByRole('button', { name: 'حفظ' }).click();
  const duration = firstService.getByRole('textbox', { name: 'مدة الزيارة (بالدقائق)' });
  await expect(duration).toHaveAttribute('aria-invalid', 'true');
  await expect(firstService.getByText(/^مدة الزيارة من/)).toBeVisible();
  await captureForReview(page, 'dashboard-availability-server-error-ar');
  await page.unroute('**/api/Availability/services/*');
});
