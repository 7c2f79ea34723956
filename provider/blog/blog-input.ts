import { slugify } from '../../shared/blog/slug';
import { LANGUAGES, type Language } from '../../shared/constants';
import type { PostTranslation } from '../../shared/types/blog';
import type { BlogPostValues } from '../../shared/validation/blog-post';
import type { Db } from '../db/database';
import { badRequest, HttpError } from '../http/http-error';
import { missingServiceIds } from '../services/services.repository';
import type { SavedPost } from './blog.repository';
import { slugTaken } from './blog.repository';
import { renderPostBody, summaryFromText } from './markdown';

export const slugTakenError = () => new HttpError(409, 'CONFLICT', 'slugTaken', { slug: ['provider:slugTaken'] });

/**
 * A post body from an admin, checked and prepared for saving: the slug given or made from the English
 * title, unique among posts; related services that exist; each version with its reading time, and a
 * summary cut from the text when the author left it empty.
 */
export async function readPostInput(db: Db, input: BlogPostValues, exceptPostId?: number): Promise<SavedPost> {
  const slug = input.slug || slugify(input.en?.title ?? '');
  if (!slug) throw badRequest({ slug: ['validation:slugRequired'] });
  const missing = await missingServiceIds(db, input.serviceIds);
  if (missing.length > 0) throw badRequest({ serviceIds: ['provider:serviceDoesNotExist'] });
  if (await slugTaken(db, slug, exceptPostId)) throw slugTakenError();
  const translations: Partial<Record<Language, PostTranslation>> = {};
  for (const language of LANGUAGES) {
    const version = input[language];
    if (!version) continue;
    const rendered = renderPostBody(version.body, language);
    translations[language] = {
      title: version.title,
      summary: version.summary || summaryFromText(rendered.text),
      body: version.body,
      readingMinutes: rendered.readingMinutes,
    };
  }
  return { slug, translations, serviceIds: input.serviceIds };
}
