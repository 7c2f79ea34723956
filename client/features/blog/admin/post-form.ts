import { setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { slugify } from '../../../../shared/blog/slug';
import { LANGUAGES, UPLOAD_MAX_BYTES, type Language } from '../../../../shared/constants';
import type { BlogPostAdmin, BlogPostInput } from '../../../../shared/types/blog';
import { blogPostSchema } from '../../../../shared/validation/blog-post';

export interface VersionValues {
  include: boolean;
  title: string;
  summary: string;
  body: string;
}

export interface PostFormValues {
  slug: string;
  en: VersionValues;
  ar: VersionValues;
  serviceIds: number[];
}

const emptyVersion = (include: boolean): VersionValues => ({ include, title: '', summary: '', body: '' });

/** A new post starts in the admin's own language; the other version is one switch away. */
export function emptyPostValues(language: Language): PostFormValues {
  return { slug: '', en: emptyVersion(language === 'en'), ar: emptyVersion(language === 'ar'), serviceIds: [] };
}

export function postValuesFrom(post: BlogPostAdmin): PostFormValues {
  const version = (language: Language): VersionValues => {
    const t = post.translations[language];
    return t ? { include: true, title: t.title, summary: t.summary, body: t.body } : emptyVersion(false);
  };
  return { slug: post.slug, en: version('en'), ar: version('ar'), serviceIds: [...post.serviceIds] };
}

/** What the provider receives: a version left out is null (PUT removes it); an empty slug is made by the provider. */
export function toPostInput(values: PostFormValues): BlogPostInput {
  const version = (v: VersionValues) => (v.include ? { title: v.title.trim(), summary: v.summary.trim(), body: v.body } : null);
  const slug = values.slug.trim().toLowerCase();
  return { ...(slug ? { slug } : {}), en: version(values.en), ar: version(values.ar), serviceIds: values.serviceIds };
}

/** The shared schema on the form: its errors land on the form's fields (en.title, ar.body, slug...). */
export async function validatePostValues(values: PostFormValues): Promise<FormikErrors<PostFormValues>> {
  const input = toPostInput(values);
  let errors: FormikErrors<PostFormValues> = {};
  try {
    await blogPostSchema.validate(input, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const path = inner.path === 'en' || inner.path === 'ar' ? `${inner.path}.include` : (inner.path ?? 'slug');
      errors = setIn(errors, path, inner.message);
    }
  }
  // An Arabic-only post needs a slug: nothing Latin to make one from.
  if (!input.slug && !slugify(input.en?.title ?? '') && !errors.slug) errors = setIn(errors, 'slug', 'validation:slugRequired');
  return errors;
}

/** Server field errors (paths like "en.title") onto the form. */
export function postServerErrors(errors: Record<string, string[]> | undefined): FormikErrors<PostFormValues> {
  let out: FormikErrors<PostFormValues> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const message = messages[0];
    if (!message) continue;
    const field = path === 'en' || path === 'ar' ? `${path}.include` : path;
    if (/^(slug|serviceIds|(en|ar)\.(include|title|summary|body))$/.test(field)) out = setIn(out, field, message);
  }
  return out;
}

/** The languages the form will save, in order. */
export const includedLanguages = (values: PostFormValues): Language[] => LANGUAGES.filter((language) => values[language].include);

export const COVER_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.gif', '.webp'] as const;
export const COVER_ACCEPT = COVER_EXTENSIONS.join(',');
export type CoverProblem = 'type' | 'size' | 'empty';

/**
 * Why a picked cover cannot be sent, before any upload: the service files' checks (size, an empty
 * file, the name's type), narrowed to pictures. The provider checks the content again.
 */
export function coverProblem(file: { name: string; size: number }): CoverProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot).toLowerCase();
  if (!(COVER_EXTENSIONS as readonly string[]).includes(extension)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** `yyyy-MM-ddTHH:mm` in local time, for a datetime-local input; '' for none. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; undefined when empty (publish now). */
export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
