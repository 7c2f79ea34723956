import * as yup from 'yup';
import { requiredEmail } from './rules';

/** Resend confirmation and forgot password (spec 5.3): a non-empty, well-formed e-mail. */
export const emailOnlySchema = yup.object({
  email: requiredEmail('invalidEmail'),
});

export type EmailOnlyValues = yup.InferType<typeof emailOnlySchema>;
