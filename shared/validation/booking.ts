import * as yup from 'yup';
import { MIN_LENGTH } from '../constants';
import { emptyToUndefined, positiveId, startOfTodayAnywhere, V } from './rules';

export const BOOKING_LIMITS = { locationMax: 255, descriptionMax: 1000 } as const;

const bookingDescription = () =>
  yup
    .string()
    .trim()
    .required(V('descriptionRequired'))
    .min(MIN_LENGTH.bookingDescription, V('descriptionTooShort'))
    .max(BOOKING_LIMITS.descriptionMax, V('descriptionMaxLength'));

const bookingLocation = () =>
  yup.string().trim().required(V('locationRequired')).max(BOOKING_LIMITS.locationMax, V('locationMaxLength'));

const notPastDate = () =>
  yup
    .date()
    .transform(emptyToUndefined)
    .typeError(V('invalidDate'))
    .required(V('dateRequired'))
    .test('not-past', V('pastDate'), (value) => !value || value >= startOfTodayAnywhere());

/** Booking wizard step 1 (spec 5.4), on the form state's field names. */
export const bookingStepOneSchema = yup.object({
  serviceId: positiveId('selectService'),
  preferredDate: notPastDate(),
  preferredTime: yup.string().trim().optional(),
  location: bookingLocation(),
  description: bookingDescription(),
});

export type BookingStepOneValues = yup.InferType<typeof bookingStepOneSchema>;
