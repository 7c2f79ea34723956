import type { BookingContactMethod, BookingStatus } from '../../shared/constants';

/** How a message reaches its reader. */
export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A booking's contact method as a channel: "phone" is a text message (SMS). */
export const CHANNEL_OF_CONTACT_METHOD: Record<BookingContactMethod, Channel> = { email: 'email', phone: 'sms', whatsapp: 'whatsapp' };

/** What a booking message says, as it was when it happened (the booking may change before it is sent). */
export type BookingNotice = {
  bookingId: number;
  status: BookingStatus;
  serviceTitle: string;
  serviceArabicTitle: string;
  /** ISO instant; midnight in company time means no time was chosen. */
  preferredAt: string;
  location: string;
  clientName: string;
  /** A move: the time it had before (ISO). */
  previousAt?: string;
  /** A move or cancellation: why, as its author wrote it ('' when not said). */
  reason?: string;
  /** The end of its slot (ISO), when it has one: the calendar event's end (else an hour after preferredAt). */
  endsAt?: string;
  /** The calendar file's SEQUENCE: grows with every change of the booking. */
  sequence?: number;
};

/**
 * The events a user is told about. booking.* go to the client who booked; ADMIN_EVENTS to each admin.
 * Adding one: its texts under provider:notify in both languages, and its template in templates.ts.
 */
export type NotificationEvent =
  | 'booking.received'
  | 'booking.confirmed'
  | 'booking.cancelled'
  | 'booking.status'
  | 'booking.new'
  | 'booking.moved'
  | 'booking.clientMoved'
  | 'booking.clientCancelled'
  | 'booking.reminder'
  | 'job.assigned'
  | 'job.withdrawn';

/** The events told to admins (their link is the dashboard's). */
export const ADMIN_EVENTS: readonly NotificationEvent[] = ['booking.new', 'booking.clientMoved', 'booking.clientCancelled'];

/** The events told to a partner about a job given to them or taken back (issue 27); their link is the partner portal's. */
export const PARTNER_EVENTS: readonly NotificationEvent[] = ['job.assigned', 'job.withdrawn'];

export type NotifyRequest = {
  /** The user, and the channel they prefer (e-mail when they have no phone number for it). */
  to: { userId: number; channel: Channel };
  event: NotificationEvent;
  data: BookingNotice;
};

/** A booking's move to `status`, as the event the client hears. */
export function bookingStatusEvent(status: BookingStatus): NotificationEvent {
  if (status === 'in_progress') return 'booking.confirmed';
  if (status === 'cancelled') return 'booking.cancelled';
  if (status === 'pending') return 'booking.received';
  return 'booking.status';
}
