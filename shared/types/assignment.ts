import type { AssignmentStatus, PartnerNotifyChannel } from '../constants';
import type { WorkingDay } from './availability';

export type { AssignmentStatus, PartnerNotifyChannel } from '../constants';

/**
 * A booking's address in the Saudi national address shape (issue 27 item 2). The city is a code of
 * shared/places/saudi-cities.ts; the numbers are digits only (building 4, additional 4, postal code 5).
 */
export interface BookingAddress {
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  additionalNumber: string;
  postalCode: string;
  /** Free text: floor, gate, landmark. */
  note: string;
  /** An optional https map link to the place; null when none. */
  mapUrl: string | null;
}

/** One partner given one booking, and where they are in it. */
export interface BookingAssignment {
  id: number;
  bookingId: number;
  partnerId: number;
  partnerName: string;
  partnerArabicName: string;
  status: AssignmentStatus;
  /** The partner's reason when declined; null otherwise. */
  declineReason: string | null;
  /** The admin who assigned; null once their account is gone. */
  assignedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** A partner's login (role Partner): made by an admin's invitation, the password set from the e-mailed link. */
export interface PartnerAccount {
  partnerId: number;
  userId: number;
  email: string;
  /** E.164 (+9665...), the same as the partner's phone; null when not given. */
  phone: string | null;
  notifyChannel: PartnerNotifyChannel;
  isActive: boolean;
  /** Whether the partner has chosen a password yet (false while the invitation waits). */
  passwordSet: boolean;
  lastLoginAt: string | null;
}

/** Where and when a partner works, on top of the company's week and days off. */
export interface PartnerAvailability {
  partnerId: number;
  /** City codes the partner serves. */
  cities: string[];
  /** The partner's own week; null: the company's hours. */
  workingDays: WorkingDay[] | null;
  /** YYYY-MM-DD days the partner does not work, with an optional note. */
  daysOff: Array<{ date: string; note: string }>;
}

/** Why a partner cannot be given a booking: not eligible, busy with another job, or already on it. */
export type DispatchRefusal = 'archived' | 'otherService' | 'otherCity' | 'dayOff' | 'outsideHours' | 'busy' | 'assigned';

/** The job a partner already holds at a booking's time. */
export interface DispatchClash {
  bookingId: number;
  serviceTitle: string;
  serviceArabicTitle: string;
  startsAt: string;
  endsAt: string;
}

/** One partner as the assign dialog lists them for a booking. */
export interface DispatchCandidate {
  partnerId: number;
  name: string;
  arabicName: string;
  cities: string[];
  /** Whether they have a login to be told through. */
  hasLogin: boolean;
  /** null: free to take it. */
  refusal: DispatchRefusal | null;
  /** With 'busy': the job that clashes. */
  clash: DispatchClash | null;
}

/** GET /DemandeDeService/{id}/dispatch: the booking's time and place, its assignments, and the partners who do its service. */
export interface DispatchBoard {
  bookingId: number;
  serviceId: number;
  city: string | null;
  startsAt: string;
  endsAt: string;
  assignments: BookingAssignment[];
  candidates: DispatchCandidate[];
}
