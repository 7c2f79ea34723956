import { BOOKING_STATUSES, BOOKING_TRANSITIONS, type BookingStatus } from '../../../../shared/constants';

/** The statuses an admin is offered for a booking: exactly the provider's lifecycle, in its order. */
export function transitionsOffered(status: BookingStatus): BookingStatus[] {
  const allowed = BOOKING_TRANSITIONS[status] ?? [];
  return BOOKING_STATUSES.filter((next) => allowed.includes(next));
}

export function isFinalStatus(status: BookingStatus): boolean {
  return transitionsOffered(status).length === 0;
}

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** dashboard:bookings.moveTo.* for a move: going back to review from a quote says so. */
export function moveLabelKey(from: BookingStatus, to: BookingStatus): string {
  return from === 'quoted' && to === 'in_review' ? 'bookings.moveTo.in_review_again' : `bookings.moveTo.${to}`;
}
