/** The bookings feature's part of the dashboard: its screen, and what the dashboard's shell and other screens use. */
export { orderedItems } from './booking-labels';
export { useAdminBookingsQuery } from './bookings-admin-api';
export * as bookingsScreen from './bookings-admin-page';
export * as calendarScreen from './calendar-page';
