/**
 * The blog: an admin writes a bilingual post in the dashboard and publishes it, visitors read it in
 * English and Arabic (and search the blog); the dashboard's blog screens pass axe-core.
 */
import { BASE_URL, captureForReview, expect, expectToast, openHydrated, problemsOf, test } from './support/journey-fixtures';

/** A 2×2 PNG: the cover of the journey's post. */
const COVER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNk+M/AwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==', 'base64');

const unique = Date.now().toString(36);
const POST = {
  slug: `majlis-lighting-${unique}`,
  en: {
    title: `Lighting a majlis for evening guests ${unique}`,
    summary: 'Warm layers of light, dimmers and a few lamps: how we light a majlis that guests enjoy.',
    body: '## Start with warm light\n\nChoose **warm white** lamps and put the brightest light where people talk.\n\n- Dimmers on every circuit\n- Wall lamps at eye level\n\n<script>window.__stolen = document.cookie</script>\n\n[Ask us](/contact) or [this](javascript:alert(1)).',
  },
  ar: {
    title: `إضاءة المجلس لضيوف المساء ${unique}`,
    summary: 'طبقات دافئة من الضوء ومفاتيح تعتيم وبضعة مصابيح: هكذا نضيء مجلسًا يستمتع به الضيوف.',
    body: '## ابدأ بالضوء الدافئ\n\nاختر مصابيح **بيضاء دافئة** وضع أقوى إضاءة حيث يجلس الناس للحديث.\n\n- مفتاح تعتيم لكل دائرة\n- مصابيح جدارية بمستوى النظر\n\n[تواصل معنا](/contact).',
  },
};

/** Whether an <img> has loaded a picture. */
const pictureLoaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

