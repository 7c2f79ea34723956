/**
 * The shell every public page shares: the home page rendered by the server and hydrated in both
 * languages and themes, the language and theme toggles, the top bar, the 404 page and the phone menu.
 */
import { captureForReview, expect, expectHydrated, openHydrated, problemsOf, test } from './support/journey-fixtures';

for (const [language, theme] of [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
] as const) {
  test.describe(`home page in ${language}, ${theme} theme`, () => {
    test.use({ language, theme });

    test('renders on the server, hydrates without warnings or errors, and looks right', async ({ page }) => {
      const response = await page.goto('/', { waitUntil: 'load' });
      expect(response?.status()).toBe(200);

      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      // No theme cookie: the system preference decides before the first paint.
      await expect(html).toHaveAttribute('data-color-scheme', theme);
      await expectHydrated(page);

      await expect(page.locator('body')).toHaveCSS('background-color', theme === 'dark' ? 'rgb(14, 21, 20)' : 'rgb(247, 248, 246)');
      await expect(page.locator('header nav a').first()).toHaveText(language === 'ar' ? 'الرئيسية' : 'Home');

      await captureForReview(page, `home-${language}-${theme}`, { fullPage: true });
      expect(problemsOf(page)).toEqual([]);
    });
  });
}

test.describe('shell behaviour', () => {
  test('keeps the footer digits choice clicked before the footer is interactive (issue 32 item 8)', async ({ page }) => {
    // The footer's code loads when the visitor first touches it: held back here until the click is made.
    let release = () => {};
    const footerMayLoad = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/footer[^/]*\.js(\?|$)/, async (route) => {
      await footerMayLoad;
      await route.continue();
    });
    await openHydrated(page, '/about?lang=ar');
    const footerRequested = page.waitForRequest(/\/footer[^/]*\.js(\?|$)/);
    await page.locator('footer input[name="numerals"][value="latn"]').check({ force: true });
    await footerRequested;
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'numerals')).toBeUndefined();
    release();
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'numerals')?.value).toBe('latn');
    await page.unrouteAll();
    await expectHydrated(page);
    await expect(page.locator('footer input[name="numerals"][value="latn"]')).toBeChecked();
  });

  test('switches language with the toggle and keeps the choice', async ({ page }) => {
    await openHydrated(page, '/about');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Change language to العربية' }).first().click()]);
    await expectHydrated(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    expect(problemsOf(page)).toEqual([]);
  });

  test('switches theme with the toggle and renders the choice on the next visit', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByTestId('theme-toggle').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'theme')?.value).toBe('dark');
    const response = await page.goto('/services');
    expect(await response?.text()).toMatch(/<html lang="en" dir="ltr" data-color-scheme="dark">/);
  });

  test('turns the top bar solid after 20 px of scroll', async ({ page }) => {
    await openHydrated(page, '/');
    const bar = page.locator('header').first();
    await expect(bar).toHaveAttribute('data-solid', 'false');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 200);
    });
    await expect(bar).toHaveAttribute('data-solid', 'true');
  });

  test('shows a real 404 page for an unknown path, with the header', async ({ page }) => {
    const response = await openHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(problemsOf(page).filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('opens the phone menu with the same links, including Login and Register', async ({ openPage }) => {
    const page = await openPage({ language: 'ar', viewport: { width: 390, height: 900 } });
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    // The panel's code loads on the first open. The six pages of the header (the spec's five and
    // the blog), Login and Register.
    await expect(page.locator('#mobile-navigation a')).toHaveCount(8);
    await captureForReview(page, 'home-ar-phone-menu');
  });
});
