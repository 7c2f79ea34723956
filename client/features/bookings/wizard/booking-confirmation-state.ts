/** What the booking page hands the confirmation page (router location state). */
export interface BookingConfirmationState {
  bookingId: number;
}

export function readBookingConfirmation(state: unknown): BookingConfirmationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>).bookingId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { bookingId: id } : null;
}
