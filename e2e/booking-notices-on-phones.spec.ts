/**
 * Issue 18, items 4 and 5: every step of a booking reaches the client by e-mail (and a new booking
 * every admin), read from the outbox the site writes to; and an admin on a 390 px phone follows the
 * booking in the dashboard, where the table is a stack of cards with the status and the actions on
 * screen, with no serious axe-core violation.
 */
import type { Page } from '@playwright/test';
import type { Booking } from '../shared/types/booking';
import type { Service } from '../shared/types/service';
import { ADMIN, BASE_URL, captureForReview, expect, expectToast, openHydrated, problemsOf, test } from './support/journey-fixtures';

const PHONE = { width: 390, height: 844 };

/** The client books one service through the API, as the booking form does; answers the booking. */
async function book(page: Page, description: string): Promise<Booking> {
  const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()).result as Service[];
  const response = await page.request.post(`${BASE_URL}/api/DemandeDeService/create`, {
    headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
    data: {
      priorite: 'medium',
      preferedContactMethode: 'email',
      description,
      preferedDateAndTime: new Date(Date.now() + 6 * 86_400_000).toISOString(),
      location: 'Dammam, Al Faisaliyah',
      budget: services[0]!.price,
      clientId: 0,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId: services[0]!.id }],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).result as Booking;
}

// axe-core is injected as a script, which the page's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

test.describe('a booking told by e-mail at every step, followed on a phone', () => {
  test('the client hears it was received, moved and cancelled, admins of the new booking; the dashboard shows it as a card at 390 px', async ({
    clientPage: client,
    clientAccount,
    openAdminPage,
    outbox,
    axe,
  }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const booking = await test.step('the client books', () => book(client, `Balcony waterproofing before the rains, ${stamp}`));
    const number = `#${booking.id}`;

    await test.step('the client gets "received", in English first then Arabic, with a link to their bookings; every admin gets "new booking"', async () => {
      const received = await outbox.mailTo(clientAccount.email, new RegExp(`We received your booking ${number}\\b`));
      // Both languages, the client's (English, the language they booked in) first.
      expect(received.subject).toMatch(new RegExp(`^We received your booking ${number} \\| [\\u0600-\\u06ff]`));
      expect(received.text).toContain('We received your booking for');
      expect(received.text).toMatch(/https?:\/\/\S+\/profile/);
      const toAdmin = await outbox.mailTo(ADMIN.email, new RegExp(`New booking ${number} from`));
      expect(toAdmin.text).toContain('Dammam, Al Faisaliyah');
    });

    const admin = await openAdminPage({ viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });
    const card = admin.locator(`[data-booking="${booking.id}"]`);

    await test.step('at 390 px the bookings table is a stack of cards: the status and the details button on screen, nothing sideways', async () => {
      await openHydrated(admin, `/dashboard/bookings?search=${stamp}`);
      await expect(card).toBeVisible();
      for (const part of [
        card.getByText('Pending', { exact: true }),
        card.getByRole('button', { name: `Details of booking ${booking.id} by ${clientAccount.fullName}` }),
      ]) {
        await expect(part).toBeInViewport();
        const box = (await part.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      expect(await axe.seriousViolations(admin)).toEqual([]);
      await captureForReview(admin, 'dashboard-bookings-cards-en-390', { fullPage: true });
    });

    await test.step('the admin starts the review from the phone: the client is told the new status', async () => {
      await card.getByRole('button', { name: `Details of booking ${booking.id} by ${clientAccount.fullName}` }).click();
      const dialog = admin.getByRole('dialog', { name: new RegExp(`Booking #${booking.id}`) });
      await dialog.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Start review' }).click();
      await expectToast(admin, 'Booking status updated: In review');
      const moved = await outbox.mailTo(clientAccount.email, new RegExp(`Your booking ${number}: In review`));
      expect(moved.text).toContain('is now: In review');
    });

    await test.step('and cancels it: the client is told it is cancelled', async () => {
      const dialog = admin.getByRole('dialog', { name: new RegExp(`Booking #${booking.id}`) });
      await dialog.getByRole('group', { name: 'Change status' }).getByRole('button', { name: 'Cancel booking' }).click();
      await admin.getByRole('dialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
      await expectToast(admin, 'Booking status updated: Cancelled');
      await outbox.mailTo(clientAccount.email, new RegExp(`Your booking ${number} is cancelled`));
      // One mail per step: received, in review, cancelled.
      expect(
        outbox
          .mailsTo(clientAccount.email)
          .filter((mail) => mail.subject.includes(number))
          .map((mail) => mail.subject.split(' | ')[0]),
      ).toEqual([`We received your booking ${number}`, `Your booking ${number}: In review`, `Your booking ${number} is cancelled`]);
      expect(problemsOf(admin)).toEqual([]);
    });
  });
});
