/**
 * The dashboard's notices: a new booking shows under the bell in the top bar, unread; opening it
 * goes to the booking and marks it read; an admin can turn the notices' e-mails off in the settings.
 */
import { BASE_URL, bookThroughApi, captureForReview, expect, openHydrated, test } from './support/journey-fixtures';

test.describe('dashboard notices', () => {
  test('a new booking is unread under the bell; opening it shows the booking and marks it read', async ({ clientPage: client, openAdminPage }) => {
    const serviceId = (await (await client.request.get(`${BASE_URL}/api/Services`)).json()).result[0].id as number;
    const bookingId = await bookThroughApi(client, serviceId);

    const admin = await openAdminPage({ language: 'en' });
    // Other journeys book meanwhile: this booking's notice is found by its booking, not by its place.
    const listed = await admin.request.get(`${BASE_URL}/api/Notices?page=1&pageSize=50`);
    const ours = ((await listed.json()).result.items as Array<{ id: number; kind: string; entityId: number; read: boolean }>).find(
      (n) => n.kind === 'booking' && n.entityId === bookingId,
    );
    expect(ours?.read).toBe(false);
    await openHydrated(admin, '/dashboard');
    const bell = admin.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const menu = admin.getByRole('menu', { name: 'Notifications' });
    const item = menu.locator(`[data-notice="${ours!.id}"]`);
    await expect(item).toContainText('New booking · Unread');
    // The menu fades in: the picture waits until it has.
    await expect(admin.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    await captureForReview(admin, 'dashboard-notices-en');
    const notice = ours!.id;
    await item.click();
    await expect(admin).toHaveURL(`/dashboard/bookings?booking=${bookingId}`);
    await expect(admin.getByRole('dialog')).toContainText(`#${bookingId}`);

    const list = await admin.request.get(`${BASE_URL}/api/Notices?page=1&pageSize=50`);
    const read = ((await list.json()).result.items as Array<{ id: number; read: boolean }>).find((n) => n.id === notice);
    expect(read?.read).toBe(true);

    // Arabic: the bell names itself in Arabic and the menu opens from the inline end.
    const arabic = await openAdminPage({ language: 'ar', theme: 'dark' });
    await openHydrated(arabic, '/dashboard');
    await arabic.getByRole('button', { name: /^الإشعارات/ }).click();
    await expect(arabic.getByRole('menu', { name: 'الإشعارات' })).toContainText('حجز جديد');
    await expect(arabic.locator('.MuiMenu-paper')).toHaveCSS('opacity', '1');
    await captureForReview(arabic, 'dashboard-notices-ar-dark');
  });

  test("turns the notices' e-mails off and on in the settings", async ({ openAdminPage }) => {
    const admin = await openAdminPage({ language: 'en' });
    await openHydrated(admin, '/dashboard/settings');
    const choice = admin.getByRole('switch', { name: 'Send me these e-mails' });
    await expect(choice).toBeChecked();
    await choice.click();
    await expect(choice).not.toBeChecked();
    const saved = await admin.request.get(`${BASE_URL}/api/Notices/preferences`);
    expect((await saved.json()).result).toEqual({ emails: false });
    await choice.click();
    await expect(choice).toBeChecked();
    expect((await (await admin.request.get(`${BASE_URL}/api/Notices/preferences`)).json()).result).toEqual({ emails: true });
  });
});
