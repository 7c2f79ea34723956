import type { Language } from '../../../../shared/constants';
import { addressLine } from '../../../../shared/places/address-line';
import type { BookingAddress } from '../../../../shared/types/assignment';
import type { Service } from '../../../../shared/types/service';
import type { BookingInput } from '../../../../shared/types/booking';
import type { BookingFormValues } from './booking-form';

/** Saudi Arabia keeps UTC+3 all year (no daylight saving time): the company's clock, BUSINESS_TIME_ZONE. */
const COMPANY_UTC_OFFSET_HOURS = 3;
const COMPANY_UTC_OFFSET = `+${String(COMPANY_UTC_OFFSET_HOURS).padStart(2, '0')}:00`;

/**
 * The preferred moment as an ISO timestamp (spec 3): the chosen date at the chosen time, or at the
 * start of that day when no time was chosen. The work happens in Saudi Arabia, so "10:30" means
 * 10:30 there, whatever clock the visitor's device keeps; every screen shows it in that clock too.
 */
export function preferredDateTimeIso(date: string, time = ''): string {
  const clock = time || '00:00';
  const moment = new Date(`${date}T${clock}:00${COMPANY_UTC_OFFSET}`);
  // Read back in the company's clock it must be the same day and time (no 30 February rolling over).
  const readBack = Number.isNaN(moment.getTime()) ? '' : new Date(moment.getTime() + COMPANY_UTC_OFFSET_HOURS * 3600_000).toISOString().slice(0, 16);
  if (readBack !== `${date}T${clock}`) {
    throw new RangeError(`Not a date: ${date} ${time}`);
  }
  return moment.toISOString();
}

/** The additional services once each, in the order chosen, never the main service itself. */
export function additionalServiceIds(mainId: number, chosen: readonly number[]): number[] {
  return [...new Set(chosen)].filter((id) => id !== mainId);
}

/** The national address typed in the form, trimmed, the map link null when none. */
export function bookingAddressOf(values: BookingFormValues): BookingAddress {
  return {
    city: values.city.trim(),
    district: values.district.trim(),
    street: values.street.trim(),
    buildingNumber: values.buildingNumber.trim(),
    additionalNumber: values.additionalNumber.trim(),
    postalCode: values.postalCode.trim(),
    note: values.addressNote.trim(),
    mapUrl: values.mapUrl.trim() || null,
  };
}

/**
 * The service request payload of spec 3, from a form that passed step 1: urgency and contact method
 * under the provider's names, trimmed texts, the budget from the service's price, the main service
 * first (isAdditionalService false), then each additional service (true). The national address goes
 * with it, and its one line in the client's language is the spec's free-text `location`.
 */
export function buildBookingInput(values: BookingFormValues, service: Pick<Service, 'id' | 'price'>, clientId: number, language: Language): BookingInput {
  const when = preferredDateTimeIso(values.preferredDate, values.preferredTime.trim());
  const address = bookingAddressOf(values);
  return {
    priorite: values.urgency,
    preferedContactMethode: values.contactMethod,
    description: values.description.trim(),
    preferedDateAndTime: when,
    // The chosen time is one of the service's slots: the provider holds a place in it, or refuses it.
    ...(values.preferredTime.trim() ? { slotStartsAt: when } : {}),
    location: addressLine(address, language),
    address,
    budget: service.price,
    clientId,
    demandeDeServiceItems: [
      { isAdditionalService: false, serviceId: service.id },
      ...additionalServiceIds(service.id, values.additionalServices).map((serviceId) => ({ isAdditionalService: true, serviceId })),
    ],
  };
}
