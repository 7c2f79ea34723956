/** The profile feature's part of the dashboard: the admin's own profile screen. */
export * as profileScreen from './profile-admin-page';
