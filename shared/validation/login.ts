import * as yup from 'yup';
import { MIN_LENGTH } from '../constants';
import { minLength, PASSWORD_MAX, requiredEmail, V } from './rules';

/** Login (spec 5.3). */
export const loginSchema = yup.object({
  email: requiredEmail('invalidEmail'),
  password: minLength(yup.string().required(V('passwordRequired')), MIN_LENGTH.loginPassword, V('loginPasswordMinLength')).max(
    PASSWORD_MAX,
    V('passwordMaxLength'),
  ),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
