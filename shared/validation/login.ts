import * as yup from 'yup';
import { MIN_LENGTH } from '../constants';
import { PASSWORD_MAX, requiredEmail, V } from './rules';

/** Login (spec 5.3). */
export const loginSchema = yup.object({
  email: requiredEmail('invalidEmail'),
  password: yup
    .string()
    .required(V('passwordRequired'))
    .min(MIN_LENGTH.loginPassword, V('loginPasswordMinLength'))
    .max(PASSWORD_MAX, V('passwordMaxLength')),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
