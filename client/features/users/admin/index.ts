/** The users feature's part of the dashboard: its screen, and what the dashboard's shell and other screens use. */
export { USER_TYPE_KEYS } from './user-labels';
export { useAdminUsersQuery } from './users-admin-api';
export * as usersScreen from './users-admin-page';
