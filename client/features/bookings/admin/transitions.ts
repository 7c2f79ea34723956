import { REQUEST_STATUSES, REQUEST_TRANSITIONS, type RequestStatus } from '../../../../shared/constants';

/** The statuses an admin is offered for a booking: exactly the provider's lifecycle, in its order. */
export function transitionsOffered(status: RequestStatus): RequestStatus[] {
  const allowed = REQUEST_TRANSITIONS[status] ?? [];
  return REQUEST_STATUSES.filter((next) => allowed.includes(next));
}

export function isFinalStatus(status: RequestStatus): boolean {
  return transitionsOffered(status).length === 0;
}

export function isBookingStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** dashboard:bookings.moveTo.* for a move: going back to review from a quote says so. */
export function moveLabelKey(from: RequestStatus, to: RequestStatus): string {
  return from === 'quoted' && to === 'in_review' ? 'bookings.moveTo.in_review_again' : `bookings.moveTo.${to}`;
}
