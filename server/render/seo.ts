import { LANGUAGE_PARAM, LANGUAGES, type Language } from '../../shared/constants';

/**
 * How a URL selects the language: `?lang=en` or `?lang=ar` is honoured first by the language
 * detection (and persisted in the language cookie), then the cookie, then Accept-Language. Every
 * page therefore has one URL per language, which is what canonical and hreflang links point to;
 * the bare path (no `lang`) negotiates and is the x-default.
 */
export { LANGUAGE_PARAM };

const OG_LOCALE: Record<Language, string> = { en: 'en_US', ar: 'ar_SA' };

export interface PageUrls {
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

/** A page's address in one language: its path with only `lang` kept (filters and tracking dropped). */
export function languageUrl(siteUrl: string, pathname: string, language: Language): string {
  return `${siteUrl}${pathname}?${LANGUAGE_PARAM}=${language}`;
}

/** `languages`: those the page exists in; a page in one language only has no alternates. */
export function pageUrls(siteUrl: string, pathname: string, language: Language, languages: readonly Language[] = LANGUAGES): PageUrls {
  const available = LANGUAGES.filter((lang) => languages.includes(lang));
  return {
    canonical: languageUrl(siteUrl, pathname, language),
    alternates:
      available.length < 2
        ? []
        : [
            ...available.map((lang) => ({ hreflang: lang, href: languageUrl(siteUrl, pathname, lang) })),
            { hreflang: 'x-default', href: `${siteUrl}${pathname}` },
          ],
  };
}

export interface HeadSeo {
  siteName: string;
  title: string;
  description: string;
  language: Language;
  urls: PageUrls;
  /** Absolute URL of the link-preview picture. */
  image: string;
  indexable: boolean;
  /** A dated article: Open Graph type article with its times, instead of website. */
  article?: { publishedTime: string; modifiedTime?: string };
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The <head> tags for search engines and link previews: canonical, hreflang, robots, Open Graph, Twitter card. */
export function seoTags(seo: HeadSeo): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}">`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(seo.urls.canonical)}">`,
    ...seo.urls.alternates.map((alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeAttribute(alternate.href)}">`),
    seo.indexable ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', seo.article ? 'article' : 'website'),
    seo.article ? meta('property', 'article:published_time', seo.article.publishedTime) : '',
    seo.article?.modifiedTime ? meta('property', 'article:modified_time', seo.article.modifiedTime) : '',
    meta('property', 'og:site_name', seo.siteName),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.urls.canonical),
    meta('property', 'og:image', seo.image),
    meta('property', 'og:locale', OG_LOCALE[seo.language]),
    ...seo.urls.alternates
      .filter((alternate) => alternate.hreflang !== seo.language && alternate.hreflang in OG_LOCALE)
      .map((alternate) => meta('property', 'og:locale:alternate', OG_LOCALE[alternate.hreflang as Language])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', seo.image),
  ];
  return tags.filter(Boolean).join('');
}

/** Makes a root-relative URL absolute on the public site (link previews need absolute URLs). */
export function absoluteUrl(siteUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${siteUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';
