/**
 * Messages per booking (issue 27 item 6): the client sends a photo from their bookings, the admin
 * reads it in the booking's details and answers with a photo; each sees the other's photo, and the
 * unread counts in the top bars and on the booking go up and back to nothing as each reads. A client
 * who is not the booking's cannot reach the thread (404 from the provider, as for any booking not theirs).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Service } from '../shared/types/service';
import type { UnreadMessages } from '../shared/types/booking-message';
import { BASE_URL, bookThroughApi, captureForReview, expect, expectToast, openHydrated, problemsOf, signIn, test } from './support/journey-fixtures';

const CLIENT_PHOTO = path.resolve(import.meta.dirname, '..', 'client', 'public', 'og-image.jpg');
const ADMIN_PHOTO = path.resolve(import.meta.dirname, '..', 'client', 'public', 'images', 'hero-1-480.webp');

async function firstServiceId(page: Page): Promise<number> {
  const services = (await (await page.request.get(`${BASE_URL}/api/Services`)).json()) as { result: Service[] };
  return services.result[0]!.id;
}

async function unreadOf(page: Page, bookingId: number): Promise<number> {
  const answer = (await (await page.request.get(`${BASE_URL}/api/BookingMessages/unread`)).json()) as { result: UnreadMessages };
  return answer.result.bookings.find((b) => b.bookingId === bookingId)?.unread ?? 0;
}

/** Every photo of the thread has loaded (through the web server's /api, with the reader's session). */
async function expectPhotosShown(page: Page, scope: ReturnType<Page['locator']>, count: number): Promise<void> {
  const photos = scope.locator('[data-testid="booking-message"] img');
  await expect(photos).toHaveCount(count);
  await expect
    .poll(() => photos.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

const bookingCard = (page: Page, id: number) => page.locator('#my-bookings article', { has: page.locator(`#booking-${id}-title`) });

test.use({ viewport: { width: 1366, height: 900 } });

test('the client sends a photo about a booking, the admin answers with one, both see both and the unread counts follow', async ({
  clientPage,
  adminPage,
  openPage,
  newClient,
}) => {
  const bookingId = await bookThroughApi(clientPage, await firstServiceId(clientPage));

  await test.step('the client writes with a photo from their bookings', async () => {
    await openHydrated(clientPage, '/profile');
    const card = bookingCard(clientPage, bookingId);
    await card.getByTestId('booking-messages-button').click();
    const dialog = clientPage.getByRole('dialog', { name: /Messages about booking/ });
    await expect(dialog.getByText('No messages yet.')).toBeVisible();
    // Sending nothing is refused in the form, with the reason.
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Write a message or attach a photo or PDF')).toBeVisible();
    await dialog.getByLabel('Your message').fill('Here is the damp wall in the kitchen.');
    await dialog.getByTestId('message-files').setInputFiles(CLIENT_PHOTO);
    await expect(dialog.getByTestId('picked-files')).toContainText('og-image.jpg');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expectToast(clientPage, 'Message sent');
    await expect(dialog.getByTestId('booking-message')).toHaveCount(1);
    await expectPhotosShown(clientPage, dialog, 1);
    await captureForReview(clientPage, 'booking-messages-client-en-light-1366');
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('the admin sees the unread message in the top bar, reads it in the booking and answers with a photo', async () => {
    expect(await unreadOf(adminPage, bookingId)).toBe(1);
    await openHydrated(adminPage, '/dashboard/bookings');
    await expect(adminPage.getByTestId('unread-messages')).toHaveAccessibleName(/Booking messages: \d+ unread/);
    await openHydrated(adminPage, `/dashboard/bookings?booking=${bookingId}`);
    const dialog = adminPage.getByRole('dialog');
    const thread = dialog.getByTestId('booking-thread');
    await expect(thread.getByTestId('booking-message')).toContainText('Here is the damp wall in the kitchen.');
    await expectPhotosShown(adminPage, thread, 1);
    // Reading it is marking it read.
    await expect.poll(() => unreadOf(adminPage, bookingId)).toBe(0);
    await thread.getByLabel('Your message').fill('Thank you. Is this the colour you want?');
    await thread.getByTestId('message-files').setInputFiles(ADMIN_PHOTO);
    await thread.getByRole('button', { name: 'Send' }).click();
    await expectToast(adminPage, 'Message sent');
    await expect(thread.getByTestId('booking-message')).toHaveCount(2);
    await expectPhotosShown(adminPage, thread, 2);
    await thread.getByTestId('booking-message').last().scrollIntoViewIfNeeded();
    await captureForReview(adminPage, 'booking-messages-admin-en-light-1366');
  });

  await test.step("the client's top bar and booking show the answer as unread, until they read it", async () => {
    await openHydrated(clientPage, '/profile');
    await expect(clientPage.getByTestId('unread-messages')).toHaveAccessibleName('Booking messages: 1 unread');
    const card = bookingCard(clientPage, bookingId);
    await expect(card.getByTestId('booking-messages-button')).toHaveText(/Messages \(1 unread\)/);
    // The top bar leads to the thread with the news.
    await clientPage.getByTestId('unread-messages').click();
    await expect(clientPage).toHaveURL(new RegExp(`/profile\\?thread=${bookingId}$`));
    const dialog = clientPage.getByRole('dialog', { name: /Messages about booking/ });
    await expect(dialog.getByText('New messages')).toBeVisible();
    await expect(dialog.getByTestId('booking-message').last()).toContainText('Is this the colour you want?');
    await expectPhotosShown(clientPage, dialog, 2);
    await expect.poll(() => unreadOf(clientPage, bookingId)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // (Read once the dialog is closed: a modal hides the rest of the page from assistive technology.)
    await expect(clientPage.getByTestId('unread-messages')).toHaveAccessibleName('Booking messages');
    await expect(card.getByTestId('booking-messages-button')).toHaveText('Messages');
    expect(problemsOf(clientPage)).toEqual([]);
  });

  await test.step('another client cannot reach the thread or its photos: the provider answers 404, as for any booking not theirs', async () => {
    const stranger = await newClient('Fahad Al-Qahtani');
    const page = await openPage();
    await signIn(page, stranger);
    const thread = await page.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/messages`);
    expect(thread.status()).toBe(404);
    const fileUrl = (
      (await (await clientPage.request.get(`${BASE_URL}/api/DemandeDeService/${bookingId}/messages`)).json()) as {
        result: { messages: Array<{ attachments: Array<{ fileUrl: string }> }> };
      }
    ).result.messages[0]!.attachments[0]!.fileUrl;
    expect((await page.request.get(`${BASE_URL}/api${fileUrl}`)).status()).toBe(404);
    await openHydrated(page, `/profile?thread=${bookingId}`);
    await expect(page.getByRole('dialog').getByText('Booking not found')).toBeVisible();
    await expect(page.getByRole('dialog').getByTestId('booking-message')).toHaveCount(0);
  });
});

test.describe('in Arabic, on a phone, in the dark theme', () => {
  test.use({ language: 'ar', theme: 'dark', viewport: { width: 390, height: 844 } });

  test('the thread reads right to left and fills the screen', async ({ clientPage, openAdminPage }) => {
    const bookingId = await bookThroughApi(clientPage, await firstServiceId(clientPage));
    const admin = await openAdminPage();
    const sent = await admin.request.post(`${BASE_URL}/api/DemandeDeService/${bookingId}/messages`, {
      headers: { Origin: BASE_URL },
      multipart: { body: 'مرحبًا، هذه صورة لعيّنة اللون المقترح.', files: { name: 'sample.webp', mimeType: 'image/webp', buffer: fs.readFileSync(ADMIN_PHOTO) } },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await openHydrated(clientPage, `/profile?thread=${bookingId}`);
    const dialog = clientPage.getByRole('dialog', { name: /الرسائل بشأن الحجز/ });
    await expect(dialog.getByTestId('booking-message')).toContainText('عيّنة اللون');
    await expectPhotosShown(clientPage, dialog, 1);
    await expect(clientPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await captureForReview(clientPage, 'booking-messages-client-ar-dark-390');
  });
});
