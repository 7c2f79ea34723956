import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fail, ok } from '../../shared/api/envelope';
import type { Partner } from '../../shared/types/partner';
import type { BlogPostPublic, BlogPostSummary } from '../../shared/types/blog';
import type { Rating, ServiceRatingSummary } from '../../shared/types/rating';
import type { Service } from '../../shared/types/service';
import type { SiteContentRecord } from '../../shared/types/site-content';
import { DEFAULT_SITE_CONTENT } from '../../shared/content/site-content-defaults';

/**
 * A stand-in for the provider API in the web server's tests: it answers the public calls of spec
 * section 7 from fixed records, over real HTTP, as any provider honouring the contract would. The
 * web server never imports the provider's code, so its page tests do not either.
 */
export const FIXTURE_RATES: Rating[] = [
  {
    id: 1,
    value: 5,
    comment: 'Flawless garden work, on time.',
    clientName: 'Sara Al-Qahtani',
    clientId: 1,
    serviceId: 1,
    serviceTitle: 'Interior Decoration & Gardens',
    serviceArabicTitle: 'الديكور الداخلي وتنسيق الحدائق',
    verified: true,
    createdAt: '2026-03-02T09:00:00Z',
  },
  {
    id: 2,
    value: 4,
    comment: '   ',
    clientName: 'Hidden Reviewer',
    clientId: 2,
    serviceId: 1,
    serviceTitle: 'Interior Decoration & Gardens',
    serviceArabicTitle: 'الديكور الداخلي وتنسيق الحدائق',
    verified: false,
    createdAt: '2026-03-05T09:00:00Z',
  },
  {
    id: 3,
    value: 3,
    comment: 'حملة جيدة ونتائج واضحة.',
    clientName: '',
    clientId: 3,
    serviceId: 2,
    serviceTitle: '',
    serviceArabicTitle: '',
    verified: false,
    createdAt: '2026-04-10T09:00:00Z',
  },
];

export const FIXTURE_PARTNERS: Partner[] = [
  {
    id: 1,
    name: 'Green Oasis Landscaping',
    arabicName: 'الواحة الخضراء',
    location: 'Riyadh',
    arabicLocation: 'الرياض',
    description: 'Smart irrigation gardens.',
    arabicDescription: 'حدائق بري ذكي.',
    serviceId: 1,
    archivedAt: null,
  },
  {
    id: 2,
    name: 'Najd Digital Agency',
    arabicName: 'وكالة نجد الرقمية',
    location: 'Riyadh',
    arabicLocation: 'الرياض',
    description: 'Performance marketing.',
    arabicDescription: 'تسويق بالأداء.',
    serviceId: 2,
    archivedAt: null,
  },
];

/** A service's rating figures as the provider gives them: the average to one decimal and the count. */
const ratingOf = (rates: Rating[]) => ({
  average: rates.length === 0 ? 0 : Math.round((rates.reduce((sum, rate) => sum + rate.value, 0) / rates.length) * 10) / 10,
  count: rates.length,
});

export const FIXTURE_SERVICES: Service[] = [
  {
    id: 1,
    title: 'Interior Decoration & Gardens',
    arabicTitle: 'الديكور الداخلي وتنسيق الحدائق',
    description: 'Complete interior design and landscaping for homes, villas and offices, supervised until handover by our coordinators.',
    arabicDescription: 'تصميم داخلي وتنسيق حدائق متكامل للمنازل والفلل والمكاتب.',
    details: ['Site visit and 3D concept', 'Furniture sourcing', 'Drip irrigation', 'Supervision until handover'],
    arabicDetails: ['زيارة الموقع', 'توفير الأثاث', 'الري بالتنقيط', 'الإشراف حتى التسليم'],
    durationMin: 2,
    durationMax: 6,
    durationUnit: 'Week',
    price: 8500,
    files: [{ id: 1, fileUrl: '/files/garden.png', fileName: 'garden.png', contentType: 'image/png', size: 10 }],
    faqs: [],
    partnerDtos: [FIXTURE_PARTNERS[0]!],
    rateDtos: FIXTURE_RATES.filter((rate) => rate.serviceId === 1),
    rating: ratingOf(FIXTURE_RATES.filter((rate) => rate.serviceId === 1)),
    archivedAt: null,
  },
  {
    id: 2,
    title: 'Digital Marketing',
    arabicTitle: 'التسويق الرقمي',
    description: 'Campaigns that grow your business online.',
    arabicDescription: 'حملات تنمّي أعمالك على الإنترنت.',
    details: ['Brand analysis'],
    arabicDetails: ['تحليل العلامة التجارية'],
    durationMin: 1,
    durationMax: 3,
    durationUnit: 'Month',
    price: 4500,
    files: [],
    faqs: [],
    partnerDtos: [FIXTURE_PARTNERS[1]!],
    rateDtos: FIXTURE_RATES.filter((rate) => rate.serviceId === 2),
    rating: ratingOf(FIXTURE_RATES.filter((rate) => rate.serviceId === 2)),
    archivedAt: null,
  },
];

