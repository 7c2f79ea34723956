import request from 'supertest';
import { FIXTURE_SERVICES } from '../test/fake-provider';
import { headOf as head, renderedPages } from '../test/rendered-page';

const SITE = 'https://khadamat.example';
const { page, provider: fakeProvider, app: testApp } = renderedPages(SITE);

describe('public pages rendered on the server with the provider data', () => {
  it('home: hero, the first services cut to length, partners with their service, testimonials and the contact form, in English', async () => {
    const { status, html, text } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<title>Khadamat | Service coordination you can trust in Saudi Arabia</title>');
    expect(text).toContain('Edited headline one');
    expect(text).toContain('Get started');
    expect(text).toContain('Professional Team');
    expect(text).toContain('Interior Decoration…'); // 20 characters and an ellipsis
    expect(text).toContain('Digital Marketing');
    expect(text).toContain('Green Oasis Landscaping');
    expect(text).toContain('Flawless garden work, on time.');
    expect(text).not.toContain('Hidden Reviewer'); // a blank comment is no testimonial
    expect(text).toContain('Client'); // the fallback for a rating without a name
    expect(text).toContain('Have another service in mind?');
    expect(text).toContain('Full name');
    expect(text).toContain('Send Message');
    // Everything is in the HTML itself: no boundary is left for a script to fill in.
    expect(html).not.toContain('<!--$?-->');
    expect(html).not.toContain('data-deferred-fallback');
  });

  it('never skips a heading level, in either language: the outline a screen reader lists starts at h1 and goes one level down at a time', async () => {
    const outline = (html: string) => Array.from(html.matchAll(/<h([1-6])[\s>]/g), (match) => Number(match[1]));
    for (const language of ['en', 'ar'] as const) {
      for (const path of ['/', '/about', '/services', '/services/1', '/partners', '/contact', '/testimonials', '/blog']) {
        const levels = outline((await page(path, language)).html);
        const skips = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
        expect({ path, language, first: levels[0], skips }).toEqual({ path, language, first: 1, skips: [] });
      }
    }
  });

  it('home in Arabic: Arabic fields of the data and Arabic texts', async () => {
    const { status, html, text } = await page('/', 'ar');
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(text).toContain('عنوان معدّل أول');
    expect(text).toContain('الديكور الداخلي وتنس…'); // the Arabic title, cut at 20 characters
    expect(text).toContain('الواحة الخضراء');
    expect(text).toContain('حملة جيدة ونتائج واضحة.');
    expect(text).toContain('إرسال الرسالة');
  });

  it('serializes the data the first render reads, and only a fingerprint of what only the deferred sections read', async () => {
    const bootState = (html: string) =>
      JSON.parse(html.match(/<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/)![1]!) as {
        store: { api: { queries: Record<string, { status: string; data: unknown }> } };
        renderedData?: Record<string, string>;
      };
    const home = bootState((await page('/')).html);
    // The hero reads the site content: it is there, in the page's language only.
    expect(home.store.api.queries['getContent(undefined)']).toMatchObject({ status: 'fulfilled', data: { hero: { en: expect.any(Object) } } });
    expect(home.store.api.queries['getContent(undefined)']!.data).not.toHaveProperty('hero.ar');
    // The sections below the hero fetch theirs with their code, and compare it with the render's.
    for (const key of ['getServices(undefined)', 'getPartners(undefined)', 'getRatings(undefined)']) {
      expect(home.store.api.queries).not.toHaveProperty([key]);
      expect(home.renderedData?.[key]).toMatch(/^[0-9a-z]+$/);
    }
    // A page that shows the services in its first render has them in its boot state.
    const services = bootState((await page('/services')).html);
    expect(services.store.api.queries['getServices(undefined)']).toMatchObject({ status: 'fulfilled' });
    expect(services.store.api.queries['getServices(undefined)']!.data).toHaveLength(FIXTURE_SERVICES.length);
    expect(services.renderedData).toBeUndefined();
  });

  it('about: story, values, the 2021-2025 timeline and the achievements', async () => {
    const en = await page('/about');
    expect(en.status).toBe(200);
    for (const part of [
      'Our Story',
      'First edited paragraph.',
      'Second edited paragraph.',
      'Trust and reliability',
      '2021',
      '2025',
      'A new name: Khadamat',
      '5+ years of experience',
      '24/7',
    ])
      expect(en.text).toContain(part);
    const ar = await page('/about', 'ar');
    for (const part of ['قصتنا', 'اسم جديد: خدمات', '٢٠٢١', '٢٠٢٥']) expect(ar.text).toContain(part);
  });

  it('services: every card with price in SAR, duration, first details and the rating average with its count', async () => {
    const { status, text } = await page('/services');
    expect(status).toBe(200);
    expect(text).toContain('Interior Decoration & Gardens');
    expect(text).toContain('SAR 8,500');
    expect(text).toContain('2–6 weeks');
    expect(text).toContain('Furniture sourcing');
    expect(text).not.toContain('Supervision until handover'); // only the first 3 details
    expect(text).toContain('4.5 (2 reviews)');
    expect(text).toContain('3.0 (1 review)');
    expect(text).toContain('Login to Book');
    expect(text).toContain('Initial consultation');
    const ar = await page('/services', 'ar');
    expect(ar.text).toContain('٢–٦ أسابيع');
    expect(ar.text).toContain('سجّل الدخول للحجز');
    // Thousands apart by a narrow space, never by ٬, which reads like the decimal ٫ (shared/format).
    expect(ar.text).toMatch(/٨[\s\u202f]٥٠٠\s?ر\.س\./);
    expect(ar.text).not.toContain('٬');
  });

  it("services: the first card's picture loads at once and first (a phone's largest paint), the others lazily", async () => {
    const { html } = await page('/services');
    const pictures = html.match(/<img[^>]*src="\/api\/files\/[^"]*"[^>]*>/g) ?? [];
    expect(pictures[0]).toContain('loading="eager"');
    expect(pictures[0]).toContain('fetchPriority="high"');
    // One picture asks to come first; more would compete with it.
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1);
  });

  it('service detail: localized title and details, partners and reviews, with the service as page title', async () => {
    const { status, html, text } = await page('/services/1');
    expect(status).toBe(200);
    expect(html).toContain('<title>Interior Decoration &#38; Gardens | Khadamat</title>');
    expect(head(html)).toContain('<meta property="og:image" content="https://khadamat.example/api/files/garden.png">');
    for (const part of [
      'What this service includes',
      'Supervision until handover',
      'Green Oasis Landscaping',
      'Flawless garden work, on time.',
      'Free Consultation',
      'Login to review',
    ])
      expect(text).toContain(part);
    const ar = await page('/services/2', 'ar');
    expect(ar.html).toContain('<title>التسويق الرقمي | خدمات</title>');
    expect(ar.text).toContain('تحليل العلامة التجارية');
    expect(ar.text).toContain('وكالة نجد الرقمية');
  });

  it('links a much reviewed service to all its reviews, as the service carries only its newest', async () => {
    fakeProvider().countRatings(1, 1234);
    try {
      const { html, text } = await page('/services/1');
      expect(text).toContain('4.5 (1,234 reviews)');
      expect(text).toContain('Flawless garden work, on time.');
      expect(html).toMatch(/<a [^>]*href="\/testimonials\?serviceId=1"[^>]*>See all reviews \(1,234\)<\/a>/);
      const ar = await page('/services/1', 'ar');
      expect(ar.text).toMatch(/عرض كل التقييمات \(١.٢٣٤\)/);
      // A service whose every rating is on its page has no such link.
      expect((await page('/services/2')).text).not.toContain('See all reviews');
    } finally {
      fakeProvider().countRatings(1, null);
    }
  });

  it("answers 404 with 'Service Not Found', the id and the number of services for an unknown service", async () => {
    const { status, html, text } = await page('/services/999');
    expect(status).toBe(404);
    expect(text).toContain('Service Not Found');
    expect(text).toContain('There is no service with the id 999.');
    expect(text).toContain('2 services are available.');
    expect(head(html)).toContain('<meta name="robots" content="noindex">');
    const ar = await page('/services/abc', 'ar');
    expect(ar.status).toBe(404);
    expect(ar.text).toContain('الخدمة غير موجودة');
    expect(ar.text).toContain('تتوفر خدمتان.');
  });

  it('partners: filter buttons, count line, cards with the service cut to 15 characters, and the per-filter states', async () => {
    const all = await page('/partners');
    expect(all.status).toBe(200);
    for (const part of [
      'All Partners',
      'Showing 2 partners',
      'Green Oasis Landscaping',
      'Specialized in: Interior Decora…',
      'Trusted',
      'Certified',
      'Become a partner',
    ])
      expect(all.text).toContain(part);
    const filtered = await page('/partners?service=2');
    expect(filtered.text).toContain('1 partner for Digital Marketing');
    expect(filtered.text).not.toContain('Green Oasis Landscaping');
    const ar = await page('/partners?service=1', 'ar');
    expect(ar.text).toContain('شريك واحد لخدمة الديكور الداخلي وتنسيق الحدائق');
  });

  it('contact: channels, the Khobar office in the Eastern Province, hours from one place, the form and the map area', async () => {
    const { status, text } = await page('/contact');
    expect(status).toBe(200);
    for (const part of [
      '+966 13 555 0199',
      'hello@khadamat.example',
      'Chat on WhatsApp',
      'Al Khobar, Eastern Province',
      'Sunday to Thursday: 9:00 AM – 5:00 PM',
      'Friday and Saturday: closed',
      'Send Message',
      'A map will be added soon.',
    ])
      expect(text).toContain(part);
    const ar = await page('/contact', 'ar');
    for (const part of ['الخبر', 'المنطقة الشرقية', 'من الأحد إلى الخميس', 'الجمعة والسبت: مغلق', 'ستُضاف الخريطة قريبًا.']) expect(ar.text).toContain(part);
  });

  it("reads the company's details and texts from the provider's site content, on every page's footer too", async () => {
    const { html, text } = await page('/services');
    expect(text).toContain('+966 13 555 0199');
    expect(html).toContain('href="tel:+966135550199"');
    expect(html).toContain('href="mailto:hello@khadamat.example"');
    const state = JSON.parse(html.match(/<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/)![1]!) as {
      store: { api: { queries: Record<string, { status: string }> } };
    };
    expect(state.store.api.queries['getContent(undefined)']).toMatchObject({ status: 'fulfilled' });
  });

  it('shows the default company details when the provider cannot give the site content', async () => {
    fakeProvider().failWith(503);
    const { text } = await page('/about');
    expect(text).toContain('+966 13 812 4400');
    expect(text).toContain('We started in Al Khobar in 2021');
  });

  it("shows the spec's empty texts when there are no services, partners or ratings", async () => {
    fakeProvider().emptyLists(true);
    const home = await page('/');
    expect(home.text).toContain('No services found');
    expect(home.text).toContain('No partners found');
    expect(home.text).toContain('No testimonials available at the moment');
    expect((await page('/services')).text).toContain('No services found');
    expect((await page('/partners')).text).toContain('No partners found');
    const ar = await page('/', 'ar');
    expect(ar.text).toContain('لا توجد آراء متاحة في الوقت الحالي');
  });

  it('shows the error text and answers 503 when the provider fails on a page made of its data', async () => {
    fakeProvider().failWith(500);
    const services = await page('/services');
    expect(services.status).toBe(503);
    expect(services.text).toContain('Server error - Please try again later');
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('Server error - Please try again later');
    const detail = await page('/services/1', 'ar');
    expect(detail.status).toBe(503);
    expect(detail.text).toContain('العودة إلى الخدمات');
  });
});

