import type { Language } from '../constants';

/**
 * Blog posts. One post has one slug for both languages (its address is /blog/{slug}, the language
 * chosen as on every page by ?lang=), and an English and an Arabic version, either of which may be
 * missing. Bodies are written in Markdown; the provider renders and sanitizes them (never the browser).
 */

/** Stored: draft or published. Reported: 'scheduled' is a published post whose publish date is still ahead. */
export type PostStatus = 'draft' | 'scheduled' | 'published';

/** One language version as written (Markdown source). */
export interface PostTranslationInput {
  title: string;
  /** A sentence or two for the list, search engines and link previews; may be empty. */
  summary: string;
  /** Markdown (a limited set: see the dashboard's help and provider/blog/markdown.ts). */
  body: string;
}

export interface PostTranslation extends PostTranslationInput {
  readingMinutes: number;
}

export interface PostCover {
  /** Root-relative: /files/{storedName} */
  fileUrl: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** What an admin edits: both versions' sources, whatever the state. */
export interface BlogPostAdmin {
  id: number;
  slug: string;
  status: PostStatus;
  /** Set once published (kept while unpublished, so a re-publish can keep its date). */
  publishedAt: string | null;
  cover: PostCover | null;
  serviceIds: number[];
  translations: Partial<Record<Language, PostTranslation>>;
  createdAt: string;
  updatedAt: string;
}

/** A line of the public list, in the requested language (the post exists in it). */
export interface BlogPostSummary {
  id: number;
  slug: string;
  language: Language;
  title: string;
  summary: string;
  readingMinutes: number;
  publishedAt: string;
  cover: PostCover | null;
  /** The languages the post exists in. */
  languages: Language[];
}

/** A line of the admin list: both titles, the state and dates. */
export interface BlogPostAdminSummary {
  id: number;
  slug: string;
  status: PostStatus;
  publishedAt: string | null;
  updatedAt: string;
  cover: PostCover | null;
  languages: Language[];
  titles: Partial<Record<Language, string>>;
}

/** A version as readers get it: the body as sanitized HTML. */
export interface RenderedPostTranslation {
  title: string;
  summary: string;
  html: string;
  readingMinutes: number;
}

export interface RelatedService {
  id: number;
  title: string;
  arabicTitle: string;
  /** The service's first image, root-relative; null when it has none. */
  imageUrl: string | null;
}

/** A published post by slug. `translations` holds the requested language only when one was asked for. */
export interface BlogPostPublic {
  id: number;
  slug: string;
  publishedAt: string;
  updatedAt: string;
  cover: PostCover | null;
  languages: Language[];
  relatedServices: RelatedService[];
  translations: Partial<Record<Language, RenderedPostTranslation>>;
}

/** Create or replace a post (PUT sends the whole post; a null version removes that language). */
export interface BlogPostInput {
  slug?: string;
  en: PostTranslationInput | null;
  ar: PostTranslationInput | null;
  serviceIds: number[];
}

export interface PostPreview {
  html: string;
  readingMinutes: number;
}
