import { LANGUAGES, type Language } from '../../shared/constants';
import { paths } from '../../client/paths';
import { languageUrl } from '../render/seo';

/** The public pages of spec 2.1 that search engines should know (the detail pages come from the data). */
export const SITEMAP_PAGES = [paths.home, paths.about, paths.services, paths.partners, paths.blog, paths.testimonials, paths.contact] as const;

/** A published post: its slug and the languages it is written in. */
export interface SitemapPost {
  slug: string;
  languages: readonly Language[];
  lastModified?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

function entriesFor(siteUrl: string, pathname: string, languages: readonly Language[], lastModified?: string): string[] {
  const available = LANGUAGES.filter((lang) => languages.includes(lang));
  // Alternates only between versions that exist: a post in one language has none.
  const alternates =
    available.length < 2
      ? ''
      : [
          ...available.map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(languageUrl(siteUrl, pathname, lang))}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${pathname}`)}"/>`,
        ].join('');
  const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
  return available.map((lang) => `<url><loc>${escapeXml(languageUrl(siteUrl, pathname, lang))}</loc>${lastmod}${alternates}</url>`);
}

/**
 * sitemap.xml: every public page and every service, once per language (`?lang=`), each entry
 * listing its language alternates and the x-default, as search engines expect for hreflang; every
 * published post once per language it is written in.
 */
export function buildSitemap(siteUrl: string, serviceIds: readonly number[], posts: readonly SitemapPost[] = []): string {
  const pathsToList = [...SITEMAP_PAGES, ...serviceIds.map((id) => paths.serviceDetail(id))];
  const entries = [
    ...pathsToList.flatMap((pathname) => entriesFor(siteUrl, pathname, LANGUAGES)),
    ...posts.flatMap((post) => entriesFor(siteUrl, paths.blogPost(post.slug), post.languages, post.lastModified)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Areas behind a login or of no use to a search engine. */
export const ROBOTS_DISALLOW = ['/api/', paths.dashboard, paths.booking, paths.bookingConfirmation, paths.profile, paths.quotes] as const;

export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
