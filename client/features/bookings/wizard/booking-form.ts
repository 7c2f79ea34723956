import { DEFAULT_BOOKING_CONTACT_METHOD, DEFAULT_URGENCY, type BookingContactMethod, type Urgency } from '../../../../shared/constants';

/**
 * The booking form state of spec 3 ("Booking form state"). The service name and the budget are not
 * typed: both are read from the chosen service.
 */
export interface BookingFormValues {
  /** The select's value: '' until a service is chosen. */
  serviceId: string;
  /** YYYY-MM-DD from the date input. */
  preferredDate: string;
  /** HH:MM from the time input, or ''. */
  preferredTime: string;
  /** The Saudi national address (issue 27 item 2): a city code of the list ('' until chosen), then as typed. */
  city: string;
  district: string;
  street: string;
  buildingNumber: string;
  additionalNumber: string;
  postalCode: string;
  /** Floor, gate, landmark. */
  addressNote: string;
  /** An optional map link; '' for none. */
  mapUrl: string;
  description: string;
  additionalServices: number[];
  urgency: Urgency;
  contactMethod: BookingContactMethod;
}

export type BookingField = keyof BookingFormValues;

/** The address's fields in the order they appear. */
export const ADDRESS_FIELDS = [
  'city',
  'district',
  'street',
  'buildingNumber',
  'additionalNumber',
  'postalCode',
  'addressNote',
  'mapUrl',
] as const satisfies readonly BookingField[];

/** The fields of step 1 in the order they appear, which is also the order of the error summary. */
export const BOOKING_FIELDS: readonly BookingField[] = [
  'serviceId',
  'preferredDate',
  'preferredTime',
  ...ADDRESS_FIELDS,
  'description',
  'additionalServices',
  'urgency',
  'contactMethod',
];

/** The element id of each field, for labels and the error summary's links. */
export const fieldId = (field: BookingField) => `booking-${field}`;

export function initialBookingValues(serviceId = ''): BookingFormValues {
  return {
    serviceId,
    preferredDate: '',
    preferredTime: '',
    city: '',
    district: '',
    street: '',
    buildingNumber: '',
    additionalNumber: '',
    postalCode: '',
    addressNote: '',
    mapUrl: '',
    description: '',
    additionalServices: [],
    urgency: DEFAULT_URGENCY,
    contactMethod: DEFAULT_BOOKING_CONTACT_METHOD,
  };
}
