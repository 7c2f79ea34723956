import * as yup from 'yup';
import { requiredEmail, strongPassword, V, sameAs } from './rules';

/** Completing a password reset: address, token from the link, and the new password twice. */
export const resetPasswordSchema = yup.object({
  email: requiredEmail('invalidEmail'),
  token: yup.string().trim().required(V('tokenRequired')).max(200, V('tokenInvalid')),
  newPassword: strongPassword('newPasswordRequired'),
  confirmPassword: yup.string().required(V('confirmPasswordRequired')).test('same', V('passwordsMustMatch'), sameAs('newPassword')),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;
