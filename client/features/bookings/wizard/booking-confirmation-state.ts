import type { CalendarEventInfo } from '../add-to-calendar';

/** What the booking page hands the confirmation page (router location state). */
export interface BookingConfirmationState {
  bookingId: number;
  /** When the booking has a time: what its "add to calendar" links are made of. */
  event?: CalendarEventInfo | null;
}

export function readBookingConfirmation(state: unknown): BookingConfirmationState | null {
  if (typeof state !== 'object' || state === null) return null;
  const id = (state as Record<string, unknown>).bookingId;
  if (!(typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) return null;
  return { bookingId: id, event: readEvent((state as Record<string, unknown>).event) };
}

function readEvent(value: unknown): CalendarEventInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const { startsAt, endsAt, service, location } = value as Record<string, unknown>;
  if (typeof startsAt !== 'string' || typeof service !== 'string' || typeof location !== 'string') return null;
  return { startsAt, endsAt: typeof endsAt === 'string' ? endsAt : null, service, location };
}
