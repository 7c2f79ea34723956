/** The availability settings' part of the dashboard: its screen. */
export * as availabilityScreen from './availability-admin-page';
