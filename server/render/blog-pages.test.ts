import request from 'supertest';
import { renderedPages } from '../test/rendered-page';

const SITE = 'https://khadamat.example';
const { page, provider: fakeProvider, app: testApp } = renderedPages(SITE);

describe('/blog', () => {
  it('lists the posts written in English, newest first, with date and reading time', async () => {
    const { status, html, text } = await page('/blog');
    expect(status).toBe(200);
    expect(html).toContain('<title>Blog | Khadamat</title>');
    expect(text).toContain('Insights and practical advice');
    expect(text).toContain('2 articles');
    expect(text.indexOf('A garden that survives the summer')).toBeLessThan(text.indexOf('Our event checklist'));
    expect(text).toContain('May 10, 2026');
    expect(text).toContain('3 min read');
    expect(text).not.toContain('قبل توقيع عقد التشطيب'); // Arabic only
    expect(html).toContain('href="/blog/garden-summer-care"');
    expect(html).toContain('src="/api/files/0f8fad5b-d9cb-469f-a165-70867728950e.png"');
    expect(fakeProvider().calls).toContain('GET /Blog/posts');
  });

  it("loads the first post's cover at once and first: on a phone it is the page's largest paint", async () => {
    const { html } = await page('/blog');
    const cover = html.match(/<img[^>]*src="\/api\/files\/0f8fad5b-d9cb-469f-a165-70867728950e\.png"[^>]*>/)?.[0] ?? '';
    expect(cover).toContain('loading="eager"');
    expect(cover).toContain('fetchPriority="high"');
  });

  it('lists the posts written in Arabic on the Arabic page, with Arabic dates and digits', async () => {
    const { status, html, text } = await page('/blog', 'ar');
    expect(status).toBe(200);
    expect(html).toContain('<title>المدونة | خدمات</title>');
    expect(text).toContain('مقالتان');
    expect(text).toContain('حديقة تصمد أمام الصيف');
    expect(text).toContain('قبل توقيع عقد التشطيب');
    expect(text).not.toContain('Our event checklist');
    expect(text).toContain('قراءة في ٤ دقائق');
    expect(text).toMatch(/١٠ مايو ٢٠٢٦|٢٢ ذو القعدة/); // ar-SA date
  });

  it('searches, says when nothing matches, and keeps the search in the form', async () => {
    const found = await page('/blog?search=checklist');
    expect(found.text).toContain('1 article matches “checklist”');
    expect(found.text).toContain('Our event checklist');
    expect(found.text).not.toContain('A garden that survives the summer');
    expect(found.html).toMatch(/<input[^>]*name="search"[^>]*value="checklist"|<input[^>]*value="checklist"[^>]*name="search"/);
    const none = await page('/blog?search=zzz');
    expect(none.status).toBe(200);
    expect(none.text).toContain('No articles match “zzz”');
    expect(none.text).toContain('Clear search');
  });

  it('pages the list with real links, and says when a page is past the end', async () => {
    const past = await page('/blog?page=5');
    expect(past.text).toContain('There are no articles on this page');
    expect(past.html).toContain('href="/blog"');
  });

  it('has an empty state, and 503 with the error text while the provider fails', async () => {
    fakeProvider().emptyLists(true);
    expect((await page('/blog')).text).toContain('No articles yet');
    fakeProvider().emptyLists(false);
    fakeProvider().failWith(500);
    const failed = await page('/blog');
    expect(failed.status).toBe(503);
    expect(failed.text).toContain('Server error - Please try again later');
  });

  it('is indexable, with its own description and both languages as alternates', async () => {
    const { head: h } = await page('/blog');
    expect(h).toContain('<meta name="description" content="Practical advice from our teams');
    expect(h).not.toContain('noindex');
    expect(h).toContain(`<link rel="alternate" hreflang="ar" href="${SITE}/blog?lang=ar">`);
  });
});

