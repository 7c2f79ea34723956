import * as yup from 'yup';
import { PASSWORD_MAX, strongPassword, V, sameAs } from './rules';

/**
 * Password change (spec 5.9). The spec shows only the match rule; the new password must also meet the
 * registration rules, or a change could weaken an account below what sign-up allows.
 */
export const passwordChangeSchema = yup.object({
  oldPassword: yup.string().required(V('currentPasswordRequired')).max(PASSWORD_MAX, V('passwordMaxLength')),
  newPassword: strongPassword('newPasswordRequired'),
  confirmPassword: yup.string().required(V('confirmPasswordRequired')).test('same', V('newPasswordsMismatch'), sameAs('newPassword')),
});

export type PasswordChangeValues = yup.InferType<typeof passwordChangeSchema>;
