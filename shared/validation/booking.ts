import * as yup from 'yup';
import { BOOKING_CONTACT_METHODS, BOOKING_DESCRIPTION_MAX, MIN_LENGTH, URGENCY_LEVELS } from '../constants';
import { listedId, minLength, oneOfOrEmpty, positiveId, startOfLocalToday, TIME_24H, V, dateField } from './rules';

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
 * today in the calendar of whoever fills the form, like the input's own minimum.
 */
const notPastDate = () =>
  dateField()
    .required(V('dateRequired'))
    .test('not-past', V('pastDate'), (value) => !value || value >= startOfLocalToday());

/** Booking wizard step 1 (spec 5.4), on the form state's field names (spec 3 "Booking form state"). */
export const bookingStepOneSchema = yup.object({
  serviceId: positiveId('selectService'),
  preferredDate: notPastDate(),
  preferredTime: yup
    .string()
    .trim()
    .optional()
    .matches(TIME_24H, { message: V('timeInvalid'), excludeEmptyString: true }),
  location: bookingLocationField(),
  description: bookingDescriptionField(),
  additionalServices: yup.array(listedId()).max(BOOKING_LIMITS.additionalServicesMax, V('tooManyServices')).default([]),
  urgency: yup.string().required(V('urgencyInvalid')).test('one-of', V('urgencyInvalid'), oneOfOrEmpty(URGENCY_LEVELS)),
  contactMethod: yup.string().required(V('contactMethodInvalid')).test('one-of', V('contactMethodInvalid'), oneOfOrEmpty(BOOKING_CONTACT_METHODS)),
});

export type BookingStepOneValues = yup.InferType<typeof bookingStepOneSchema>;