test.describe('an admin publishes a bilingual post and visitors read it in both languages', () => {
  test('writes both versions in the dashboard, previews, adds a cover and publishes; the post is read in English and Arabic', async ({
    adminPage: page,
    openPage,
  }) => {
    await test.step('write the English version, refused until complete, and preview it', async () => {
      await openHydrated(page, '/dashboard/blog');
      await page.getByRole('link', { name: 'New article' }).click();
      await expect(page).toHaveURL('/dashboard/blog/new');

      // Refused until a version is complete: the messages stand under their fields.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Please fix the highlighted fields')).toBeVisible();
      await expect(page.getByText('Title is required')).toBeVisible();

      await page.getByRole('textbox', { name: 'Title' }).fill(POST.en.title);
      await page.getByRole('textbox', { name: 'Summary' }).fill(POST.en.summary);
      await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(POST.en.body);
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = page.getByRole('tabpanel').locator('[aria-live="polite"]');
      await expect(preview.getByRole('heading', { name: 'Start with warm light' })).toBeVisible();
      expect(await preview.innerHTML()).not.toMatch(/<script|javascript:/);
    });

    await test.step('write the Arabic version, the address, the service and the cover', async () => {
      await page.getByRole('tab', { name: /Arabic/ }).click();
      await page.getByLabel('Arabic version').check();
      await page.getByRole('textbox', { name: 'Title' }).fill(POST.ar.title);
      await page.getByRole('textbox', { name: 'Summary' }).fill(POST.ar.summary);
      await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(POST.ar.body);

      await page.getByLabel('Address (slug)').fill(POST.slug);
      await page.getByLabel('Interior Decoration & Gardens').check();
      // The same checks as the service files, before anything is sent.
      await page.getByTestId('cover-input').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
      await expect(page.getByText('brochure.pdf: the cover must be a PNG, JPEG, GIF or WebP picture')).toBeVisible();
      await page.getByTestId('cover-input').setInputFiles({ name: 'majlis.png', mimeType: 'image/png', buffer: COVER_PNG });
      await expect(page.getByText('Uploaded when you save: majlis.png')).toBeVisible();
    });

    await test.step('publish', async () => {
      await page.getByRole('button', { name: 'Publish', exact: true }).click();
      await expectToast(page, 'Article published');
      await expect(page).toHaveURL(/\/dashboard\/blog\/\d+$/);
      await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
      await expect.poll(() => page.getByRole('img', { name: 'Current cover image' }).evaluate(pictureLoaded)).toBe(true);
      await page.goto(`/dashboard/blog?search=${encodeURIComponent(POST.slug)}`);
      await expect(page.getByRole('link', { name: POST.en.title })).toBeVisible();
      expect(problemsOf(page)).toEqual([]);
    });

    for (const language of ['en', 'ar'] as const) {
      await test.step(`a visitor reads the post in ${language === 'en' ? 'English' : 'Arabic'}`, async () => {
        const reader = await openPage({ language });
        await openHydrated(reader, '/');
        // From the header to the list, newest first: the new post leads.
        await reader
          .getByRole('navigation', { name: language === 'en' ? 'Main navigation' : 'التنقل الرئيسي' })
          .getByRole('link', { name: language === 'en' ? 'Blog' : 'المدونة' })
          .click();
        await expect(reader).toHaveURL('/blog');
        await expect(reader.getByRole('heading', { level: 1, name: language === 'en' ? 'Insights and practical advice' : 'أفكار ونصائح عملية' })).toBeVisible();
        const first = reader.locator('article').first();
        await expect(first).toContainText(POST[language].title, { useInnerText: true });
        await first.getByRole('link', { name: POST[language].title }).click();
        await expect(reader).toHaveURL(`/blog/${POST.slug}`);
        await expect(reader.getByRole('heading', { level: 1, name: POST[language].title })).toBeVisible();
        const main = reader.locator('main');
        await expect(main).toContainText(language === 'en' ? 'Start with warm light' : 'ابدأ بالضوء الدافئ', { useInnerText: true });
        await expect(main).toContainText(language === 'en' ? '1 min read' : 'قراءة في دقيقة واحدة', { useInnerText: true });
        await expect(main).toContainText(language === 'en' ? 'Interior Decoration & Gardens' : 'الديكور الداخلي وتنسيق الحدائق', { useInnerText: true });
        // The cover is served through the proxy; the body's script never ran.
        await expect.poll(() => reader.locator('article img').first().evaluate(pictureLoaded)).toBe(true);
        expect(await reader.evaluate(() => (window as unknown as { __stolen?: string }).__stolen)).toBeUndefined();
        await expect(reader.locator('main a[href^="javascript:"]')).toHaveCount(0);
        // A link in the body moves within the site.
        await reader
          .locator('article')
          .getByRole('link', { name: language === 'en' ? 'Ask us' : 'تواصل معنا' })
          .first()
          .click();
        await expect(reader).toHaveURL('/contact');
        expect(problemsOf(reader)).toEqual([]);

        // The server's page of the post: its own title and the other language as alternate.
        const html = await (await reader.request.get(`/blog/${POST.slug}?lang=${language}`)).text();
        expect(html).toContain(`<title>${POST[language].title} | ${language === 'en' ? 'Khadamat' : 'خدمات'}</title>`);
        expect(html).toContain(`hreflang="${language === 'en' ? 'ar' : 'en'}" href="${BASE_URL}/blog/${POST.slug}?lang=${language === 'en' ? 'ar' : 'en'}"`);
        expect(await (await reader.request.get('/sitemap.xml')).text()).toContain(`<loc>${BASE_URL}/blog/${POST.slug}?lang=${language}</loc>`);
      });
    }
  });

  test.describe('in Arabic', () => {
    test.use({ language: 'ar' });

    test("searches the blog and pages through it in the reader's language", async ({ page }) => {
      await openHydrated(page, '/blog');
      await page.getByRole('searchbox', { name: 'ابحث في المقالات' }).fill('الحديقة');
      await page.getByRole('button', { name: 'بحث' }).click();
      await expect(page).toHaveURL('/blog?search=%D8%A7%D9%84%D8%AD%D8%AF%D9%8A%D9%82%D8%A9');
      await expect(page.getByText(/تطابق «الحديقة»/)).toBeVisible();
      await expect(page.locator('article')).not.toHaveCount(0);
      await page.getByRole('link', { name: 'مسح البحث' }).first().click();
      await expect(page).toHaveURL('/blog');
    });
  });
});

for (const language of ['en', 'ar'] as const) {
  test.describe(`the blog screens of the dashboard in ${language}`, () => {
    test.use({ language });

    test('have no serious or critical axe-core violation in the list and the editor (light and dark)', async ({ openAdminPage, axe }) => {
      const screens = ['/dashboard/blog', '/dashboard/blog/1', '/dashboard/blog/new'];
      for (const theme of ['light', 'dark'] as const) {
        await test.step(`${theme} theme`, async () => {
          // axe-core is injected as a script, which the page's Content-Security-Policy would refuse.
          const page = await openAdminPage({ theme, bypassCSP: true });
          const report: Array<{ pathname: string; violations: unknown[] }> = [];
          for (const pathname of screens) {
            await openHydrated(page, pathname);
            // The top bar carries the page's h1; the editor's language tabs show once the post is in.
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            if (pathname !== '/dashboard/blog') await expect(page.getByRole('tablist').first()).toBeVisible();
            await page.waitForLoadState('networkidle');
            report.push({ pathname, violations: await axe.seriousViolations(page) });
            await captureForReview(page, `dashboard-${pathname.slice('/dashboard/'.length).replace(/\//g, '-')}-${language}-${theme}`, { fullPage: true });
          }
          expect(report).toEqual(screens.map((pathname) => ({ pathname, violations: [] })));
          expect(problemsOf(page)).toEqual([]);
        });
      }
    });
  });
}
