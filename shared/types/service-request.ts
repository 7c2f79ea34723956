import type { BookingContactMethod, RequestStatus, Urgency } from '../constants';

export interface ServiceRequestItemInput {
  isAdditionalService: boolean;
  serviceId: number;
}

/** The booking payload of spec section 3, exactly. */
export interface ServiceRequestInput {
  priorite: Urgency;
  preferedContactMethode: BookingContactMethod;
  description: string;
  preferedDateAndTime: string;
  location: string;
  budget: number;
  clientId: number;
  demandeDeServiceItems: ServiceRequestItemInput[];
}

export interface ServiceRequestItem extends ServiceRequestItemInput {
  id: number;
  serviceTitle: string;
  serviceArabicTitle: string;
}

export interface ServiceRequest {
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
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  demandeDeServiceItems: ServiceRequestItem[];
}
