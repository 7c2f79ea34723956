import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newContext, SCREENSHOTS, waitForHydration, watchProblems } from './support/browser';
import { waitForMailLink } from './support/outbox';

const PASSWORD = 'Garden#2026';
const NEW_PASSWORD = 'Villa#2027x';

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
/** Problems of a page, without the console lines Chromium writes for answers the journey expects (400, 409). */
const unexpected = (errors: string[]) => errors.filter((error) => !/Failed to load resource: the server responded with a status of (400|409)/.test(error));
const toast = (page: Page, text: string | RegExp) => page.locator('.Toastify__toast').filter({ hasText: text }).first();

async function logIn(page: Page, email: string, password: string) {
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Tomorrow in the browser's calendar, as the date input takes it. */
function tomorrow(page: Page): Promise<string> {
  return page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() + 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
}

async function register(page: Page, email: string) {
  await page.goto(`${BASE_URL}/register`);
  await waitForHydration(page);
  await page.locator('#register-full-name').fill('Reem Al-Dossary');
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill(PASSWORD);
  await page.locator('#register-confirm-password').fill(PASSWORD);
  await page.locator('#register-phone').fill('0551234567');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${BASE_URL}/login`);
}

describe('a new client, from registration to a booking and back', () => {
  it('registers, confirms the e-mail from the outbox, books through both steps, follows the booking, reviews the service, changes profile and password, and logs in again', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const email = uniqueEmail('reem');

    // Register: the rules run before anything is sent, and the password rules tick off as typed.
    await page.goto(`${BASE_URL}/register`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Phone number is required').waitFor();
    await page.locator('#register-password').fill('garden');
    await page.locator('#register-password-rules li').filter({ hasText: 'lowercase' }).filter({ hasText: '(done)' }).waitFor();
    expect(await page.locator('#register-password-rules li').filter({ hasText: '(not yet)' }).count()).toBe(4);
    await page.locator('#register-confirm-password').fill('other');
    await page.locator('#register-phone').click();
    await page.getByText('Passwords must match').waitFor();
    await shot(page, 'client-register-errors-en');

    await page.locator('#register-full-name').fill('Reem Al-Dossary');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirm-password').fill(PASSWORD);
    await page.locator('#register-phone').fill('0551234567');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    expect(await page.locator('#register-password').getAttribute('type')).toBe('text');
    const registered = page.waitForRequest((r) => r.url().endsWith('/api/Auth/register') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Create account' }).click();
    const payload = (await registered).postDataJSON() as Record<string, unknown>;
    expect(payload).toMatchObject({ fullName: 'Reem Al-Dossary', email, phoneNumber: '0551234567', typeUser: 3 });
    expect(payload.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Success goes to /login, which asks for the confirmation first and has the address filled in.
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor();
    expect(await page.locator('#login-email').inputValue()).toBe(email);
    await shot(page, 'client-registered-login-en');

    // The same address again: answered exactly like a new registration (the page does not tell
    // who is registered); the owner hears of it by e-mail, with the way to a new password.
    await page.goto(`${BASE_URL}/register`);
    await waitForHydration(page);
    await page.locator('#register-full-name').fill('Someone Else');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirm-password').fill(PASSWORD);
    await page.locator('#register-phone').fill('0551234567');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByText(`We sent a confirmation link to ${email}`).waitFor();
    expect(await page.locator('#register-failure').count()).toBe(0);
    expect(new URL(await waitForMailLink(email, '/forgot-password')).searchParams.get('email')).toBe(email);

    // Confirm the e-mail with the link the site wrote to the outbox.
    const link = await waitForMailLink(email, '/confirm-email');
    await page.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
    await page.getByText('Your email has been confirmed. You can now log in.').first().waitFor();
    await shot(page, 'client-email-confirmed-en');
    // A link works once: opened again, it offers a new one.
    const again = await context.newPage();
    await again.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
    await again.getByText('This confirmation link is invalid, has expired or has already been used.').waitFor();
    expect(await again.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(`/resend-confirmation?email=${encodeURIComponent(email)}`);
    await again.close();

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    expect(await page.locator('#login-email').inputValue()).toBe(email);
    await logIn(page, email, PASSWORD);
    await page.waitForURL(`${BASE_URL}/`);
    await toast(page, 'Login successful').waitFor();

    // Book the first service of the list through both steps.
    const services = (await page.evaluate(async () => (await (await fetch('/api/Services')).json()).result)) as Array<{
      id: number;
      title: string;
      price: number;
    }>;
    const [main, extra] = services;
    // From the service's page, as a client finds it.
    await page.goto(`${BASE_URL}/services/${main!.id}`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Book Now' }).first().click();
    await page.waitForURL(`${BASE_URL}/booking/${main!.id}`);
    await page.locator('#booking-serviceId').waitFor();
    expect(await page.locator('#booking-serviceId').inputValue()).toBe(String(main!.id));
    expect(await page.locator('#booking-price').inputValue()).toMatch(/SAR/);
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    expect(await page.locator('#booking-preferredDate').getAttribute('min')).toBe(today);

    await page.getByRole('button', { name: 'Next' }).click();
    await toast(page, 'Please fix the errors before continuing').waitFor();
    const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following:' });
    await summary.getByText('Preferred date: Date is required').waitFor();
    await summary.getByText('Location: Location is required').waitFor();
    await summary.getByText('Description: Description is required').waitFor();
    await shot(page, 'client-booking-errors-en');

    // Editing a field clears its error at once; the others stay until the next attempt.
    await page.locator('#booking-location').fill('Al Khobar, Al Olaya district');
    await summary.getByText('Location: Location is required').waitFor({ state: 'detached' });
    await summary.getByText('Preferred date: Date is required').waitFor();
    await page.locator('#booking-preferredDate').fill(await tomorrow(page));
    await page.locator('#booking-preferredTime').fill('10:30');
    // A reload (or a session that ended mid-booking) keeps what was typed in this tab.
    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => (document.getElementById('booking-location') as HTMLInputElement | null)?.value === 'Al Khobar, Al Olaya district');
    expect(await page.locator('#booking-preferredTime').inputValue()).toBe('10:30');
    await page.locator('#booking-description').fill('  too short ');
    await page.getByRole('button', { name: 'Next' }).click();
    await summary.getByText('Description: Description too short (minimum 10 characters)').waitFor();

    // The counter is a real limit: typing past 500 characters stops at 500.
    await page.locator('#booking-description').fill('');
    await page.locator('#booking-description').focus();
    await page.keyboard.insertText('x'.repeat(520));
    expect((await page.locator('#booking-description').inputValue()).length).toBe(500);
    await page.getByText('500/500').waitFor();
    const description = 'Please redesign our villa garden with drip irrigation and shaded seating.';
    await page.locator('#booking-description').fill(description);
    if (extra) await page.getByRole('checkbox', { name: extra.title }).check();
    await page.getByRole('radio', { name: 'Urgent' }).check();
    await page.getByRole('radio', { name: 'WhatsApp' }).check();
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2 shows everything; Previous keeps what was typed.
    await page.getByRole('heading', { name: 'Review your request' }).waitFor();
    // Focus moves to the new step (the Next button that was pressed is gone).
    await page.waitForFunction(() => document.activeElement?.id === 'booking-review-title');
    await page.getByText(description).waitFor();
    await page.getByText(/at 10:30 AM$/).waitFor();
    await page.getByText('0551234567').waitFor();
    await shot(page, 'client-booking-review-en');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.locator('#booking-location').inputValue()).toBe('Al Khobar, Al Olaya district');
    await page.getByRole('button', { name: 'Next' }).click();

    const created = page.waitForRequest((r) => r.url().endsWith('/api/DemandeDeService/create'));
    await page.getByRole('button', { name: 'Submit Booking' }).click();
    const body = (await created).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      priorite: 'high',
      preferedContactMethode: 'whatsapp',
      description,
      location: 'Al Khobar, Al Olaya district',
      budget: main!.price,
      demandeDeServiceItems: [{ isAdditionalService: false, serviceId: main!.id }, ...(extra ? [{ isAdditionalService: true, serviceId: extra.id }] : [])],
    });
    // 10:30 where the work happens (Riyadh, UTC+3), on the chosen day.
    expect(body.preferedDateAndTime).toBe(new Date(`${await tomorrow(page)}T10:30:00+03:00`).toISOString());

    await page.waitForURL(`${BASE_URL}/booking-confirmation`);
    await toast(page, 'Booking submitted successfully').waitFor();
    await page.getByRole('heading', { name: 'Thank you for your booking!' }).waitFor();
    await page.getByText(/Your booking number: \d+/).waitFor();
    await page.getByText('If you have not heard from us within 48 hours, please contact us directly.').waitFor();
    await shot(page, 'client-booking-confirmation-en');

    // The booking on the profile, with its status.
    await page.getByRole('link', { name: 'View my bookings' }).click();
    await page.waitForURL(`${BASE_URL}/profile#my-bookings`);
    const booking = page.locator('#my-bookings article').first();
    await booking.getByText(main!.title).waitFor();
    await booking.getByText('Pending').waitFor();
    if (extra) await booking.getByText(`+ ${extra.title}`).waitFor();

    // Review the booked service and see the review on its page.
    await page.goto(`${BASE_URL}/services/${main!.id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add Your Review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Your Review' });
    // The fifth star, clicked as a person would (the radio itself sits under its star).
    await dialog.locator('label[for$="-rating-5"]').click();
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    const comment = `Careful planning and a tidy handover (${Date.now()}).`;
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await toast(page, 'Your review has been added successfully!').waitFor();
    await page.locator('section[aria-labelledby="reviews-title"]').getByText(comment).first().waitFor();
    await page.goto(`${BASE_URL}/profile`);
    await waitForHydration(page);

    // Edit the profile: Save Changes, the feedback, the new name in the header and the top bar.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.locator('#profile-full-name').fill('Reem Al-Dossary Khalid');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Reem Al-Dossary Khalid' }).waitFor();
    await page.getByRole('button', { name: 'Account menu for Reem Al-Dossary Khalid' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    // Feedback clears itself after 3 seconds (spec 9).
    await page.getByText('Profile updated successfully!').waitFor({ state: 'detached', timeout: 6000 });

    // Change the password: a mismatch sends nothing, a wrong current password is refused, then it works.
    await page.getByRole('button', { name: 'Change Password' }).click();
    let passwordCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/User/update-password/')) passwordCalls += 1;
    });
    await page.locator('#password-current').fill(PASSWORD);
    await page.locator('#profile-new-password').fill(NEW_PASSWORD);
    await page.locator('#profile-confirm-password').fill(`${NEW_PASSWORD}!`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'New passwords do not match' }).waitFor();
    expect(passwordCalls).toBe(0);
    await page.locator('#password-current').fill('Wrong#Pass1');
    await page.locator('#profile-confirm-password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Failed to change password').waitFor();
    await page.getByText('The current password is incorrect').waitFor();
    expect(passwordCalls).toBe(1);
    await page.locator('#password-current').fill(PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Password changed successfully!').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-controls') === 'password-form');
    // The card closes (after its collapse animation) and forgets what was typed.
    await page.locator('#password-current').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Change Password' }).click();
    expect(await page.locator('#password-current').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Close' }).click();
    await shot(page, 'client-profile-en');

    // Still signed in after a reload (the session keeps the fresh token), then log out.
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: 'Reem Al-Dossary Khalid' }).waitFor();
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${BASE_URL}/`);
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    await page.goto(`${BASE_URL}/profile`);
    await page.getByText('You are not authenticated. Please log in to view your profile.').waitFor();

    // The old password no longer works; the new one does.
    await page.goto(`${BASE_URL}/login`);
    await waitForHydration(page);
    await logIn(page, email, PASSWORD);
    await page.locator('#login-failure').getByText('Invalid email or password').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${BASE_URL}/`);

    // A pending booking can be cancelled from the profile.
    await page.goto(`${BASE_URL}/profile`);
    await waitForHydration(page);
    await page.locator('#my-bookings article').first().getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
    await toast(page, 'Booking cancelled').waitFor();
    await page.locator('#my-bookings article').first().getByText('Cancelled').waitFor();
    expect(await page.locator('#my-bookings article').first().getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);

    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });
});

describe('a forgotten password', () => {
  it('is reset with the link the site e-mails, once', async () => {
    const context = await newContext(browser, { language: 'en' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    const email = uniqueEmail('faisal');
    await register(page, email);
    await page.goto((await waitForMailLink(email, '/confirm-email')).replace(/^https?:\/\/[^/]+/, BASE_URL));
    await page.getByText('Your email has been confirmed. You can now log in.').first().waitFor();

    await page.goto(`${BASE_URL}/forgot-password`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();
    await page.locator('#forgot-email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('#forgot-outcome').getByText('If this address has an account, a password reset email has been sent.').waitFor();
    // An unknown address gets the same answer: the page does not tell who is registered.
    await page.locator('#forgot-email').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('#forgot-outcome').getByText('If this address has an account, a password reset email has been sent.').waitFor();

    const link = (await waitForMailLink(email, '/reset-password')).replace(/^https?:\/\/[^/]+/, BASE_URL);
    await page.goto(link);
    await waitForHydration(page);
    expect(await page.locator('#reset-email').inputValue()).toBe(email);
    await page.locator('#reset-new-password').fill(NEW_PASSWORD);
    await page.locator('#reset-confirm-password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password reset successfully').first().waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByText('Your password has been changed. Log in with your new password.').waitFor();
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${BASE_URL}/`);

    // The link is spent: opened again, it offers a new one.
    await page.goto(link);
    await waitForHydration(page);
    await page.locator('#reset-new-password').fill(PASSWORD);
    await page.locator('#reset-confirm-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('This reset link is invalid, has expired or has already been used. Ask for a new link.').waitFor();
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });
});

