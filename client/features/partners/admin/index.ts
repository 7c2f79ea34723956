/** The partners feature's part of the dashboard: its screen (the spec's Employees). */
export * as partnersScreen from './partners-admin-page';
