import { absoluteUrl, pageUrls, seoTags } from './seo';

const SITE = 'https://khadamat.example';

describe('page URLs', () => {
  it('has one URL per language and the bare path as x-default', () => {
    expect(pageUrls(SITE, '/services/3', 'ar')).toEqual({
      canonical: 'https://khadamat.example/services/3?lang=ar',
      alternates: [
        { hreflang: 'en', href: 'https://khadamat.example/services/3?lang=en' },
        { hreflang: 'ar', href: 'https://khadamat.example/services/3?lang=ar' },
        { hreflang: 'x-default', href: 'https://khadamat.example/services/3' },
      ],
    });
  });

  it('has no alternates for a page written in one language only', () => {
    expect(pageUrls(SITE, '/blog/arabic-only', 'ar', ['ar'])).toEqual({ canonical: 'https://khadamat.example/blog/arabic-only?lang=ar', alternates: [] });
    expect(pageUrls(SITE, '/blog/both', 'en', ['ar', 'en']).alternates.map((a) => a.hreflang)).toEqual(['en', 'ar', 'x-default']);
  });

  it('makes root-relative picture URLs absolute and leaves absolute ones', () => {
    expect(absoluteUrl(SITE, '/api/files/a.png')).toBe('https://khadamat.example/api/files/a.png');
    expect(absoluteUrl(SITE, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('seoTags for an article', () => {
  it('says article with its times, and names no other locale when there is no other language', () => {
    const html = seoTags({
      siteName: 'Khadamat',
      title: 'Garden care | Khadamat',
      description: 'Tips',
      language: 'en',
      urls: pageUrls(SITE, '/blog/garden-care', 'en', ['en']),
      image: `${SITE}/og-image.jpg`,
      indexable: true,
      article: { publishedTime: '2026-05-10T08:00:00Z', modifiedTime: '2026-05-11T08:00:00Z' },
    });
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2026-05-10T08:00:00Z">');
    expect(html).toContain('<meta property="article:modified_time" content="2026-05-11T08:00:00Z">');
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('og:locale:alternate');
  });
});

describe('seoTags', () => {
  const base = {
    siteName: 'Khadamat',
    title: 'Cafe & Events | Khadamat',
    description: 'Say "hello" <now>',
    language: 'en' as const,
    urls: pageUrls(SITE, '/services/3', 'en'),
    image: `${SITE}/og-image.jpg`,
    indexable: true,
  };

  it('writes canonical, hreflang alternates and Open Graph tags, escaped', () => {
    const html = seoTags(base);
    expect(html).toContain('<link rel="canonical" href="https://khadamat.example/services/3?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://khadamat.example/services/3?lang=ar">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://khadamat.example/services/3">');
    expect(html).toContain('<meta property="og:title" content="Cafe &#38; Events | Khadamat">');
    expect(html).toContain('<meta property="og:description" content="Say &#34;hello&#34; &#60;now&#62;">');
    expect(html).toContain('<meta property="og:locale" content="en_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="ar_SA">');
    expect(html).toContain('<meta property="og:image" content="https://khadamat.example/og-image.jpg">');
    expect(html).not.toContain('noindex');
  });

  it('asks search engines not to index private and error pages', () => {
    expect(seoTags({ ...base, indexable: false })).toContain('<meta name="robots" content="noindex">');
  });
});
