import * as yup from 'yup';
import { BOOKING_CONTACT_METHODS, MIN_LENGTH, URGENCY_LEVELS } from '../constants';
import { BOOKING_LIMITS } from './booking';
import { emptyToUndefined, positiveId, startOfTodayAnywhere, V, oneOfOrEmpty } from './rules';

/**
 * The full service request payload (spec 3) as POST /DemandeDeService/create receives it. clientId is
 * accepted but the provider takes the client from the token.
 */
export const serviceRequestSchema = yup.object({
  priorite: yup.string().trim().required(V('urgencyInvalid')).test('one-of', V('urgencyInvalid'), oneOfOrEmpty(URGENCY_LEVELS)),
  preferedContactMethode: yup
    .string()
    .trim()
    .required(V('contactMethodInvalid'))
    .test('one-of', V('contactMethodInvalid'), oneOfOrEmpty(BOOKING_CONTACT_METHODS)),
  description: yup
    .string()
    .trim()
    .required(V('descriptionRequired'))
    .min(MIN_LENGTH.bookingDescription, V('descriptionTooShort'))
    .max(BOOKING_LIMITS.descriptionMax, V('descriptionMaxLength')),
  preferedDateAndTime: yup
    .date()
    .transform(emptyToUndefined)
    .typeError(V('invalidDate'))
    .required(V('dateRequired'))
    .test('not-past', V('pastDate'), (value) => !value || value >= startOfTodayAnywhere()),
  location: yup.string().trim().required(V('locationRequired')).max(BOOKING_LIMITS.locationMax, V('locationMaxLength')),
  budget: yup.number().transform(emptyToUndefined).typeError(V('budgetInvalid')).min(0, V('budgetInvalid')).default(0),
  clientId: yup.number().transform(emptyToUndefined).typeError(V('idInvalid')).optional(),
  demandeDeServiceItems: yup
    .array(
      yup.object({
        isAdditionalService: yup.boolean().typeError(V('booleanInvalid')).required(V('booleanInvalid')),
        serviceId: positiveId('selectService'),
      }),
    )
    .required(V('selectService'))
    .min(1, V('selectService'))
    .max(20, V('tooManyServices'))
    .test('one-main', V('oneMainService'), (items) => !items || items.filter((i) => i && i.isAdditionalService === false).length === 1),
});

export type ServiceRequestValues = yup.InferType<typeof serviceRequestSchema>;