describe('/blog/{slug}', () => {
  it('shows the post: title, summary, date, reading time, cover, body and related services, in English', async () => {
    const { status, html, text } = await page('/blog/garden-summer-care');
    expect(status).toBe(200);
    expect(html).toContain('<title>A garden that survives the summer | Khadamat</title>');
    expect(html).toMatch(/<h1[^>]*>A garden that survives the summer<\/h1>/);
    for (const part of [
      'Shade, the right plants',
      'May 10, 2026',
      '3 min read',
      'Start with shade',
      'Plants suffer from the afternoon sun.',
      'Related services',
      'Interior Decoration & Gardens',
      'All articles',
    ])
      expect(text).toContain(part);
    // The body's pictures come through the /api proxy; its links stay on the site.
    expect(html).toContain('<img alt="A shaded garden" src="/api/files/0f8fad5b-d9cb-469f-a165-70867728950e.png" />');
    expect(html).toContain('<a href="/contact">Tell us about your space</a>');
    expect(html).toContain('href="/services/1"');
    expect(html).toContain('alt="Cover picture of the article: A garden that survives the summer"');
  });

  it('shows the Arabic version on the Arabic page', async () => {
    const { status, html, text } = await page('/blog/garden-summer-care', 'ar');
    expect(status).toBe(200);
    expect(html).toContain('<title>حديقة تصمد أمام الصيف | خدمات</title>');
    expect(text).toContain('ابدأ بالظل');
    expect(text).toContain('الديكور الداخلي وتنسيق الحدائق');
    expect(text).toContain('قراءة في ٤ دقائق');
    expect(text).toContain('خدمات ذات صلة');
  });

  it("gives search engines the post's title, summary, cover, article times and alternates when both languages exist", async () => {
    const { head: h } = await page('/blog/garden-summer-care');
    expect(h).toContain('<meta name="description" content="Shade, the right plants and drip irrigation on a timer.">');
    expect(h).toContain('<meta property="og:title" content="A garden that survives the summer | Khadamat">');
    expect(h).toContain(`<meta property="og:image" content="${SITE}/api/files/0f8fad5b-d9cb-469f-a165-70867728950e.png">`);
    expect(h).toContain('<meta property="og:type" content="article">');
    expect(h).toContain('<meta property="article:published_time" content="2026-05-10T08:00:00Z">');
    expect(h).toContain(`<link rel="canonical" href="${SITE}/blog/garden-summer-care?lang=en">`);
    expect(h).toContain(`<link rel="alternate" hreflang="ar" href="${SITE}/blog/garden-summer-care?lang=ar">`);
    expect(h).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/blog/garden-summer-care">`);
    expect(h).not.toContain('noindex');
  });

  it('has no language alternates for a post written in one language', async () => {
    const { head: h, status } = await page('/blog/event-checklist');
    expect(status).toBe(200);
    expect(h).not.toContain('hreflang');
    expect(h).not.toContain('og:locale:alternate');
    expect(h).toContain('<meta property="og:image" content="https://khadamat.example/og-image.jpg">');
  });

  it('offers the English version to an Arabic reader of an English-only post, and keeps that page out of the index', async () => {
    const { status, html, text, head: h } = await page('/blog/event-checklist', 'ar');
    expect(status).toBe(200);
    expect(text).toContain('هذه المقالة غير متوفرة بالعربية');
    expect(text).toContain('اقرأها بالإنجليزية');
    expect(html).toContain('href="/blog/event-checklist?lang=en"');
    expect(h).toContain('<meta name="robots" content="noindex">');
    const en = await page('/blog/finishing-contract');
    expect(en.text).toContain('This article is not available in English');
    expect(en.html).toContain('href="/blog/finishing-contract?lang=ar"');
  });

  it('answers 404 for an unknown or malformed slug, and 503 while the provider fails', async () => {
    const missing = await page('/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Article not found');
    expect(missing.head).toContain('noindex');
    expect(missing.html).toContain('<title>Article not found | Khadamat</title>');
    expect((await page('/blog/Bad_Slug')).status).toBe(404);
    fakeProvider().failWith(500);
    expect((await page('/blog/garden-summer-care')).status).toBe(503);
  });
});

