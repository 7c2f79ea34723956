import arBlog from '../../shared/i18n/ar/blog.json';
import enBlog from '../../shared/i18n/en/blog.json';
import type { AreaTexts } from './area-texts';

/** The blog's texts (its pages and the dashboard bring them along). */
export const BLOG_TEXTS: AreaTexts = { en: { blog: enBlog }, ar: { blog: arBlog } };
