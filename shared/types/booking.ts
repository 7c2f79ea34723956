import type { BookingContactMethod, BookingStatus, Urgency } from '../constants';

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
}
