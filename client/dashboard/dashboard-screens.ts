/**
 * Every dashboard screen in one module, loaded as one chunk the first time an admin opens the
 * dashboard. One chunk rather than one per screen: each extra lazy entry makes esbuild cut the
 * public pages' shared code into more, separately compressed files, which every visitor pays for.
 */
export { default as DashboardLayout } from './dashboard-layout';
export * as overview from './overview/overview-page';
export * as profile from './profile/profile-page';
export * as bookings from './bookings/bookings-page';
export * as settings from './settings/settings-page';
export * as employees from './employees/employees-page';
export * as services from './services/services-page';
export * as content from './content/content-page';
export * as users from './users/users-page';
export * as rates from './rates/rates-page';
export * as messages from './messages/messages-page';
