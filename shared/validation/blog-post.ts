import * as yup from 'yup';
import { SLUG_MAX, SLUG_PATTERN } from '../blog/slug';
import { dateField, listedId, V, visibleText } from './rules';

export const POST_LIMITS = {
  titleMin: 3,
  titleMax: 150,
  summaryMax: 300,
  bodyMax: 50_000,
  servicesMax: 10,
} as const;

/** One language version of a post. */
export const postTranslationSchema = yup.object({
  title: visibleText(
    yup
      .string()
      .trim()
      .required(V('postTitleRequired'))
      .test('min', V('postTitleMinLength'), (value) => !value || value.length >= POST_LIMITS.titleMin)
      .max(POST_LIMITS.titleMax, V('postTitleMaxLength')),
  ),
  summary: yup.string().trim().max(POST_LIMITS.summaryMax, V('postSummaryMaxLength')).default(''),
  body: yup.string().trim().required(V('postBodyRequired')).max(POST_LIMITS.bodyMax, V('postBodyMaxLength')),
});

const translation = () => postTranslationSchema.nullable().default(null);

/**
 * A post as an admin saves it (create, or PUT of the whole post). At least one language; the slug
 * may be left out when the English title gives one (shared/blog/slug.ts).
 */
export const blogPostSchema = yup
  .object({
    slug: yup
      .string()
      .trim()
      .lowercase()
      .max(SLUG_MAX, V('slugMaxLength'))
      .matches(SLUG_PATTERN, { message: V('slugInvalid'), excludeEmptyString: true })
      .optional(),
    en: translation(),
    ar: translation(),
    serviceIds: yup
      .array(listedId())
      .max(POST_LIMITS.servicesMax, V('tooManyRelatedServices'))
      .test('unique', V('duplicateRelatedService'), (ids) => !ids || new Set(ids).size === ids.length)
      .default([]),
  })
  .test('one-language', V('postLanguageRequired'), function check(value) {
    if (!value || value.en || value.ar) return true;
    return this.createError({ path: 'en', message: V('postLanguageRequired') });
  });

export type BlogPostValues = yup.InferType<typeof blogPostSchema>;

/** POST /Blog/posts/{id}/publish: when to publish; now when left out. A future date schedules the post. */
export const publishPostSchema = yup.object({
  publishedAt: dateField().optional(),
});

/** POST /Blog/preview: Markdown to render as readers would see it. */
export const postPreviewSchema = yup.object({
  body: yup.string().max(POST_LIMITS.bodyMax, V('postBodyMaxLength')).default(''),
  language: yup.string().oneOf(['en', 'ar'], V('languageInvalid')).default('en'),
});
