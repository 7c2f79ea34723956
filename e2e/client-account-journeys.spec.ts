/**
 * A client's own journeys: registration, the e-mailed confirmation, a booking through both steps,
 * following it, a review, profile and password changes and signing in again; a forgotten password
 * reset with the e-mailed link; registration and booking in Arabic.
 */
import type { Page } from '@playwright/test';
import { PROFILE_FEEDBACK_MS } from '../shared/constants';
import {
  bookThroughApi,
  captureForReview,
  completeBooking,
  expect,
  expectHydrated,
  expectToast,
  openHydrated,
  problemsOf,
  test,
} from './support/journey-fixtures';
import { fillBookingAddress, KHOBAR_ADDRESS } from './support/booking-address';

const PASSWORD = 'Garden#2026';
const NEW_PASSWORD = 'Villa#2027x';

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const shot = (page: Page, name: string) => captureForReview(page, name, { fullPage: true });
/** Problems of a page, without the console lines Chromium writes for answers the journey expects (400, 409). */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of (400|409)/.test(error));

async function submitLogin(page: Page, email: string, password: string) {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * Chooses a free time in the booking calendar (issue 16): the first day after today with free times
 * (today's next slot could begin while the journey runs), in this month or the next, and its free
 * time number `index` (-1: the last). Returns the Saudi date and time chosen.
 */
async function chooseSlot(page: Page, index: number, nextMonthLabel = 'Next month'): Promise<{ day: string; time: string }> {
  const grid = page.getByRole('grid');
  const freeDays = grid.locator('button[data-state="free"]:not([aria-current="date"])');
  await expect(grid.locator('button[data-state="unknown"]')).toHaveCount(0);
  if ((await freeDays.count()) === 0) {
    await page.getByRole('button', { name: nextMonthLabel }).click();
    await expect(grid.locator('button[data-state="unknown"]')).toHaveCount(0);
  }
  const dayButton = freeDays.first();
  const day = (await dayButton.getAttribute('data-date'))!;
  await dayButton.click();
  await expect(dayButton).toHaveAttribute('aria-label', /.+/);
  const radios = page.locator('#booking-preferredTime input[type="radio"]:not([disabled])');
  await expect.poll(() => radios.count()).toBeGreaterThan(1);
  const radio = index < 0 ? radios.last() : radios.nth(index);
  const time = (await radio.getAttribute('value'))!;
  await radio.check();
  return { day, time };
}

/** 13:00 → "1:00 PM", as the English pages write a time. */
function englishTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The instant of a Saudi date and time (UTC+3 all year). */
const saudiIso = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();

async function register(page: Page, email: string) {
  await openHydrated(page, '/register');
  await page.locator('#register-full-name').fill('Reem Al-Dossary');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill(PASSWORD);
  await page.locator('#register-confirm-password').fill(PASSWORD);
  await page.locator('#register-phone').fill('0551234567');
  await page.locator('#register-accept-policies').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/login');
}

interface ListedService {
  id: number;
  title: string;
  price: number;
}

test.describe('a new client, from registration to a booking and back', () => {
  test('registers, confirms the e-mail from the outbox, books through both steps, follows the booking, reviews the service, changes profile and password, and logs in again', async ({
    page,
    outbox,
    openAdminPage,
  }) => {
    test.slow();
    const email = uniqueEmail('reem');
    let bookingId = 0;

    await test.step('register: the rules run before anything is sent, and the password rules tick off as typed', async () => {
      await openHydrated(page, '/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expect(page.getByText('Phone number is required')).toBeVisible();
      await page.locator('#register-password').fill('garden');
      await expect(page.locator('#register-password-rules li').filter({ hasText: 'lowercase' }).filter({ hasText: '(done)' })).toBeVisible();
      await expect(page.locator('#register-password-rules li').filter({ hasText: '(not yet)' })).toHaveCount(4);
      await page.locator('#register-confirm-password').fill('other');
      await page.locator('#register-phone').click();
      await expect(page.getByText('Passwords must match')).toBeVisible();
      await shot(page, 'client-register-errors-en');

      await page.locator('#register-full-name').fill('Reem Al-Dossary');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill(PASSWORD);
      await page.locator('#register-confirm-password').fill(PASSWORD);
      await page.locator('#register-phone').fill('0551234567');
      await page.locator('#register-accept-policies').check();
      await page.getByRole('button', { name: 'Show password' }).first().click();
      await expect(page.locator('#register-password')).toHaveAttribute('type', 'text');
      const registered = page.waitForRequest((r) => r.url().endsWith('/api/Auth/register') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Create account' }).click();
      const payload = (await registered).postDataJSON() as Record<string, unknown>;
      expect(payload).toMatchObject({ fullName: 'Reem Al-Dossary', email, phoneNumber: '0551234567', typeUser: 3 });
      expect(payload.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      // Success goes to /login, which asks for the confirmation first and has the address filled in.
      await expect(page).toHaveURL('/login');
      await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
      await expect(page.locator('#login-email')).toHaveValue(email);
      await shot(page, 'client-registered-login-en');
    });

    await test.step('the same address again: answered like a new registration, the owner told by e-mail', async () => {
      // The page does not tell who is registered; the owner hears of it by e-mail, with the way to a new password.
      await openHydrated(page, '/register');
      await page.locator('#register-full-name').fill('Someone Else');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill(PASSWORD);
      await page.locator('#register-confirm-password').fill(PASSWORD);
      await page.locator('#register-phone').fill('0551234567');
      await page.locator('#register-accept-policies').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible();
      await expect(page.locator('#register-failure')).toHaveCount(0);
      expect(new URL(await outbox.linkTo(email, '/forgot-password')).searchParams.get('email')).toBe(email);
    });

    await test.step('confirm the e-mail with the link the site wrote to the outbox, once, and log in', async () => {
      const link = await outbox.pathTo(email, '/confirm-email');
      await page.goto(link);
      await expect(page.getByText('Your email has been confirmed. You can now log in.').first()).toBeVisible();
      await shot(page, 'client-email-confirmed-en');
      // A link works once: opened again, it offers a new one.
      const again = await page.context().newPage();
      await again.goto(link);
      await expect(again.getByText('This confirmation link is invalid, has expired or has already been used.')).toBeVisible();
      await expect(again.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', `/resend-confirmation?email=${encodeURIComponent(email)}`);
      await again.close();

      await page.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL('/login');
      await expect(page.locator('#login-email')).toHaveValue(email);
      await submitLogin(page, email, PASSWORD);
      await expect(page).toHaveURL('/');
      await expectToast(page, 'Login successful');
    });

    // Book the first service of the list through both steps.
    const services = (await page.evaluate(async () => (await (await fetch('/api/Services')).json()).result)) as ListedService[];
    const [main, extra] = services as [ListedService, ListedService | undefined];
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
    const description = 'Please redesign our villa garden with drip irrigation and shaded seating.';
    let slot = { day: '', time: '' };

    await test.step("booking step 1 from the service's page: the rules, and what a reload keeps", async () => {
      // From the service's page, as a client finds it.
      await openHydrated(page, `/services/${main.id}`);
      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await expect(page).toHaveURL(`/booking/${main.id}`);
      await expect(page.locator('#booking-serviceId')).toHaveValue(String(main.id));
      await expect(page.locator('#booking-price')).toHaveValue(/SAR/);
      await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
      await expect(page.getByText('All times are Saudi time (Riyadh, UTC+3).')).toBeVisible();

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expectToast(page, 'Please fix the errors before continuing');
      await expect(summary.getByText('Preferred date: Date is required')).toBeVisible();
      await expect(summary.getByText('Preferred time: Please choose one of the free times')).toBeVisible();
      await expect(summary.getByText('City: The city is required')).toBeVisible();
      await expect(summary.getByText('Building number: The building number is required')).toBeVisible();
      await expect(summary.getByText('Description: Description is required')).toBeVisible();
      await shot(page, 'client-booking-errors-en');

      // Editing a field clears its error at once; the others stay until the next attempt.
      await fillBookingAddress(page, KHOBAR_ADDRESS);
      await expect(summary.getByText('City: The city is required')).toHaveCount(0);
      await expect(summary.getByText('Preferred date: Date is required')).toBeVisible();
      // The calendar by keyboard: one day in the tab order, the arrows move by day and week.
      const grid = page.getByRole('grid');
      await expect(grid.locator('button[data-state="unknown"]')).toHaveCount(0);
      const tabbable = grid.locator('button[tabindex="0"]');
      await tabbable.focus();
      const from = (await tabbable.getAttribute('data-date'))!;
      await page.keyboard.press('ArrowDown');
      await expect(grid.locator('button:focus')).toHaveAttribute(
        'data-date',
        new Date(Date.parse(`${from}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
      );
      await page.keyboard.press('ArrowUp');
      await expect(grid.locator('button:focus')).toHaveAttribute('data-date', from);
      slot = await chooseSlot(page, 0);
      await expect(page.getByRole('radio', { name: new RegExp(`^${englishTime(slot.time)} ·`) })).toBeChecked();
      await shot(page, 'client-booking-slots-en');
      await captureForReview(page.locator('#booking-slots-title').locator('..'), 'client-booking-calendar-en');
      // A reload (or a session that ended mid-booking) keeps what was typed in this tab.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('#booking-district')).toHaveValue('Al Olaya');
      await expect(page.locator('#booking-preferredTime input[type="radio"]:checked')).toHaveValue(slot.time);
      await page.locator('#booking-description').fill('  too short ');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(summary.getByText('Description: Description too short (minimum 10 characters)')).toBeVisible();

      // The counter is a real limit: typing past 500 characters stops at 500.
      await page.locator('#booking-description').fill('');
      await page.locator('#booking-description').focus();
      await page.keyboard.insertText('x'.repeat(520));
      await expect(page.locator('#booking-description')).toHaveValue('x'.repeat(500));
      await expect(page.getByText('500/500')).toBeVisible();
      await page.locator('#booking-description').fill(description);
      if (extra) await page.getByRole('checkbox', { name: extra.title }).check();
      await page.getByRole('radio', { name: 'Urgent' }).check();
      await page.getByRole('radio', { name: 'WhatsApp' }).check();
      await page.getByRole('button', { name: 'Next', exact: true }).click();
    });

    await test.step('booking step 2 shows everything; Previous keeps what was typed; submit', async () => {
      await expect(page.getByRole('heading', { name: 'Review your request' })).toBeVisible();
      // Focus moves to the new step (the Next button that was pressed is gone).
      await expect(page.locator('#booking-review-title')).toBeFocused();
      await expect(page.getByText(description)).toBeVisible();
      await expect(page.getByText(new RegExp(`at ${englishTime(slot.time)}$`))).toBeVisible();
      await expect(page.getByText('0551234567')).toBeVisible();
      await shot(page, 'client-booking-review-en');
      await expect(page.getByText('King Fahd Road 2345, Al Olaya, Al Khobar 34447')).toBeVisible();
      await page.getByRole('button', { name: 'Previous', exact: true }).click();
      await expect(page.locator('#booking-city')).toHaveValue('al-khobar');
      await page.getByRole('button', { name: 'Next', exact: true }).click();

      const created = page.waitForRequest((r) => r.url().endsWith('/api/DemandeDeService/create'));
      await page.getByRole('button', { name: 'Submit Booking' }).click();
      const body = (await created).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        priorite: 'high',
        preferedContactMethode: 'whatsapp',
        description,
        location: 'King Fahd Road 2345, Al Olaya, Al Khobar 34447',
        address: { ...KHOBAR_ADDRESS, note: '', mapUrl: null },
        budget: main.price,
        demandeDeServiceItems: [{ isAdditionalService: false, serviceId: main.id }, ...(extra ? [{ isAdditionalService: true, serviceId: extra.id }] : [])],
      });
      // The chosen slot where the work happens (Riyadh, UTC+3): the preferred time, and the place it takes.
      expect(body.preferedDateAndTime).toBe(saudiIso(slot.day, slot.time));
      expect(body.slotStartsAt).toBe(saudiIso(slot.day, slot.time));

      await expect(page).toHaveURL('/booking-confirmation');
      await expectToast(page, 'Booking submitted successfully');
      await expect(page.getByRole('heading', { name: 'Thank you for your booking!' })).toBeVisible();
      await expect(page.getByText(/Your booking number: \d+/)).toBeVisible();
      bookingId = Number((await page.getByText(/Your booking number: \d+/).textContent())?.match(/\d+/)?.[0]);
      await expect(page.getByText('If you have not heard from us within 48 hours, please contact us directly.')).toBeVisible();
      await shot(page, 'client-booking-confirmation-en');
    });

    await test.step('the booking on the profile, with its status', async () => {
      await page.getByRole('link', { name: 'View my bookings' }).click();
      await expect(page).toHaveURL('/profile#my-bookings');
      const booking = page.locator('#my-bookings article').first();
      await expect(booking.getByText(main.title)).toBeVisible();
      await expect(booking.getByText('Pending')).toBeVisible();
      if (extra) await expect(booking.getByText(`+ ${extra.title}`)).toBeVisible();
    });

    await test.step('Arabic pages: one numeral system, amounts that read one way, and the reader choice of digits kept on the account', async () => {
      await openHydrated(page, '/profile?lang=ar');
      const booking = page.locator('#my-bookings article').first();
      // Arabic-Indic by default: the reference, the price (thousands apart by a narrow space, never ٬).
      await expect(booking.getByText(/^الحجز رقم [٠-٩]+$/)).toBeVisible();
      await expect(booking).not.toContainText('٬');
      const choice = page.getByRole('radiogroup', { name: 'الأرقام في الصفحات العربية' });
      await expect(choice.getByRole('radio', { name: /هندية/ })).toBeChecked();
      await shot(page, 'client-profile-numerals-arab-ar');
      const saved = page.waitForRequest((r) => r.url().includes('/api/User/update-user/') && r.method() === 'PUT');
      // The page is rendered again in the new digits, as a change of language is.
      const reloaded = page.waitForEvent('load');
      await choice.getByRole('radio', { name: /لاتينية/ }).click();
      expect((await saved).postDataJSON()).toMatchObject({ numerals: 'latn' });
      await reloaded;
      await expectHydrated(page);
      await expect(page.getByRole('radiogroup', { name: 'الأرقام في الصفحات العربية' }).getByRole('radio', { name: /لاتينية/ })).toBeChecked();
      await expect(
        page
          .locator('#my-bookings article')
          .first()
          .getByText(/^الحجز رقم [0-9]+$/),
      ).toBeVisible();
      await expect(page.locator('footer')).toContainText('© 20');
      await shot(page, 'client-profile-numerals-latn-ar');
      await openHydrated(page, '/profile?lang=en');
    });

    await test.step('Arabic pages show the Umm al-Qura date beside the Gregorian one until the reader turns it off', async () => {
      await openHydrated(page, '/profile?lang=ar');
      const booking = page.locator('#my-bookings article').first();
      // On by default in Arabic: "… ٢٠٢٦، ١٩ جمادى الآخرة ١٤٤٨ هـ" (here in the Latin digits chosen above).
      await expect(booking).toContainText(/، [0-9]+ [^0-9]+ 14[0-9]{2}\sهـ/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await shot(page, 'client-profile-hijri-ar-light');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await openHydrated(page, '/profile?lang=ar#my-bookings');
      await shot(page, 'client-profile-hijri-ar-dark-390');
      const choice = page.getByRole('radiogroup', { name: 'التاريخ الهجري' });
      await expect(choice.getByRole('radio', { name: 'إظهاره بجانب التاريخ الميلادي' })).toBeChecked();
      const saved = page.waitForRequest((r) => r.url().includes('/api/User/update-user/') && r.method() === 'PUT');
      const reloaded = page.waitForEvent('load');
      await choice.getByRole('radio', { name: 'التاريخ الميلادي فقط' }).click();
      expect((await saved).postDataJSON()).toMatchObject({ hijri: false });
      await reloaded;
      await expectHydrated(page);
      await expect(page.locator('#my-bookings article').first()).not.toContainText('هـ');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await openHydrated(page, '/profile?lang=en');
    });

    await test.step('review the booked service once the booking is completed, and see the review on its page, marked verified', async () => {
      await openHydrated(page, `/services/${main.id}`);
      // Verified reviews: a pending booking does not let the client rate yet.
      await expect(page.getByText('Reviews come from clients who have completed a booking of this service.')).toBeVisible();
      expect(bookingId).toBeGreaterThan(0);
      await completeBooking(await openAdminPage(), bookingId);
      await openHydrated(page, `/services/${main.id}`);
      await page.getByRole('button', { name: 'Add Your Review' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Your Review' });
      // The fifth star, clicked as a person would (the radio itself sits under its star).
      await dialog.locator('label[for$="-rating-5"]').click();
      await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
      const comment = `Careful planning and a tidy handover (${Date.now()}).`;
      await dialog.getByLabel('Your review').fill(comment);
      await dialog.getByRole('button', { name: 'Submit review' }).click();
      await expectToast(page, 'Your review has been added successfully!');
      const review = page.locator('section[aria-labelledby="reviews-title"] [role="group"]').filter({ hasText: comment }).first();
      await expect(review).toBeVisible();
      await expect(review.getByText('Verified client')).toBeVisible();
    });

    await test.step('edit the profile: the feedback, the new name in the header and the top bar; the feedback clears itself', async () => {
      await openHydrated(page, '/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.locator('#profile-full-name').fill('Reem Al-Dossary Khalid');
      // The page's clock stands still from here until the feedback's 3 seconds (spec 9) are run
      // through: however slow the machine, the feedback is checked before and after them.
      await page.clock.install();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const feedback = page.getByText('Profile updated successfully!');
      await expect(feedback).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Reem Al-Dossary Khalid' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account menu for Reem Al-Dossary Khalid' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      await page.clock.runFor(PROFILE_FEEDBACK_MS - 1);
      await expect(feedback).toBeVisible();
      await page.clock.runFor(1);
      await expect(feedback).toHaveCount(0);
      await page.clock.resume();
    });

    await test.step('change the password: a mismatch sends nothing, a wrong current password is refused, then it works', async () => {
      await page.getByRole('button', { name: 'Change Password' }).click();
      let passwordCalls = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/User/update-password/')) passwordCalls += 1;
      });
      await page.locator('#password-current').fill(PASSWORD);
      await page.locator('#profile-new-password').fill(NEW_PASSWORD);
      await page.locator('#profile-confirm-password').fill(`${NEW_PASSWORD}!`);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'New passwords do not match' })).toBeVisible();
      expect(passwordCalls).toBe(0);
      await page.locator('#password-current').fill('Wrong#Pass1');
      await page.locator('#profile-confirm-password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Failed to change password')).toBeVisible();
      await expect(page.getByText('The current password is incorrect')).toBeVisible();
      expect(passwordCalls).toBe(1);
      await page.locator('#password-current').fill(PASSWORD);
      await page.getByRole('button', { name: 'Update Password' }).click();
      await expect(page.getByText('Password changed successfully!')).toBeVisible();
      await expect(page.locator('[aria-controls="password-form"]')).toBeFocused();
      // The card closes (after its collapse animation) and forgets what was typed.
      await expect(page.locator('#password-current')).toHaveCount(0);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.locator('#password-current')).toHaveValue('');
      await page.getByRole('button', { name: 'Close' }).click();
      await shot(page, 'client-profile-en');
    });

    await test.step('still signed in after a reload (the session keeps the fresh token), then log out', async () => {
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('heading', { level: 1, name: 'Reem Al-Dossary Khalid' })).toBeVisible();
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      await page.goto('/profile');
      await expect(page.getByText('You are not authenticated. Please log in to view your profile.')).toBeVisible();
    });

    await test.step('the old password no longer works; the new one does', async () => {
      await openHydrated(page, '/login');
      await submitLogin(page, email, PASSWORD);
      await expect(page.locator('#login-failure').getByText('Invalid email or password')).toBeVisible();
      await submitLogin(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL('/');
    });

    await test.step('a pending booking can be cancelled from the profile', async () => {
      // The booking made above is completed (and reviewed): a second one, pending, is the newest.
      await bookThroughApi(page, main.id);
      await openHydrated(page, '/profile');
      const booking = page.locator('#my-bookings article').first();
      await booking.getByRole('button', { name: 'Cancel booking' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
      await expectToast(page, 'Booking cancelled');
      await expect(booking.getByText('Cancelled')).toBeVisible();
      await expect(booking.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
    });

    expect(unexpected(problemsOf(page))).toEqual([]);
  });
});

test.describe('a forgotten password', () => {
  test('is reset with the link the site e-mails, once', async ({ page, outbox }) => {
    const email = uniqueEmail('faisal');
    const resetMessage = 'If this address has an account, a password reset email has been sent.';

    await test.step('a confirmed account', async () => {
      await register(page, email);
      await page.goto(await outbox.pathTo(email, '/confirm-email'));
      await expect(page.getByText('Your email has been confirmed. You can now log in.').first()).toBeVisible();
    });

    await test.step('ask for the link, for this address and for an unknown one: the same answer', async () => {
      await openHydrated(page, '/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await page.locator('#forgot-email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.locator('#forgot-outcome').getByText(resetMessage)).toBeVisible();
      // An unknown address gets the same answer: the page does not tell who is registered.
      await page.locator('#forgot-email').fill(uniqueEmail('nobody'));
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.locator('#forgot-outcome').getByText(resetMessage)).toBeVisible();
    });

    const link = await outbox.pathTo(email, '/reset-password');

    await test.step("the e-mail's link sets the new password, which logs in", async () => {
      await openHydrated(page, link);
      await expect(page.locator('#reset-email')).toHaveValue(email);
      await page.locator('#reset-new-password').fill(NEW_PASSWORD);
      await page.locator('#reset-confirm-password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Password reset successfully').first()).toBeVisible();
      await page.getByRole('link', { name: 'Log in' }).click();
      await expect(page.getByText('Your password has been changed. Log in with your new password.')).toBeVisible();
      await submitLogin(page, email, NEW_PASSWORD);
      await expect(page).toHaveURL('/');
    });

    await test.step('the link is spent: opened again, it offers a new one', async () => {
      await openHydrated(page, link);
      await page.locator('#reset-new-password').fill(PASSWORD);
      await page.locator('#reset-confirm-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('This reset link is invalid, has expired or has already been used. Ask for a new link.')).toBeVisible();
    });
    expect(unexpected(problemsOf(page))).toEqual([]);
  });
});

test.describe('in Arabic', () => {
  test.use({ language: 'ar', theme: 'dark' });

  test('registers and books with Arabic messages, right to left', async ({ page, outbox }) => {
    const email = uniqueEmail('noura');

    await test.step('register', async () => {
      await openHydrated(page, '/register');
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await expect(page.getByText('الاسم الكامل مطلوب')).toBeVisible();
      await shot(page, 'client-register-errors-ar-dark');

      await page.locator('#register-full-name').fill('نورة الحربي');
      await page.locator('#register-email').fill(email);
      await page.locator('#register-password').fill(PASSWORD);
      await page.locator('#register-confirm-password').fill(PASSWORD);
      await page.locator('#register-phone').fill('0551234567');
      await page.locator('#register-accept-policies').check();
      await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
      await expect(page).toHaveURL('/login');
    });

    await test.step('confirm and log in', async () => {
      await page.goto(await outbox.pathTo(email, '/confirm-email'));
      await expect(page.getByText('تم تأكيد بريدك الإلكتروني').first()).toBeVisible();
      await openHydrated(page, '/login');
      await page.locator('#login-email').fill(email);
      await page.locator('#login-password').fill(PASSWORD);
      await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
      await expect(page).toHaveURL('/');
    });

    await test.step('the booking form explains its rules in Arabic, and books a free time from the calendar', async () => {
      await openHydrated(page, '/booking');
      await page.getByRole('button', { name: 'التالي', exact: true }).click();
      await expectToast(page, 'يرجى تصحيح الأخطاء قبل المتابعة');
      await expect(page.getByRole('alert').filter({ hasText: 'يرجى تصحيح ما يلي:' }).getByText('الخدمة: يرجى اختيار خدمة')).toBeVisible();
      await shot(page, 'client-booking-errors-ar-dark');
      // A service's month, right to left in the page's digits: the next day is to the left.
      await page.locator('#booking-serviceId').selectOption({ index: 1 });
      const grid = page.getByRole('grid');
      await expect(grid.locator('button[data-state="unknown"]')).toHaveCount(0);
      await expect(grid.locator('button').first()).toHaveText(/^[٠-٩]+$/);
      const tabbable = grid.locator('button[tabindex="0"]');
      await tabbable.focus();
      const from = (await tabbable.getAttribute('data-date'))!;
      await page.keyboard.press('ArrowLeft');
      await expect(grid.locator('button:focus')).toHaveAttribute(
        'data-date',
        new Date(Date.parse(`${from}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      );
      // Saudi time, said in the page's digits (UTC+٣), isolated left to right so "+٣" stays after "UTC".
      await expect(page.getByText(/جميع المواعيد بتوقيت السعودية \(الرياض، \u2066UTC\+٣\u2069\)/)).toBeVisible();
      // The day's last free time (the English journey takes the first one of its day).
      const slot = await chooseSlot(page, -1, 'الشهر التالي');
      await expect(page.locator('#booking-preferredTime input[type="radio"]:checked')).toHaveValue(slot.time);
      await expect(page.locator('#booking-preferredTime label:has(input:checked)')).toContainText(/[٠-٩]+:[٠-٩]{2}/);
      await shot(page, 'client-booking-pickers-ar-dark');
      await captureForReview(page.locator('#booking-slots-title').locator('..'), 'client-booking-calendar-ar-dark');
      await fillBookingAddress(page, {
        city: 'al-khobar',
        district: 'العليا',
        street: 'طريق الملك فهد',
        buildingNumber: '٢٣٤٥',
        additionalNumber: '٦٧٨٩',
        postalCode: '٣٤٤٤٧',
      });
      await page.locator('#booking-description').fill('تصميم حديقة المنزل مع نظام ري بالتنقيط');
      await page.getByRole('button', { name: 'التالي', exact: true }).click();
      const created = page.waitForRequest((r) => r.url().endsWith('/api/DemandeDeService/create'));
      await page.getByRole('button', { name: 'إرسال الحجز' }).click();
      expect((await created).postDataJSON()).toMatchObject({ slotStartsAt: saudiIso(slot.day, slot.time) });
      await expect(page).toHaveURL('/booking-confirmation');
    });
    expect(unexpected(problemsOf(page))).toEqual([]);
  });
});

test.describe('a time that fills up while the client books it', () => {
  // A visitor abroad: the times stay Saudi time and say so.
  test.use({ timezoneId: 'America/New_York' });

  test('is refused with the reason under the times, which then show it full', async ({ page, outbox }) => {
    const email = uniqueEmail('hala');
    await register(page, email);
    await page.goto(await outbox.pathTo(email, '/confirm-email'));
    await expect(page.getByText('Your email has been confirmed. You can now log in.').first()).toBeVisible();
    await openHydrated(page, '/login');
    await submitLogin(page, email, PASSWORD);
    await expect(page).toHaveURL('/');

    const [service] = (await page.evaluate(async () => (await (await fetch('/api/Services')).json()).result)) as ListedService[];
    await openHydrated(page, `/booking/${service!.id}`);
    await expect(page.getByText('Your device is set to America/New_York. The times shown are Saudi time, where the work takes place.')).toBeVisible();
    const slot = await chooseSlot(page, 1);
    await fillBookingAddress(page, { ...KHOBAR_ADDRESS, city: 'dammam', district: 'Al Faisaliyah' });
    await page.locator('#booking-description').fill('Inspect the air conditioning of a small office.');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Review your request' })).toBeVisible();

    // Meanwhile another booking takes the time's one place.
    const taken = await page.evaluate(
      async ({ serviceId, slotStartsAt }) => {
        const res = await fetch('/api/DemandeDeService/create', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            priorite: 'medium',
            preferedContactMethode: 'email',
            description: 'Booked from another tab at the same time.',
            preferedDateAndTime: slotStartsAt,
            slotStartsAt,
            location: 'Khobar',
            budget: 0,
            demandeDeServiceItems: [{ isAdditionalService: false, serviceId }],
          }),
        });
        return res.status;
      },
      { serviceId: service!.id, slotStartsAt: saudiIso(slot.day, slot.time) },
    );
    expect(taken).toBe(201);

    await page.getByRole('button', { name: 'Submit Booking' }).click();
    const times = page.locator('#booking-preferredTime');
    await expect(times.getByText('This time has just been fully booked. Please choose another one.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the following:' })).toContainText(
      'Preferred time: This time has just been fully booked',
    );
    // The month was fetched again: the time is now shown full and cannot be chosen.
    await expect(times.locator(`input[value="${slot.time}"]`)).toBeDisabled();
    await expect(page).toHaveURL(`/booking/${service!.id}`);
    await shot(page, 'client-booking-slot-full-en');
    expect(unexpected(problemsOf(page))).toEqual([]);
  });
});
