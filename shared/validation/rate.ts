import * as yup from 'yup';
import { reviewSchema } from './review';
import { emptyToUndefined, positiveId, V } from './rules';

/** POST /Rates/create-rate: the review plus its service. clientId is accepted and ignored (taken from the token). */
export const rateSchema = reviewSchema.shape({
  serviceId: positiveId('serviceRequired', 'selectService'),
  clientId: yup.number().transform(emptyToUndefined).typeError(V('idInvalid')).optional(),
});

export type RateValues = yup.InferType<typeof rateSchema>;
