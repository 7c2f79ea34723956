import * as yup from 'yup';
import { singleLine, V } from './rules';

/** Rejecting a quote needs a reason (spec 5.6). */
export const quoteRejectionSchema = yup.object({
  reason: singleLine(yup.string().trim().required(V('rejectionReasonRequired')).max(1000, V('descriptionMaxLength'))),
});

export type QuoteRejectionValues = yup.InferType<typeof quoteRejectionSchema>;
