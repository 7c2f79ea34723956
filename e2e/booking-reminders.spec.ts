/**
 * Reminders and calendar files (issue 16 item 5), as people see them: the admin sets the reminders'
 * lead time beside the notice period; the client's booking has "Add to calendar" (the .ics through
 * /api, and Google Calendar) on the confirmation page and on the profile, in English and Arabic,
 * light and dark. The reminder's timing itself is proven with a hand-moved clock in
 * provider/notifications/reminders.test.ts, not slept through here.
 */
import { withDigits } from '../shared/format/numerals';
import type { Page } from '@playwright/test';
import type { ServiceAvailability } from '../shared/types/availability';
import type { Service } from '../shared/types/service';
import {
  BASE_URL,
  bookThroughApi,
  captureForReview,
  expect,
  expectHydrated,
  expectToast,
  openHydrated,
  problemsOf,
  signIn,
  test,
} from './support/journey-fixtures';
import { withSettingsLock } from './support/settings-lock';

const DAY_MS = 86_400_000;
const saudiDate = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 10);

async function firstService(page: Page): Promise<Service> {
  const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] };
  return services.result[0]!;
}

async function freeSlot(page: Page, serviceId: number, daysAhead: number): Promise<{ startsAt: string; endsAt: string }> {
  const from = saudiDate(Date.now() + daysAhead * DAY_MS);
  const to = saudiDate(Date.now() + (daysAhead + 30) * DAY_MS);
  const answer = (await (await page.request.get(`${BASE_URL}/api/Availability/services/${serviceId}/slots?from=${from}&to=${to}`)).json()) as {
    result: ServiceAvailability;
  };
  const slot = answer.result.days.flatMap((day) => day.slots).find((s) => s.remaining > 0);
  expect(slot, 'a free slot in the month ahead').toBeDefined();
  return slot!;
}

test.use({ viewport: { width: 1280, height: 900 } });

const TEXT = {
  en: { add: 'Add to calendar', google: /Google Calendar/, reminder: 'Reminder (hours before)', saved: 'Notice period and reminders saved', save: 'Save' },
  ar: { add: 'أضِف إلى التقويم', google: /تقويم Google/, reminder: 'التذكير (بالساعات قبل الموعد)', saved: 'حُفظت مهلة الإشعار ومدة التذكير', save: 'حفظ' },
} as const;

for (const [language, theme] of [
  ['en', 'light'],
  ['ar', 'dark'],
  ['en', 'dark'],
  ['ar', 'light'],
] as const) {
  test.describe(`${language}, ${theme}`, () => {
    test.use({ language, theme });

    test('the admin sets how long before a booking its reminder goes out, beside the notice period', async ({ adminPage: page }) => {
      // The form saves the whole change policy, which the booking-changes journey sets for a moment.
      await withSettingsLock(async () => {
        await openHydrated(page, '/dashboard/availability');
        const section = page.locator('form[aria-labelledby="availability-change-policy"]');
        const field = section.getByLabel(TEXT[language].reminder);
        // An Arabic page shows and takes the hours in its own digits (issue 32 item 16).
        const digits = (latin: string) => (language === 'ar' ? withDigits(latin, 'arab') : latin);
        await expect(field).toHaveValue(digits('24'));
        await field.fill(digits('12'));
        await expect(field).toHaveValue(digits('12'));
        await section.getByRole('button', { name: TEXT[language].save }).click();
        await expectToast(page, TEXT[language].saved);
        const settings = (await (await page.request.get(`${BASE_URL}/api/Availability/settings`)).json()) as { result: { reminderHours: number } };
        expect(settings.result.reminderHours).toBe(12);
        await section.scrollIntoViewIfNeeded();
        await captureForReview(page, `reminders-setting-${language}-${theme}`);
        await field.fill(digits('24'));
        await section.getByRole('button', { name: TEXT[language].save }).click();
        await expectToast(page, TEXT[language].saved);
      });
      expect(problemsOf(page)).toEqual([]);
    });

    test('the client adds a booking to their calendar from the confirmation page and the profile', async ({ openPage, newClient }) => {
      const account = await newClient(language === 'ar' ? 'ريم العتيبي' : 'Reem Alotaibi');
      const page = await openPage({ language });
      await page.context().addCookies([{ name: 'lang', value: language, url: BASE_URL }]);
      await signIn(page, account);
      const service = await firstService(page);
      const slot = await freeSlot(page, service.id, 7);
      const id = await bookThroughApi(page, service.id, { slotStartsAt: slot.startsAt, preferedDateAndTime: slot.startsAt });

      await openHydrated(page, '/profile');
      const card = page.locator('#my-bookings article', { has: page.locator(`#booking-${id}-title`) });
      const ics = card.getByRole('link', { name: TEXT[language].add });
      await expect(ics).toHaveAttribute('href', `/api/DemandeDeService/${id}/calendar?lang=${language}`);
      await expect(card.getByRole('link', { name: TEXT[language].google })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?/);
      const file = await page.request.get(`${BASE_URL}/api/DemandeDeService/${id}/calendar?lang=${language}`);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
      expect(file.headers()['content-disposition']).toBe(`attachment; filename="booking-${id}.ics"`);
      const text = await file.text();
      expect(text).toContain(`UID:booking-${id}@`);
      expect(text).toContain(`DTSTART:${slot.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
      await card.scrollIntoViewIfNeeded();
      await captureForReview(card, `reminders-profile-card-${language}-${theme}`);

      // The confirmation page as the wizard leaves it (its router state), without going through the wizard again.
      await page.evaluate(
        ({ bookingId, event }) => {
          window.history.pushState({ usr: { bookingId, event }, key: 'calendar', idx: 1 }, '', '/booking-confirmation');
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        },
        {
          bookingId: id,
          event: { startsAt: slot.startsAt, endsAt: slot.endsAt, service: language === 'ar' ? service.arabicTitle : service.title, location: 'Al Khobar' },
        },
      );
      await expectHydrated(page);
      const links = page.getByTestId('add-to-calendar');
      await expect(links.getByRole('link', { name: TEXT[language].add })).toHaveAttribute('href', `/api/DemandeDeService/${id}/calendar?lang=${language}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The page fades in after the route change: let it finish before the picture.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await captureForReview(page, `reminders-confirmation-${language}-${theme}`, { animations: 'disabled' });
      expect(problemsOf(page)).toEqual([]);
    });
  });
}