describe('search engines and sharing', () => {
  it('gives each page a description, a canonical URL per language, hreflang alternates and Open Graph tags', async () => {
    const { html } = await page('/partners?service=1');
    const tags = head(html);
    expect(tags).toContain('<meta name="description" content="Meet the vetted partners');
    expect(tags).toContain(`<link rel="canonical" href="${SITE}/partners?lang=en">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="ar" href="${SITE}/partners?lang=ar">`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/partners">`);
    expect(tags).toContain('<meta property="og:title" content="Our Partners | Khadamat">');
    expect(tags).toContain(`<meta property="og:image" content="${SITE}/og-image.jpg">`);
    expect(tags).not.toContain('noindex');
    const ar = head((await page('/contact', 'ar')).html);
    expect(ar).toContain('<meta name="description" content="اتصل بنا');
    expect(ar).toContain('<meta property="og:locale" content="ar_SA">');
  });

  it('selects the language from ?lang= over the cookie and Accept-Language, and persists it', async () => {
    const res = await request(testApp()).get('/about?lang=ar').set('Accept-Language', 'en').set('Cookie', 'lang=en');
    expect(res.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(res.text).toContain(`<link rel="canonical" href="${SITE}/about?lang=ar">`);
    expect(String(res.headers['set-cookie'])).toMatch(/lang=ar; Max-Age=\d+; Path=\/; Expires=[^;]+; SameSite=Lax/);
    const unsupported = await request(testApp()).get('/about?lang=fr').set('Accept-Language', 'en');
    expect(unsupported.text).toMatch(/<html lang="en" dir="ltr"/);
    expect(unsupported.headers['set-cookie']).toBeUndefined();
  });

  it('keeps pages behind a login and error pages out of the index', async () => {
    const login = head((await page('/login')).html);
    expect(login).toContain('<meta name="robots" content="noindex">');
    const missing = await page('/no-such-page');
    expect(head(missing.html)).toContain('<meta name="robots" content="noindex">');
  });

  it('serves robots.txt with the private areas and the sitemap address', async () => {
    const res = await request(testApp()).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain('User-agent: *');
    expect(res.text).toContain('Disallow: /dashboard');
    expect(res.text).toContain('Disallow: /api/');
    expect(res.text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves sitemap.xml with the public pages and every service, in both languages', async () => {
    const res = await request(testApp()).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    for (const path of ['/', '/about', '/services', '/partners', '/contact', '/services/1', '/services/2']) {
      expect(res.text).toContain(`<loc>${SITE}${path}?lang=en</loc>`);
      expect(res.text).toContain(`<loc>${SITE}${path}?lang=ar</loc>`);
    }
    expect(res.text).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/services/2"/>`);
    expect(res.text).not.toContain('/dashboard');
  });

  it('answers 503 for the sitemap while the provider cannot list the services', async () => {
    fakeProvider().failWith(503);
    const res = await request(testApp()).get('/sitemap.xml');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('300');
  });
});
