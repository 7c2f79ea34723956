import type { BlogPostPublic } from '../../../shared/types/blog';
import { cachedQuery } from '../../lib/cached-query';
import type { PageSeo } from '../../lib/router/lazy-page';
import { truncate } from '../../lib/text';
import { fileSrc } from '../../lib/file-src';

/** Search and link-preview texts of the blog. */
export const blogSeo: PageSeo = { indexable: true, descriptionKey: 'blog:meta.listDescription' };

/**
 * A post's own title, summary and cover; hreflang alternates only for the languages it is written in.
 * A post missing in the page's language, or unknown, is kept out of search engines.
 */
export const blogPostSeo: PageSeo = {
  indexable: true,
  descriptionKey: 'blog:meta.listDescription',
  meta({ state, params, language, t }) {
    const entry = cachedQuery(state, 'getBlogPost', params.slug);
    if (!entry) return undefined;
    if (entry.status === 'rejected') return { title: `${t('blog:meta.postNotFoundTitle')} | ${t('appName')}`, indexable: false };
    const post = entry.data as BlogPostPublic;
    const version = post.translations[language];
    if (!version) return { title: `${t('blog:meta.notInLanguageTitle')} | ${t('appName')}`, indexable: false, languages: post.languages };
    return {
      title: `${version.title} | ${t('appName')}`,
      description: truncate(version.summary, 160),
      ...(post.cover ? { image: fileSrc(post.cover.fileUrl) } : {}),
      languages: post.languages,
      article: { publishedTime: post.publishedAt, modifiedTime: post.updatedAt },
    };
  },
};
