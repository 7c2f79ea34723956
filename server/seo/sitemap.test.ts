import { buildRobots, buildSitemap } from './sitemap';

const SITE = 'https://khadamat.example';

describe('buildSitemap', () => {
  const xml = buildSitemap(SITE, [3, 7]);

  it('is a sitemap with the xhtml namespace for language alternates', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists the public pages (the five of the spec, the blog and the testimonials) and every service once per language', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = ['/', '/about', '/services', '/partners', '/blog', '/testimonials', '/contact', '/services/3', '/services/7'];
    expect(locs).toEqual(paths.flatMap((path) => [`${SITE}${path}?lang=en`, `${SITE}${path}?lang=ar`]));
  });

  it('gives every entry its en, ar and x-default alternates', () => {
    const entry = xml.split('\n').find((line) => line.includes('<loc>https://khadamat.example/services/7?lang=ar</loc>'))!;
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://khadamat.example/services/7?lang=en"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://khadamat.example/services/7?lang=ar"/>');
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://khadamat.example/services/7"/>');
  });

  it('escapes the site address for XML', () => {
    expect(buildSitemap('https://example.com/a&b', [])).toContain('<loc>https://example.com/a&amp;b/?lang=en</loc>');
  });

  it('still lists the pages when there is no service', () => {
    expect([...buildSitemap(SITE, []).matchAll(/<loc>/g)]).toHaveLength(14);
  });

  it('lists each post in the languages it is written in, with alternates only when it has both', () => {
    const withPosts = buildSitemap(
      SITE,
      [],
      [
        { slug: 'garden-care', languages: ['en', 'ar'], lastModified: '2026-05-10' },
        { slug: 'arabic-only', languages: ['ar'] },
      ],
    );
    const lines = withPosts.split('\n');
    const both = lines.filter((line) => line.includes('/blog/garden-care?lang='));
    expect(both).toHaveLength(2);
    expect(both[0]).toContain('<lastmod>2026-05-10</lastmod>');
    expect(both[0]).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://khadamat.example/blog/garden-care?lang=ar"/>');
    expect(both[0]).toContain('hreflang="x-default" href="https://khadamat.example/blog/garden-care"');
    const single = lines.filter((line) => line.includes('/blog/arabic-only'));
    expect(single).toEqual(['<url><loc>https://khadamat.example/blog/arabic-only?lang=ar</loc></url>']);
  });
});

describe('buildRobots', () => {
  it('allows the public site, keeps crawlers out of private areas and names the sitemap', () => {
    expect(buildRobots(SITE)).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /booking',
        'Disallow: /booking-confirmation',
        'Disallow: /profile',
        'Disallow: /quote',
        '',
        'Sitemap: https://khadamat.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
