/** The services feature's part of the dashboard: its screen. */
export * as servicesScreen from './services-admin-page';
