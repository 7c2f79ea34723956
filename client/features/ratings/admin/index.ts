/** The ratings feature's part of the dashboard: its screen. */
export * as ratingsScreen from './ratings-admin-page';
