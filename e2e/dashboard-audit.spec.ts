/**
 * The audit log: an admin's change is listed with who, when and what, and its changed fields show
 * before and after; the filters narrow it; Arabic reads right to left.
 */
import { BASE_URL, bookThroughApi, captureForReview, expect, openHydrated, test } from './support/journey-fixtures';

test.describe('audit log', () => {
  test("lists an admin's status move with the booking before and after, in English and Arabic", async ({ clientPage: client, openAdminPage }) => {
    const serviceId = (await (await client.request.get(`${BASE_URL}/api/Services`)).json()).result[0].id as number;
    const bookingId = await bookThroughApi(client, serviceId);

    const admin = await openAdminPage({ language: 'en' });
    const moved = await admin.request.patch(`${BASE_URL}/api/DemandeDeService/update-status/${bookingId}`, {
      headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
      data: { status: 'in_review' },
    });
    expect(moved.status()).toBe(200);

    await openHydrated(admin, '/dashboard/audit?entity=booking&period=today');
    const row = admin.locator('[data-audit]').filter({ hasText: `Booking #${bookingId}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Booking status changed');
    await expect(row).toContainText('admin@e2e.test');
    await expect(row.getByRole('link', { name: `Booking #${bookingId}` })).toHaveAttribute('href', `/dashboard/bookings?booking=${bookingId}`);
    await row.getByRole('button', { name: /Changes/ }).click();
    const dialog = admin.getByRole('dialog');
    // Fields by the labels of the screens that show them, values in words, times in Saudi time (issue 32 item 11).
    const status = dialog.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Status', exact: true }) });
    await expect(status).toContainText('Pending');
    await expect(status).toContainText('In review');
    const changed = dialog.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: 'Last change', exact: true }) });
    await expect(changed).toContainText(/\d{1,2}:\d{2}\s?[AP]M/);
    await expect(dialog).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await expect(dialog.getByRole('rowheader', { name: 'updatedAt' })).toHaveCount(0);
    await captureForReview(admin, 'dashboard-audit-changes-en');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The change filter: a kind of change that did not happen to this booking lists nothing for it.
    await openHydrated(admin, '/dashboard/audit?entity=booking&action=booking.status');
    await expect(admin.locator('[data-audit]').filter({ hasText: `Booking #${bookingId}` })).toHaveCount(1);
    await openHydrated(admin, '/dashboard/audit?entity=quote');
    await expect(admin.locator('[data-audit]').filter({ hasText: `Booking #${bookingId}` })).toHaveCount(0);

    const arabic = await openAdminPage({ language: 'ar', theme: 'dark' });
    await openHydrated(arabic, '/dashboard/audit?entity=booking&action=booking.status&period=today');
    await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(arabic.locator('[data-audit]').first()).toContainText('تغيير حالة حجز');
    await arabic.locator('[data-audit]').first().getByRole('button').click();
    const arabicStatus = arabic
      .getByRole('dialog')
      .getByRole('row')
      .filter({ has: arabic.getByRole('rowheader', { name: 'الحالة', exact: true }) });
    await expect(arabicStatus).toContainText('قيد الانتظار');
    await expect(arabicStatus).toContainText('قيد المراجعة');
    await expect(arabic.getByRole('dialog')).not.toContainText(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    await captureForReview(arabic, 'dashboard-audit-ar-dark');
  });
});
