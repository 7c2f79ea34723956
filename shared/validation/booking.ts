import * as yup from 'yup';
import { BOOKING_CONTACT_METHODS, BOOKING_DESCRIPTION_MAX, MIN_LENGTH, URGENCY_LEVELS, type BookingContactMethod, type Urgency } from '../constants';
import { bookingAddressFields, bookingAddressSchema } from './dispatch';
import { emptyToUndefined, listedId, minLength, oneOfOrEmpty, positiveId, notPastMoment, startOfBusinessToday, TIME_24H, V, dateField } from './rules';

/**
 * Limits of a booking. The description counter of spec 5.4 shows /500; it is a real limit, on the
 * form and at the provider alike, so what the form accepts is what the provider stores.
 */
export const BOOKING_LIMITS = { locationMax: 255, descriptionMax: BOOKING_DESCRIPTION_MAX, additionalServicesMax: 19 } as const;

export const bookingDescriptionField = () =>
  minLength(yup.string().trim().required(V('descriptionRequired')), MIN_LENGTH.bookingDescription, V('descriptionTooShort')).max(
    BOOKING_LIMITS.descriptionMax,
    V('bookingDescriptionMaxLength'),
  );

export const bookingLocationField = () => yup.string().trim().required(V('locationRequired')).max(BOOKING_LIMITS.locationMax, V('locationMaxLength'));

/**
 * The preferred date as the date input gives it (YYYY-MM-DD, read as local midnight): not before
 * today in the company's calendar (Saudi time), like the input's own minimum.
 */
const notPastDate = () =>
  dateField()
    .required(V('dateRequired'))
    .test('not-past', V('pastDate'), (value) => !value || value >= startOfBusinessToday());

// The form names the address's note apart from the booking's description.
const { note: addressNote, ...addressParts } = bookingAddressFields;

/** Booking wizard step 1 (spec 5.4), on the form state's field names (spec 3 "Booking form state"). */
export const bookingStepOneSchema = yup.object({
  serviceId: positiveId('selectService'),
  preferredDate: notPastDate(),
  // A free slot of the service's day (issue 16): the wizard offers only those, so a time is needed.
  preferredTime: yup
    .string()
    .trim()
    .required(V('slotRequired'))
    .matches(TIME_24H, { message: V('timeInvalid'), excludeEmptyString: true }),
  // Where (issue 27 item 2): the Saudi national address, as the dashboard's address form takes it.
  ...addressParts,
  addressNote,
  description: bookingDescriptionField(),
  additionalServices: yup.array(listedId()).max(BOOKING_LIMITS.additionalServicesMax, V('tooManyServices')).default([]),
  urgency: yup.string().required(V('urgencyInvalid')).test('one-of', V('urgencyInvalid'), oneOfOrEmpty(URGENCY_LEVELS)),
  contactMethod: yup.string().required(V('contactMethodInvalid')).test('one-of', V('contactMethodInvalid'), oneOfOrEmpty(BOOKING_CONTACT_METHODS)),
});

export type BookingStepOneValues = yup.InferType<typeof bookingStepOneSchema>;

/** What a booking's budget column holds (numeric(12, 2)). */
export const BUDGET_MAX = 9_999_999_999.99;

/**
 * The full booking payload (spec 3) as POST /DemandeDeService/create receives it. clientId is
 * accepted but the provider takes the client from the token.
 */
export const bookingSchema = yup.object({
  priorite: yup.string<Urgency>().trim().required(V('urgencyInvalid')).test('one-of', V('urgencyInvalid'), oneOfOrEmpty(URGENCY_LEVELS)),
  preferedContactMethode: yup
    .string<BookingContactMethod>()
    .trim()
    .required(V('contactMethodInvalid'))
    .test('one-of', V('contactMethodInvalid'), oneOfOrEmpty(BOOKING_CONTACT_METHODS)),
  description: bookingDescriptionField(),
  preferedDateAndTime: dateField()
    .required(V('dateRequired'))
    .test('not-past', V('pastDate'), (value) => !value || notPastMoment(value)),
  location: bookingLocationField(),
  budget: yup.number().transform(emptyToUndefined).typeError(V('budgetInvalid')).min(0, V('budgetInvalid')).max(BUDGET_MAX, V('budgetInvalid')).default(0),
  // Accepted and ignored (the client comes from the token), so any number will do.
  clientId: yup.number().transform(emptyToUndefined).typeError(V('idInvalid')).optional(),
  /**
   * The privacy policy version the booking form showed beside its notice: recorded as the client's
   * consent at booking. Optional for API callers (the client accepted one at registration); when
   * sent it must be the version in force.
   */
  acceptedPrivacyVersion: yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V('privacyVersionRequired'))
    .integer(V('privacyVersionRequired'))
    .min(1, V('privacyVersionRequired'))
    .optional(),
  demandeDeServiceItems: yup
    .array(
      yup.object({
        isAdditionalService: yup.boolean().typeError(V('booleanInvalid')).required(V('booleanInvalid')),
        serviceId: positiveId('selectService'),
      }),
    )
    .required(V('selectService'))
    .min(1, V('selectService'))
    .max(BOOKING_LIMITS.additionalServicesMax + 1, V('tooManyServices'))
    // An empty list already has its message (select a service); this one is for a wrong mix.
    .test('one-main', V('oneMainService'), (items) => !items || items.length === 0 || items.filter((i) => i && i.isAdditionalService === false).length === 1),
  // A slot of the main service (issue 16); the provider checks it against the availability.
  slotStartsAt: dateField().optional(),
  // The Saudi national address and map link (issue 27 item 2), kept with the booking; `location` stays its one line.
  address: bookingAddressSchema.nullable().optional().default(undefined),
});

export type BookingValues = yup.InferType<typeof bookingSchema>;
