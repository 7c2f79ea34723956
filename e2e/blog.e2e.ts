import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { ADMIN_EMAIL, ADMIN_PASSWORD, toast } from './support/dashboard';
import { waitForMailLink } from './support/outbox';
import { BASE_URL, launchBrowser, localeContext, logIn, readToTheEnd, SCREENSHOTS, until, waitForHydration, watchProblems } from './support/browser';

/** A 2×2 PNG: the cover of the journey's post. */
const COVER_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNk+M/AwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==', 'base64');

type Language = 'en' | 'ar';
const context = (language: Language, options?: BrowserContextOptions) => localeContext(browser, language, options);

let browser: Browser;
beforeAll(async () => {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A call to the web server's /api with the page's session, as the dashboard's screens make it. */
async function api(page: Page, method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, data?: unknown) {
  const response = await page.request.fetch(`${BASE_URL}/api${url}`, {
    method,
    headers: { Origin: BASE_URL, 'Accept-Language': 'en' },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as { isSuccess: boolean; result: unknown; message: string };
  return { status: response.status(), ...body };
}

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

describe('an admin publishes a bilingual post and visitors read it in both languages', () => {
  it('writes both versions in the dashboard, previews, adds a cover and publishes; the post is read in English and Arabic', async () => {
    const admin = await context('en');
    const page = await admin.newPage();
    const adminProblems = watchProblems(page);
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`${BASE_URL}/dashboard/blog`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard/blog/new`);

    // Refused until a version is complete: the messages stand under their fields.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Please fix the highlighted fields').waitFor();
    await page.getByText('Title is required').waitFor();

    await page.getByRole('textbox', { name: 'Title' }).fill(POST.en.title);
    await page.getByRole('textbox', { name: 'Summary' }).fill(POST.en.summary);
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(POST.en.body);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.getByRole('tabpanel').locator('[aria-live="polite"]');
    await preview.getByRole('heading', { name: 'Start with warm light' }).waitFor();
    expect(await preview.innerHTML()).not.toMatch(/<script|javascript:/);

    await page.getByRole('tab', { name: /Arabic/ }).click();
    await page.getByLabel('Arabic version').check();
    await page.getByRole('textbox', { name: 'Title' }).fill(POST.ar.title);
    await page.getByRole('textbox', { name: 'Summary' }).fill(POST.ar.summary);
    await page.getByRole('textbox', { name: 'Text (Markdown)' }).fill(POST.ar.body);

    await page.getByLabel('Address (slug)').fill(POST.slug);
    await page.getByLabel('Interior Decoration & Gardens').check();
    // The same checks as the service files, before anything is sent.
    await page.getByTestId('cover-input').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText('brochure.pdf: the cover must be a PNG, JPEG, GIF or WebP picture').waitFor();
    await page.getByTestId('cover-input').setInputFiles({ name: 'majlis.png', mimeType: 'image/png', buffer: COVER_PNG });
    await page.getByText('Uploaded when you save: majlis.png').waitFor();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Article published' }).waitFor();
    await page.waitForURL(/\/dashboard\/blog\/\d+$/);
    await page.getByText('Published', { exact: true }).first().waitFor();
    await expect(
      page.getByRole('img', { name: 'Current cover image' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).resolves.toBe(true);
    await page.goto(`${BASE_URL}/dashboard/blog?search=${encodeURIComponent(POST.slug)}`);
    await page.getByRole('link', { name: POST.en.title }).waitFor();
    expect(adminProblems.errors).toEqual([]);
    await admin.close();

    for (const language of ['en', 'ar'] as const) {
      const visitor = await context(language);
      const reader = await visitor.newPage();
      const problems = watchProblems(reader);
      await reader.goto(`${BASE_URL}/`);
      await waitForHydration(reader);
      // From the header to the list, newest first: the new post leads.
      await reader
        .getByRole('navigation', { name: language === 'en' ? 'Main navigation' : 'التنقل الرئيسي' })
        .getByRole('link', { name: language === 'en' ? 'Blog' : 'المدونة' })
        .click();
      await reader.waitForURL(`${BASE_URL}/blog`);
      await reader.getByRole('heading', { level: 1, name: language === 'en' ? 'Insights and practical advice' : 'أفكار ونصائح عملية' }).waitFor();
      const first = reader.locator('article').first();
      await expect(first.innerText()).resolves.toContain(POST[language].title);
      await first.getByRole('link', { name: POST[language].title }).click();
      await reader.waitForURL(`${BASE_URL}/blog/${POST.slug}`);
      await reader.getByRole('heading', { level: 1, name: POST[language].title }).waitFor();
      const text = await reader.locator('main').innerText();
      expect(text).toContain(language === 'en' ? 'Start with warm light' : 'ابدأ بالضوء الدافئ');
      expect(text).toContain(language === 'en' ? '1 min read' : 'قراءة في دقيقة واحدة');
      expect(text).toContain(language === 'en' ? 'Interior Decoration & Gardens' : 'الديكور الداخلي وتنسيق الحدائق');
      // The cover is served through the proxy; the body's script never ran.
      const coverLoaded = await reader
        .locator('article img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
      expect(coverLoaded).toBe(true);
      await expect(reader.evaluate(() => (window as unknown as { __stolen?: string }).__stolen)).resolves.toBeUndefined();
      await expect(reader.locator('main a[href^="javascript:"]').count()).resolves.toBe(0);
      // A link in the body moves within the site.
      await reader
        .locator('article')
        .getByRole('link', { name: language === 'en' ? 'Ask us' : 'تواصل معنا' })
        .first()
        .click();
      await reader.waitForURL(`${BASE_URL}/contact`);
      expect(problems.errors).toEqual([]);

      // The server's page of the post: its own title and the other language as alternate.
      const html = await (await reader.request.get(`${BASE_URL}/blog/${POST.slug}?lang=${language}`)).text();
      expect(html).toContain(`<title>${POST[language].title} | ${language === 'en' ? 'Khadamat' : 'خدمات'}</title>`);
      expect(html).toContain(`hreflang="${language === 'en' ? 'ar' : 'en'}" href="${BASE_URL}/blog/${POST.slug}?lang=${language === 'en' ? 'ar' : 'en'}"`);
      expect(await (await reader.request.get(`${BASE_URL}/sitemap.xml`)).text()).toContain(`<loc>${BASE_URL}/blog/${POST.slug}?lang=${language}</loc>`);
      await visitor.close();
    }
  });

  it("searches the blog and pages through it in the reader's language", async () => {
    const visitor = await context('ar');
    const page = await visitor.newPage();
    await page.goto(`${BASE_URL}/blog`);
    await waitForHydration(page);
    await page.getByRole('searchbox', { name: 'ابحث في المقالات' }).fill('الحديقة');
    await page.getByRole('button', { name: 'بحث' }).click();
    await page.waitForURL(`${BASE_URL}/blog?search=%D8%A7%D9%84%D8%AD%D8%AF%D9%8A%D9%82%D8%A9`);
    await page.getByText(/تطابق «الحديقة»/).waitFor();
    await expect(page.locator('article').count()).resolves.toBeGreaterThan(0);
    await page.getByRole('link', { name: 'مسح البحث' }).first().click();
    await page.waitForURL(`${BASE_URL}/blog`);
    await visitor.close();
  });
});

/** Opens the users screen's "Create account" dialog and fills the fields every account needs. */
async function startAccount(page: Page, account: { fullName: string; email: string; phoneNumber: string; typeUser: string; startDate: string }) {
  await page.goto(`${BASE_URL}/dashboard/normal-users`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.waitFor();
  await dialog.locator('#account-full-name').fill(account.fullName);
  await dialog.locator('#account-email').fill(account.email);
  await dialog.locator('#account-phone').fill(account.phoneNumber);
  await dialog.locator('#account-type').selectOption(account.typeUser);
  await dialog.locator('#account-start-date').fill(account.startDate);
  return dialog;
}
const isoDay = (offsetDays = 0) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

describe('an admin creates a client account that can then log in', () => {
  it('creates the account with a password on the users screen, changes its type, and the client logs in', async () => {
    const admin = await context('en');
    const page = await admin.newPage();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const email = `created-${unique}@e2e.test`;
    const dialog = await startAccount(page, { fullName: 'Reem Al-Dosari', email, phoneNumber: '+966551234567', typeUser: '2', startDate: isoDay(5) });
    await dialog.locator('#account-password').fill('Client#2026e2e');
    await dialog.locator('#account-confirm-password').fill('Client#2026e2e');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // A start date in the future is refused before anything is sent, under its field.
    await dialog.getByText('Start date cannot be in the future').waitFor();
    await dialog.locator('#account-start-date').fill(isoDay());
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await toast(page, 'Account created successfully').waitFor();
    // The new account's details open; its type and role can be changed there.
    const details = page.getByRole('dialog', { name: 'Reem Al-Dosari' });
    await details.waitFor();
    await details.getByText(email).first().waitFor();
    await details.getByLabel('User type').selectOption('3');
    await toast(page, 'User type updated').waitFor();
    await details.getByText('Organization').first().waitFor();
    await admin.close();

    const client = await context('en');
    const clientPage = await client.newPage();
    await logIn(clientPage, email, 'Client#2026e2e');
    await clientPage.getByRole('button', { name: /^Account menu for Reem Al-Dosari/ }).waitFor();
    await client.close();
  });

  it("refuses to take the last admin's role with the provider's message", async () => {
    const admin = await context('en');
    const page = await admin.newPage();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = (await api(page, 'get', '/Auth/me')).result as { id: number };
    const admins = (await api(page, 'get', '/User/get-all-users?page=1&pageSize=100')).result as {
      items: Array<{ id: number; roles: string[]; isActive: boolean }>;
    };
    const otherAdmins = admins.items.filter((user) => user.id !== me.id && user.isActive && user.roles.includes('Admin'));
    // The e2e site starts on a fresh data directory whose only admin is the bootstrap one.
    expect(otherAdmins).toEqual([]);
    await page.goto(`${BASE_URL}/dashboard/normal-users?user=${me.id}`);
    await waitForHydration(page);
    const details = page.getByRole('dialog');
    await details.getByLabel('Role', { exact: true }).selectOption('Client');
    await page.getByRole('button', { name: 'Change role' }).click();
    await page.locator('.Toastify__toast--error').first().waitFor();
    expect(await page.locator('.Toastify__toast--error').first().innerText()).toMatch(/admin/i);
    await admin.close();
  });
});

describe('an admin invites a user, who chooses a password and logs in', () => {
  it('sends the invitation; its link opens the reset-password page, which sets the password', async () => {
    const admin = await context('en');
    const page = await admin.newPage();
    await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
    const email = `invited-${unique}@e2e.test`;
    const dialog = await startAccount(page, { fullName: 'Khalid Al-Mutairi', email, phoneNumber: '+966551234568', typeUser: '1', startDate: isoDay() });
    await dialog.getByLabel('E-mail an invitation to choose one').check();
    await expect(dialog.locator('#account-password').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await toast(page, `An invitation to choose a password has been sent to ${email}`).waitFor();
    await admin.close();

    const invited = await context('en');
    const invitedPage = await invited.newPage();
    const link = new URL(await waitForMailLink(email, '/reset-password'));
    await invitedPage.goto(`${BASE_URL}${link.pathname}${link.search}`);
    await waitForHydration(invitedPage);
    await invitedPage.locator('#reset-new-password').fill('Chosen#2026e2e');
    await invitedPage.locator('#reset-confirm-password').fill('Chosen#2026e2e');
    await invitedPage.locator('form button[type="submit"]').click();
    await invitedPage.getByText('Password reset successfully').first().waitFor();
    await logIn(invitedPage, email, 'Chosen#2026e2e');
    await invitedPage.getByRole('button', { name: /^Account menu for Khalid Al-Mutairi/ }).waitFor();
    await invited.close();
  });
});

describe('testimonials filters', () => {
  it('filter by service and stars from the selects, and the home section links to the page', async () => {
    const ctx = await context('en');
    const page = await ctx.newPage();
    await page.goto(`${BASE_URL}/`);
    await waitForHydration(page);
    await readToTheEnd(page);
    await page.getByRole('link', { name: 'Read all reviews' }).click();
    await page.waitForURL(`${BASE_URL}/testimonials`);
    await page.getByRole('heading', { level: 1, name: 'What our clients say' }).waitFor();
    const starsShown = async () => [
      ...new Set(await page.locator('figure [role="img"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))),
    ];
    await page.getByLabel('Rating', { exact: true }).selectOption('5');
    await page.waitForURL(/stars=5/);
    await until(starsShown, ['Rated 5 out of 5']);
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Digital Marketing' });
    await page.waitForURL(/serviceId=2&stars=5/);
    const allOfTheService = async () => {
      const captions = await page.locator('figure figcaption').allInnerTexts();
      return captions.length > 0 && captions.every((caption) => caption.includes('Digital Marketing'));
    };
    await until(allOfTheService, true);
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await page.waitForURL(`${BASE_URL}/testimonials`);
    await ctx.close();
  });
});

describe.each(['en', 'ar'] as const)('the blog screens of the dashboard in %s', (language) => {
  it('have no serious or critical axe-core violation in the list and the editor (light and dark)', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const ctx = await context(language, { colorScheme: theme, bypassCSP: true });
      const page = await ctx.newPage();
      const problems = watchProblems(page);
      await logIn(page, ADMIN_EMAIL, ADMIN_PASSWORD);
      const report: Array<{ pathname: string; violations: unknown[] }> = [];
      for (const pathname of ['/dashboard/blog', '/dashboard/blog/1', '/dashboard/blog/new']) {
        await page.goto(`${BASE_URL}${pathname}`);
        await waitForHydration(page);
        // The top bar carries the page's h1; the editor's language tabs show once the post is in.
        await page.getByRole('heading', { level: 1 }).waitFor();
        if (pathname !== '/dashboard/blog') await page.getByRole('tablist').first().waitFor();
        await page.waitForLoadState('networkidle');
        report.push({ pathname, violations: await seriousAxeViolations(page) });
        await page.screenshot({
          path: path.join(SCREENSHOTS, `dashboard-${pathname.slice('/dashboard/'.length).replace(/\//g, '-')}-${language}-${theme}.png`),
          fullPage: true,
        });
      }
      expect(report).toEqual(['/dashboard/blog', '/dashboard/blog/1', '/dashboard/blog/new'].map((pathname) => ({ pathname, violations: [] })));
      expect(problems.errors).toEqual([]);
      await ctx.close();
    }
  });
});