/** The site content as an admin edited it: different from the defaults, so a page shows which it read. */
export const FIXTURE_CONTENT: SiteContentRecord = {
  ...DEFAULT_SITE_CONTENT,
  companyPhone: '+966 13 555 0199',
  infoEmail: 'hello@khadamat.example',
  hero: {
    en: { headlines: ['Edited headline one', 'Edited headline two'], subtitle: 'Edited subtitle', description: 'Edited description' },
    ar: { headlines: ['عنوان معدّل أول', 'عنوان معدّل ثان'], subtitle: 'عنوان فرعي معدّل', description: 'وصف معدّل' },
  },
  aboutStory: { en: 'First edited paragraph.\n\nSecond edited paragraph.', ar: 'الفقرة الأولى المعدّلة.\n\nالفقرة الثانية المعدّلة.' },
  updatedAt: '2026-05-01T08:00:00Z',
  workingHours: ([0, 1, 2, 3, 4] as const).map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '17:00' })),
};

/** Published posts: one in both languages (with a cover and a related service), one English-only, one Arabic-only. */
export const FIXTURE_POSTS: BlogPostPublic[] = [
  {
    id: 1,
    slug: 'garden-summer-care',
    publishedAt: '2026-05-10T08:00:00Z',
    updatedAt: '2026-05-11T08:00:00Z',
    cover: { fileUrl: '/files/0f8fad5b-d9cb-469f-a165-70867728950e.png', fileName: 'cover.png', contentType: 'image/png', size: 10 },
    languages: ['en', 'ar'],
    relatedServices: [{ id: 1, title: 'Interior Decoration & Gardens', arabicTitle: 'الديكور الداخلي وتنسيق الحدائق', imageUrl: '/files/garden.png' }],
    translations: {
      en: {
        title: 'A garden that survives the summer',
        summary: 'Shade, the right plants and drip irrigation on a timer.',
        html: '<h2>Start with shade</h2>\n<p>Plants suffer from the afternoon sun. <a href="/contact">Tell us about your space</a>.</p>\n<p><img alt="A shaded garden" src="/files/0f8fad5b-d9cb-469f-a165-70867728950e.png" /></p>',
        readingMinutes: 3,
      },
      ar: {
        title: 'حديقة تصمد أمام الصيف',
        summary: 'ظلّ مدروس ونباتات مناسبة وريّ بالتنقيط على مؤقّت.',
        html: '<h2>ابدأ بالظل</h2>\n<p>النباتات تتأذى من شمس العصر.</p>',
        readingMinutes: 4,
      },
    },
  },
  {
    id: 2,
    slug: 'event-checklist',
    publishedAt: '2026-04-01T08:00:00Z',
    updatedAt: '2026-04-01T08:00:00Z',
    cover: null,
    languages: ['en'],
    relatedServices: [],
    translations: {
      en: { title: 'Our event checklist', summary: 'From the guest list to the last coffee cup.', html: '<p>Six weeks before.</p>', readingMinutes: 2 },
    },
  },
  {
    id: 3,
    slug: 'finishing-contract',
    publishedAt: '2026-03-01T08:00:00Z',
    updatedAt: '2026-03-01T08:00:00Z',
    cover: null,
    languages: ['ar'],
    relatedServices: [],
    translations: { ar: { title: 'قبل توقيع عقد التشطيب', summary: 'سبعة أمور يجب التحقق منها.', html: '<p>تحديد المواد بدقة.</p>', readingMinutes: 5 } },
  },
];

function summaries(): ServiceRatingSummary[] {
  return FIXTURE_SERVICES.flatMap((service) => {
    const rates = FIXTURE_RATES.filter((rate) => rate.serviceId === service.id);
    if (rates.length === 0) return [];
    const average = Math.round((rates.reduce((sum, rate) => sum + rate.value, 0) / rates.length) * 10) / 10;
    const reviewCount = rates.filter((rate) => rate.comment.trim() !== '').length;
    return [{ serviceId: service.id, serviceTitle: service.title, serviceArabicTitle: service.arabicTitle, average, count: rates.length, reviewCount }];
  });
}