describe('/testimonials', () => {
  it('lists every rating with a comment, newest first, with the figures per service', async () => {
    const { status, html, text } = await page('/testimonials');
    expect(status).toBe(200);
    expect(html).toContain('<title>Testimonials | Khadamat</title>');
    expect(text).toContain('2 reviews');
    expect(text).not.toContain('Hidden Reviewer'); // a blank comment is no testimonial
    expect(text.indexOf('حملة جيدة ونتائج واضحة.')).toBeLessThan(text.indexOf('Flawless garden work, on time.'));
    expect(text).toContain('Ratings by service');
    expect(text).toContain('4.5 out of 5 · 2 ratings');
    expect(text).toContain('3.0 out of 5 · 1 rating');
    expect(text).toContain('Client'); // the fallback name
    expect(html).toContain('href="/testimonials?serviceId=1"');
  });

  it('filters by service and by stars from the address, and says when nothing matches', async () => {
    const byService = await page('/testimonials?serviceId=1');
    expect(byService.text).toContain('1 review');
    expect(byService.text).toContain('Flawless garden work');
    expect(byService.text).not.toContain('حملة جيدة');
    expect(byService.html).toMatch(/<option value="1" selected="">/);
    const byStars = await page('/testimonials?stars=3');
    expect(byStars.text).toContain('حملة جيدة');
    expect(byStars.text).not.toContain('Flawless garden work');
    const none = await page('/testimonials?stars=1');
    expect(none.text).toContain('No reviews match these filters');
    expect(none.text).toContain('Clear filters');
  });

  it('in Arabic: service titles, figures and texts in Arabic', async () => {
    const { text } = await page('/testimonials', 'ar');
    expect(text).toContain('ماذا يقول عملاؤنا');
    expect(text).toContain('مراجعتان');
    expect(text).toContain('التسويق الرقمي');
    expect(text).toContain('٤٫٥ من ٥ · تقييمان');
    expect(text).toContain('٥ نجوم');
  });

  it('has the empty text of the spec when there is no testimonial, and 503 while the provider fails', async () => {
    fakeProvider().emptyLists(true);
    expect((await page('/testimonials')).text).toContain('No testimonials available at the moment');
    fakeProvider().emptyLists(false);
    fakeProvider().failWith(500);
    expect((await page('/testimonials')).status).toBe(503);
  });
});

describe('links and sitemap', () => {
  it('links the blog from the header and the footer, and the testimonials from the footer and the home section', async () => {
    const home = await page('/');
    const header = home.html.slice(home.html.indexOf('<header'), home.html.indexOf('</header>'));
    expect(header).toContain('href="/blog"');
    expect(home.html).toContain('href="/testimonials"');
    expect(home.text).toContain('Read all reviews');
  });

  it('lists the blog, the testimonials and each post in the languages it is written in', async () => {
    const res = await request(testApp()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    for (const path of ['/blog', '/testimonials', '/blog/garden-summer-care']) {
      expect(res.text).toContain(`<loc>${SITE}${path}?lang=en</loc>`);
      expect(res.text).toContain(`<loc>${SITE}${path}?lang=ar</loc>`);
    }
    expect(res.text).toContain(`<loc>${SITE}/blog/event-checklist?lang=en</loc>`);
    expect(res.text).not.toContain(`${SITE}/blog/event-checklist?lang=ar`);
    expect(res.text).not.toContain(`${SITE}/blog/finishing-contract?lang=en`);
    const single = res.text.split('\n').find((line) => line.includes('/blog/event-checklist?lang=en</loc>'))!;
    expect(single).not.toContain('hreflang');
  });
});
