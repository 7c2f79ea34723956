import { LANGUAGES, type Language } from '../../../shared/constants';
import type { BlogPostPublic, RenderedPostTranslation } from '../../../shared/types/blog';
import { SLUG_MAX, SLUG_PATTERN } from '../../../shared/blog/slug';
import { parsePage } from '../../lib/list-params';
import { paths } from '../../paths';

/** What the blog list shows, from its address: /blog?search=…&page=… */
export interface BlogListArgs {
  page: number;
  search: string;
}

export const SEARCH_PARAM = 'search';
export const PAGE_PARAM = 'page';
const SEARCH_MAX = 100;
export function parseBlogListArgs(params: URLSearchParams): BlogListArgs {
  return { page: parsePage(params.get(PAGE_PARAM)), search: (params.get(SEARCH_PARAM) ?? '').trim().slice(0, SEARCH_MAX) };
}

/** The list's address for these arguments (the defaults left out, so page 1 is plain /blog). */
export function blogListHref({ page, search }: BlogListArgs): string {
  const params = new URLSearchParams();
  if (search) params.set(SEARCH_PARAM, search);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${paths.blog}?${query}` : paths.blog;
}

export const isValidSlug = (slug: string | undefined): slug is string => !!slug && slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);

/** The post as the page's reader gets it: their language's version, or the languages it does exist in. */
export type PostView = { kind: 'version'; version: RenderedPostTranslation } | { kind: 'other-language'; available: Language[] };

export function postView(post: BlogPostPublic, language: Language): PostView {
  const version = post.translations[language];
  if (version) return { kind: 'version', version };
  return { kind: 'other-language', available: LANGUAGES.filter((lang) => lang !== language && post.languages.includes(lang)) };
}

/**
 * The provider's sanitized HTML as the site serves it: uploaded pictures are reached through the web
 * server's /api proxy, like every other provider file.
 */
export function bodyHtmlForSite(html: string): string {
  return html.replace(/(<img\b[^>]*?\bsrc=")\/files\//g, '$1/api/files/');
}
