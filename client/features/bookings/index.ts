/** The bookings feature's public entry: what other features and the dashboard may use of it. */
export { BookingStatusChip } from './booking-status-chip';
export { prefetchBooking, prefetchMyBookings, useGetBookingQuery } from './bookings-api';
export { MyBookings } from './my-bookings';
export { itemTitle, preferredWhen, splitItems } from './booking-view';
