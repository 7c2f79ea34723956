import * as yup from 'yup';
import { requiredEmail, V } from './rules';

/** Completing e-mail confirmation: the address and the token from the link. */
export const confirmEmailSchema = yup.object({
  email: requiredEmail('invalidEmail'),
  token: yup.string().trim().required(V('tokenRequired')).max(200, V('tokenInvalid')),
});

export type ConfirmEmailValues = yup.InferType<typeof confirmEmailSchema>;