describe('in Arabic', () => {
  it('registers and books with Arabic messages, right to left', async () => {
    const context = await newContext(browser, { language: 'ar', theme: 'dark' });
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(`${BASE_URL}/register`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.getByText('الاسم الكامل مطلوب').waitFor();
    await shot(page, 'client-register-errors-ar-dark');

    const email = uniqueEmail('noura');
    await page.locator('#register-full-name').fill('نورة الحربي');
    await page.locator('#register-email').fill(email);
    await page.locator('#register-password').fill(PASSWORD);
    await page.locator('#register-confirm-password').fill(PASSWORD);
    await page.locator('#register-phone').fill('0551234567');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.goto((await waitForMailLink(email, '/confirm-email')).replace(/^https?:\/\/[^/]+/, BASE_URL));
    await page.getByText('تم تأكيد بريدك الإلكتروني').first().waitFor();
    await page.goto(`${BASE_URL}/login`);
    await waitForHydration(page);
    await page.locator('#login-email').fill(email);
    await page.locator('#login-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/`);

    await page.goto(`${BASE_URL}/booking`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'التالي' }).click();
    await toast(page, 'يرجى تصحيح الأخطاء قبل المتابعة').waitFor();
    await page.getByRole('alert').filter({ hasText: 'يرجى تصحيح ما يلي:' }).getByText('الخدمة: يرجى اختيار خدمة').waitFor();
    await shot(page, 'client-booking-errors-ar-dark');
    expect(unexpected(problems.errors)).toEqual([]);
    await context.close();
  });
});
