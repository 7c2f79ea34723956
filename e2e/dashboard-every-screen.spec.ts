/**
 * Every screen of the admin dashboard in English and Arabic, light and dark: no console errors, no
 * serious accessibility violation, captured for review; and the side navigation as a drawer on a
 * phone, from the inline start in both directions.
 */
import { captureForReview, expect, openHydrated, problemsOf, test } from './support/journey-fixtures';

// The dashboard at its usual width; axe-core is injected as a script, which the page's
// Content-Security-Policy would refuse.
test.use({ viewport: { width: 1366, height: 900 }, bypassCSP: true });

const SCREENS = [
  '/dashboard',
  '/dashboard/employees',
  '/dashboard/services',
  '/dashboard/bookings',
  // The calendar: week of bookings by status (colour and words), in both languages and themes.
  '/dashboard/calendar',
  '/dashboard/availability',
  '/dashboard/quotes',
  // The quote form: line names in both languages, valid-until as a day list on Arabic pages.
  '/dashboard/quotes/create',
  '/dashboard/invoices',
  '/dashboard/e-invoicing',
  '/dashboard/rates',
  '/dashboard/messages',
  '/dashboard/normal-users',
  '/dashboard/content',
  '/dashboard/profile',
  '/dashboard/settings',
  '/dashboard/audit',
  // Issue 28: the data requests queue and the policies' versions.
  '/dashboard/data-requests',
  '/dashboard/content/policies',
];
const shotName = (screen: string) => (screen === '/dashboard' ? 'overview' : screen.slice('/dashboard/'.length).replaceAll('/', '-'));

test.describe('every screen in English and Arabic, light and dark', () => {
  for (const [language, theme] of [
    ['en', 'light'],
    ['en', 'dark'],
    ['ar', 'light'],
    ['ar', 'dark'],
  ] as const) {
    test(`${language} ${theme}: renders without console errors or serious accessibility violations`, async ({ openAdminPage, axe }) => {
      const page = await openAdminPage({ language, theme });
      for (const screen of SCREENS) {
        await test.step(screen, async () => {
          await openHydrated(page, screen);
          await page.waitForLoadState('networkidle');
          await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
          // Every entry of the side navigation, the last (Settings) too, in view on a 1366×900 laptop (issue 32 item 24).
          await expect(
            page
              .getByRole('navigation', { name: language === 'ar' ? 'تنقّل لوحة التحكم' : 'Dashboard navigation' })
              .getByRole('link')
              .last(),
          ).toBeInViewport({ ratio: 1 });
          await captureForReview(page, `dashboard-${shotName(screen)}-${language}-${theme}`, { fullPage: true });
          if (theme === 'light') expect({ screen, violations: await axe.seriousViolations(page) }).toEqual({ screen, violations: [] });
        });
      }
      expect(problemsOf(page)).toEqual([]);
    });
  }

  for (const language of ['en', 'ar'] as const) {
    test(`${language} at 390 px: the side navigation is a drawer from the inline start`, async ({ openAdminPage }) => {
      const page = await openAdminPage({ language, viewport: { width: 390, height: 900 } });
      await openHydrated(page, '/dashboard/rates');
      await expect(page.getByRole('navigation', { name: language === 'ar' ? 'تنقّل لوحة التحكم' : 'Dashboard navigation' })).toBeHidden();
      await page.getByRole('button', { name: language === 'ar' ? 'فتح قائمة التنقّل' : 'Open navigation' }).click();
      const drawer = page.locator('#dashboard-navigation .MuiDrawer-paper');
      // The drawer slides in: its inline-start edge ends at the screen's (right in Arabic, left in English).
      const startEdge = async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(language === 'ar' ? box.x + box.width : box.x);
      };
      await expect.poll(startEdge).toBe(language === 'ar' ? 390 : 0);
      await captureForReview(page, `dashboard-drawer-${language}-390`);
      await drawer.getByRole('link', { name: language === 'ar' ? 'الرسائل' : 'Messages' }).click();
      await expect(page).toHaveURL('/dashboard/messages');
      await expect(drawer).toHaveCount(0);
    });
  }
});
