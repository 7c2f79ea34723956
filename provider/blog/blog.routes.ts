import { LANGUAGES, type Language } from '../../shared/constants';
import type { BlogPostPublic, RenderedPostTranslation } from '../../shared/types/blog';
import { SLUG_PATTERN } from '../../shared/blog/slug';
import { notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { enumParam, idParam } from '../http/query-params';
import { defineRoutes } from '../http/route';
import { CONTENT_CHANGES_AT_HEADER } from '../../shared/api/content-changes';
import type { CacheRule } from '../http/answer-cache';
import type { RouteContext } from '../http/context';
import { findPublishedPost, latestVisiblePublication, listPublicPosts, nextScheduledPublication, toCover } from './blog.repository';
import { renderPostBody } from './markdown';

const languageParam = (description: string) => enumParam('language', { description, values: LANGUAGES, message: 'validation:languageInvalid' });
const listLanguage = languageParam('The language of the versions to list; the Accept-Language language when left out.');
const serviceIdParam = idParam('serviceId', 'Only posts related to this service.', 'validation:selectService');
const postLanguage = languageParam('Only this version; every version when left out.');

/**
 * What readers' answers are made from. They also change, with no write, when a scheduled post's
 * date comes: the newest visible publication date is part of the key.
 */
const readersAnswer = (tables: CacheRule['tables']): CacheRule => ({
  tables,
  also: async (db) => `visible:${(await latestVisiblePublication(db))?.toISOString() ?? 'none'}`,
});

/**
 * The answer also says when the next scheduled post appears (a cache in front, such as the web
 * server's page cache, keeps what it built from it no longer); kept answers repeat that header.
 */
async function sayWhenScheduledPostsAppear(ctx: RouteContext): Promise<void> {
  const next = await nextScheduledPublication(ctx.app.db);
  if (next) ctx.res.setHeader(CONTENT_CHANGES_AT_HEADER, next.toISOString());
}

/** The blog as readers see it: published posts whose publish date has come. */
export const blogRoutes = defineRoutes([
  {
    method: 'get',
    path: '/Blog/posts',
    access: 'public',
    tag: 'Blog',
    summary: 'Published posts in one language, newest first',
    description:
      'Only posts written in the language are listed (a post may have an English version, an Arabic one or both). Search matches the title, summary or text of that version. While a post is scheduled, X-Content-Changes-At says when it appears.',
    paged: true,
    query: [listLanguage, serviceIdParam],
    returns: { schema: 'BlogPostSummary', list: true },
    cached: readersAnswer(['posts', 'post_translations', 'post_services']),
    async handle(ctx) {
      const language = listLanguage.of(ctx) ?? ctx.language;
      await sayWhenScheduledPostsAppear(ctx);
      return { result: await listPublicPosts(ctx.app.db, { ...listQueryOf(ctx), language, serviceId: serviceIdParam.of(ctx) }) };
    },
  },
  {
    method: 'get',
    path: '/Blog/posts/:slug',
    access: 'public',
    tag: 'Blog',
    summary: 'One published post by slug, its body as sanitized HTML',
    description:
      'Slugs are per post, not per language: both versions share one. With language, translations holds that version only, or nothing when the post is not written in it (languages says which exist). Drafts, scheduled posts and unknown slugs are 404 (X-Content-Changes-At says when the next scheduled post appears).',
    query: [postLanguage],
    returns: { schema: 'BlogPostPublic' },
    cached: readersAnswer(['posts', 'post_translations', 'post_services', 'services', 'service_files']),
    async handle(ctx) {
      const slug = String(ctx.req.params.slug ?? '');
      if (!SLUG_PATTERN.test(slug)) throw notFound('postNotFound');
      const wanted = postLanguage.of(ctx);
      await sayWhenScheduledPostsAppear(ctx);
      const post = await findPublishedPost(ctx.app.db, slug);
      if (!post) throw notFound('postNotFound');
      const translations: Partial<Record<Language, RenderedPostTranslation>> = {};
      for (const version of post.translations) {
        if (wanted && version.language !== wanted) continue;
        const rendered = renderPostBody(version.body, version.language);
        translations[version.language] = { title: version.title, summary: version.summary, html: rendered.html, readingMinutes: rendered.readingMinutes };
      }
      const result: BlogPostPublic = {
        id: post.row.id,
        slug: post.row.slug,
        publishedAt: post.row.published_at!.toISOString(),
        updatedAt: post.row.updated_at.toISOString(),
        cover: toCover(post.row),
        languages: LANGUAGES.filter((language) => post.translations.some((t) => t.language === language)),
        relatedServices: post.relatedServices,
        translations,
      };
      return { result };
    },
  },
]);
