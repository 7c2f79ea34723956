/**
 * Every dashboard screen in one module, loaded as one chunk the first time an admin opens the
 * dashboard. One chunk rather than one per screen: each extra lazy entry makes esbuild cut the
 * public pages' shared code into more, separately compressed files, which every visitor pays for.
 */
export { default as DashboardLayout } from './dashboard-layout';
export * as overview from './overview/overview-page';
export * as profile from '../features/profile/admin/profile-admin-page';
export * as bookings from '../features/bookings/admin/bookings-admin-page';
export * as settings from './settings/settings-page';
export * as employees from '../features/partners/admin/partners-admin-page';
export * as services from '../features/services/admin/services-admin-page';
export * as content from '../features/content/admin/content-admin-page';
export * as users from '../features/users/admin/users-admin-page';
export * as ratings from '../features/ratings/admin/ratings-admin-page';
export * as messages from '../features/contact/admin/messages-admin-page';
export * as quotes from '../features/quotes/admin/quotes-admin-page';
export * as createQuote from '../features/quotes/admin/create-quote-page';
export * as blogPosts from '../features/blog/admin/posts-admin-page';
export * as blogEditor from '../features/blog/admin/post-editor-page';