/** One page of a list when the caller asked for one (the provider's paged answer), else the list. */
function maybePaged<T>(items: T[], query: Record<string, unknown>) {
  if (typeof query.page !== 'string') return items;
  const page = Number(query.page);
  const pageSize = Number(query.pageSize ?? 20);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

export interface FakeProvider {
  url: string;
  /** Every request the provider received, as "METHOD /path". */
  calls: string[];
  /** Makes every call answer this status (500, 503, ...) until reset with null. */
  failWith(status: number | null): void;
  /** Makes the lists (services, partners, ratings) empty until reset with false. */
  emptyLists(empty: boolean): void;
  /**
   * Makes the service count `count` ratings in all, more than the newest it carries (rateDtos), as
   * the provider answers for a much reviewed service; null gives back its own figures.
   */
  countRatings(serviceId: number, count: number | null): void;
  /**
   * Holds the answers to `path` until `release()` (then answers them as usual); `arrived` settles
   * when the first such call has come in.
   */
  hold(path: string): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const calls: string[] = [];
  let failure: number | null = null;
  let empty = false;
  const ratingCounts = new Map<number, number>();
  const services = () =>
    FIXTURE_SERVICES.map((service) => {
      const count = ratingCounts.get(service.id);
      return count === undefined ? service : { ...service, rating: { ...service.rating, count } };
    });
  const held = new Map<string, { gate: Promise<void>; arrive: () => void }>();
  const app = express();
  app.use((req, _res, next) => {
    const hold = held.get(req.path);
    if (!hold) return next();
    hold.arrive();
    hold.gate.then(() => next());
  });
  app.use((req, res, next) => {
    calls.push(`${req.method} ${req.path}`);
    if (failure) res.status(failure).json(fail('Server error - Please try again later', 'INTERNAL_ERROR'));
    else next();
  });
  app.get('/Services', (_req, res) => res.json(ok(empty ? [] : services())));
  app.get('/Partners/get-all', (_req, res) => res.json(ok(empty ? [] : FIXTURE_PARTNERS)));
  app.get('/Rates/get-all', (req, res) => {
    const query = req.query as Record<string, string | undefined>;
    const rates = (empty ? [] : FIXTURE_RATES)
      .filter((rate) => query.withComment !== 'true' || rate.comment.trim() !== '')
      .filter((rate) => !query.serviceId || rate.serviceId === Number(query.serviceId))
      .filter((rate) => !query.value || rate.value === Number(query.value))
      .toSorted((a, b) => b.createdAt.localeCompare(a.createdAt));
    res.json(ok(query.page ? maybePaged(rates, query) : empty ? [] : FIXTURE_RATES));
  });
  app.get('/Rates/summary', (_req, res) => res.json(ok(empty ? [] : summaries())));
  // The posts in the request's language (as the provider: ?language, else Accept-Language).
  app.get('/Blog/posts', (req, res) => {
    const query = req.query as Record<string, string | undefined>;
    const language = query.language === 'ar' || (!query.language && req.headers['accept-language']?.startsWith('ar')) ? 'ar' : 'en';
    const search = (query.search ?? '').toLowerCase();
    const items: BlogPostSummary[] = (empty ? [] : FIXTURE_POSTS).flatMap((post) => {
      const version = post.translations[language];
      if (!version || (search && !`${version.title} ${version.summary}`.toLowerCase().includes(search))) return [];
      return [
        {
          id: post.id,
          slug: post.slug,
          language,
          title: version.title,
          summary: version.summary,
          readingMinutes: version.readingMinutes,
          publishedAt: post.publishedAt,
          cover: post.cover,
          languages: post.languages,
        },
      ];
    });
    res.json(ok(maybePaged(items, query)));
  });
  app.get('/Blog/posts/:slug', (req, res) => {
    const post = FIXTURE_POSTS.find((candidate) => candidate.slug === req.params.slug);
    if (!post) res.status(404).json(fail('Post not found', 'NOT_FOUND'));
    else res.json(ok(post));
  });
  app.get('/Content', (_req, res) => res.json(ok(FIXTURE_CONTENT)));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    failWith: (status) => {
      failure = status;
    },
    emptyLists: (value) => {
      empty = value;
    },
    countRatings: (serviceId, count) => {
      if (count === null) ratingCounts.delete(serviceId);
      else ratingCounts.set(serviceId, count);
    },
    hold(path) {
      const arrival: Array<() => void> = [];
      const opening: Array<() => void> = [];
      const arrived = new Promise<void>((resolve) => arrival.push(resolve));
      const gate = new Promise<void>((resolve) => opening.push(resolve));
      held.set(path, {
        gate,
        arrive: () => {
          for (const resolve of arrival) resolve();
        },
      });
      return {
        arrived,
        release() {
          held.delete(path);
          for (const resolve of opening) resolve();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
