/** The blog's public entry: what other features and the dashboard may use of it. */
export { BLOG_TEXTS } from './blog-texts';
