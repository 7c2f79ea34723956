/** The site content's public entry: what other features and the site's shell may use of it. */
export { prefetchContent } from './content-api';
export { type SiteContentView, useSiteContent } from './use-site-content';
