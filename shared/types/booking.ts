import type { BookingAddress } from './assignment';
import type { BookingContactMethod, BookingStatus, Role, Urgency } from '../constants';

export interface BookingItemInput {
  isAdditionalService: boolean;
  serviceId: number;
}

/** The booking payload of spec section 3, exactly. */
export interface BookingInput {
  priorite: Urgency;
  preferedContactMethode: BookingContactMethod;
  description: string;
  preferedDateAndTime: string;
  location: string;
  budget: number;
  clientId: number;
  demandeDeServiceItems: BookingItemInput[];
  /**
   * A slot of the main service from GET /Availability/services/{id}/slots (issue 16): the booking
   * takes one of its places, or is refused. Without it the request only states a preferred date.
   */
  slotStartsAt?: string;
  /** The Saudi national address and map link (issue 27 item 2); `location` is then its one line. Optional: spec 3's payload has none. */
  address?: BookingAddress | null;
  /** The privacy policy version the form's notice linked to, recorded as the client's consent at booking. */
  acceptedPrivacyVersion?: number;
}

export interface BookingItem extends BookingItemInput {
  id: number;
  serviceTitle: string;
  serviceArabicTitle: string;
}

export interface Booking {
  id: number;
  priorite: Urgency;
  preferedContactMethode: BookingContactMethod;
  description: string;
  preferedDateAndTime: string;
  location: string;
  budget: number;
  clientId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  status: BookingStatus;
  createdAt: string;
  updatedAt: string;
  demandeDeServiceItems: BookingItem[];
  /** The booked slot of the main service; null for a request without one (all made before slots). */
  slotStartsAt: string | null;
  slotEndsAt: string | null;
  /** Why it was cancelled (by the client or an admin); null when not, or not said. */
  cancellationReason: string | null;
  /**
   * Until when the client may still move or cancel it themselves (the notice period before its time,
   * or the grace period after it was made when later: shared/bookings/change-policy.ts); null once its status no longer allows it.
   */
  changeDeadline: string | null;
  /**
   * The notice period (hours before its time) the deadline was reckoned with. A booking made inside it
   * has a later deadline than its time less these hours: the grace period after it was made.
   */
  changeNoticeHours: number;
  /** Its moves and cancellation, oldest first. */
  changes: BookingChange[];
  /** Its Saudi national address and map link (issue 27); null until one is given (its `location` says where). */
  address: BookingAddress | null;
}

/** One move to another slot, or the cancellation, of a booking, with why and by whom. */
export interface BookingChange {
  id: number;
  kind: 'moved' | 'cancelled';
  /** ISO instants: the time before and after a move; null where there was none. */
  fromStartsAt: string | null;
  toStartsAt: string | null;
  reason: string;
  byRole: Role;
  at: string;
}
