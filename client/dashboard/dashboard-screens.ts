/**
 * The screen registry: every dashboard screen in one module, loaded as one chunk the first time an
 * admin opens the dashboard. Each feature keeps its screens in its admin/ folder and lists them in
 * admin/index.ts. One chunk rather than one per screen: each extra lazy entry makes esbuild cut the
 * public pages' shared code into more, separately compressed files, which every visitor pays for.
 */
export { blogEditorScreen as blogEditor, blogPostsScreen as blogPosts } from '../features/blog/admin';
export { auditScreen as audit } from '../features/audit/admin';
export { availabilityScreen as availability } from '../features/availability/admin';
export { bookingsScreen as bookings, calendarScreen as calendar } from '../features/bookings/admin';
export { messagesScreen as messages } from '../features/contact/admin';
export { contentScreen as content } from '../features/content/admin';
export { dataRequestsScreen as dataRequests, policiesScreen as policies } from '../features/privacy/admin';
export { invoicesScreen as invoices } from '../features/invoices/admin';
export { paymentsScreen as payments } from '../features/payments/admin';
export { financeScreen as finance } from '../features/finance/admin';
export { zatcaScreen as eInvoicing } from '../features/zatca/admin';
export { partnersScreen as employees } from '../features/partners/admin';
export { profileScreen as profile } from '../features/profile/admin';
export { createQuoteScreen as createQuote, quotesScreen as quotes } from '../features/quotes/admin';
export { ratingsScreen as ratings } from '../features/ratings/admin';
export { servicesScreen as services } from '../features/services/admin';
export { usersScreen as users } from '../features/users/admin';
export { default as DashboardLayout } from './dashboard-layout';
export * as overview from './overview/overview-page';
export * as settings from './settings/settings-page';
