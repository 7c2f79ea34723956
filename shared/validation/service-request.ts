import * as yup from 'yup';
import { BOOKING_CONTACT_METHODS, URGENCY_LEVELS } from '../constants';
import { BOOKING_LIMITS, bookingDescriptionField, bookingLocationField } from './booking';
import { emptyToUndefined, positiveId, startOfTodayAnywhere, V, oneOfOrEmpty, dateField } from './rules';

/**
 * The full service request payload (spec 3) as POST /DemandeDeService/create receives it. clientId is
 * accepted but the provider takes the client from the token.
 */
/** What a booking's budget column holds (numeric(12, 2)). */
export const BUDGET_MAX = 9_999_999_999.99;

export const serviceRequestSchema = yup.object({
  priorite: yup.string().trim().required(V('urgencyInvalid')).test('one-of', V('urgencyInvalid'), oneOfOrEmpty(URGENCY_LEVELS)),
  preferedContactMethode: yup
    .string()
    .trim()
    .required(V('contactMethodInvalid'))
    .test('one-of', V('contactMethodInvalid'), oneOfOrEmpty(BOOKING_CONTACT_METHODS)),
  description: bookingDescriptionField(),
  preferedDateAndTime: dateField()
    .required(V('dateRequired'))
    .test('not-past', V('pastDate'), (value) => !value || value >= startOfTodayAnywhere()),
  location: bookingLocationField(),
  budget: yup.number().transform(emptyToUndefined).typeError(V('budgetInvalid')).min(0, V('budgetInvalid')).max(BUDGET_MAX, V('budgetInvalid')).default(0),
  // Accepted and ignored (the client comes from the token), so any number will do.
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
    .max(BOOKING_LIMITS.additionalServicesMax + 1, V('tooManyServices'))
    // An empty list already has its message (select a service); this one is for a wrong mix.
    .test('one-main', V('oneMainService'), (items) => !items || items.length === 0 || items.filter((i) => i && i.isAdditionalService === false).length === 1),
});

export type ServiceRequestValues = yup.InferType<typeof serviceRequestSchema>;
