import type { FieldErrors } from '../../../../shared/api/envelope';
import { isApiError } from '../../../lib/api';
import type { BookingField } from './booking-form';

/** Where each field of the payload (spec 3) is typed in the form. */
const PAYLOAD_FIELD: Record<string, BookingField> = {
  priorite: 'urgency',
  preferedContactMethode: 'contactMethod',
  description: 'description',
  preferedDateAndTime: 'preferredDate',
  // The one line made of the address: its street is where to look.
  location: 'street',
  'address.city': 'city',
  'address.district': 'district',
  'address.street': 'street',
  'address.buildingNumber': 'buildingNumber',
  'address.additionalNumber': 'additionalNumber',
  'address.postalCode': 'postalCode',
  'address.note': 'addressNote',
  'address.mapUrl': 'mapUrl',
  budget: 'serviceId',
  demandeDeServiceItems: 'serviceId',
  slotStartsAt: 'preferredTime',
};

function formFieldOf(payloadField: string): BookingField | undefined {
  const item = /^demandeDeServiceItems\[(\d+)\]/.exec(payloadField);
  if (item) return item[1] === '0' ? 'serviceId' : 'additionalServices';
  return PAYLOAD_FIELD[payloadField];
}

/**
 * A 400's field errors (named after the payload) under the form's fields: the main service's item
 * under the service select, the others under additional services, a refused slot (400, or 409 when
 * it filled up meanwhile) under the times. The first message of a field wins.
 */
export function bookingFieldErrors(error: unknown): Partial<Record<BookingField, string>> {
  const out: Partial<Record<BookingField, string>> = {};
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409) || !error.errors) return out;
  for (const [payloadField, messages] of Object.entries(error.errors as FieldErrors)) {
    const field = formFieldOf(payloadField);
    const first = messages.find((message) => message.trim() !== '');
    if (field && first && !out[field]) out[field] = first;
  }
  return out;
}
