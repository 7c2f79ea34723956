import * as yup from 'yup';
import { MIN_LENGTH } from '../constants';
import { NUMERAL_SYSTEMS, type Numerals } from '../format/numerals';
import { fullNameField, startDateField, userTypeField } from './registration';
import { isPlausiblePhone, PASSWORD_MAX, requiredEmail, V } from './rules';
import { buyerIdentitySchema } from './national-address';

/**
 * Profile / user update (PUT /User/update-user/{id}). The spec shows no rules beyond input types, so
 * these are the registration rules for the same fields; isActive, typeUser and startDate are optional
 * (only an admin may change isActive and typeUser). A password in the body is ignored.
 */
export const profileUpdateSchema = yup.object({
  id: yup
    .number()
    .transform((v, o) => (o === '' || o === null ? undefined : v))
    .typeError(V('idInvalid'))
    .optional(),
  fullName: fullNameField(),
  email: requiredEmail('invalidEmail'),
  /**
   * Needed to change the own e-mail (the provider checks it; the form asks for it only then). The new
   * address takes effect once confirmed from a link sent to it.
   */
  currentPassword: yup.string().max(PASSWORD_MAX, V('passwordMaxLength')).optional(),
  phoneNumber: yup
    .string()
    .trim()
    .default('')
    .test('phone-min', V('phoneNumberMinLength'), (value) => !value || value.length >= MIN_LENGTH.phone)
    .test('phone-digits', V('phoneInvalid'), (value) => !value || isPlausiblePhone(value)),
  isActive: yup.boolean().typeError(V('booleanInvalid')).optional(),
  typeUser: userTypeField().optional(),
  startDate: startDateField().optional(),
  numerals: yup
    .mixed<Numerals>()
    .nullable()
    .optional()
    .test('numerals', V('numeralsInvalid'), (value) => value == null || (NUMERAL_SYSTEMS as readonly unknown[]).includes(value)),
  hijri: yup.boolean().strict().typeError(V('booleanInvalid')).nullable().optional(),
  /**
   * A business buyer's VAT number and national address (user types 2 and 3): its invoices are then
   * standard tax invoices. Absent: unchanged; null, or an empty VAT number: none.
   */
  buyer: buyerIdentitySchema.nullable().optional().default(undefined),
});

export type ProfileUpdateValues = yup.InferType<typeof profileUpdateSchema>;

/**
 * The profile form's fields: the current password is asked for only when the e-mail differs from
 * the account's `currentEmail` (the provider checks it then).
 */
export const profileFormSchema = (currentEmail: string) =>
  profileUpdateSchema.pick(['fullName', 'email', 'phoneNumber']).shape({
    currentPassword: yup
      .string()
      .max(PASSWORD_MAX, V('passwordMaxLength'))
      .when('email', {
        is: (email: unknown) => typeof email === 'string' && email.trim().toLowerCase() !== currentEmail.toLowerCase(),
        then: (schema) => schema.required(V('currentPasswordRequired')),
      }),
  });
