import * as yup from 'yup';
import { ASSIGNABLE_ROLES, type AssignableRole } from '../constants';
import { fullNameField, phoneNumberField, startDateField, userTypeField } from './registration';
import { oneOfOrEmpty, requiredEmail, sameAs, strongPassword, V } from './rules';

const roleField = () => yup.string<AssignableRole>().trim().required(V('roleRequired')).test('one-of', V('roleInvalid'), oneOfOrEmpty(ASSIGNABLE_ROLES));

/**
 * An account created by an admin (dashboard users screen): the registration fields plus the spec's
 * user-form rules (user type required; start date required and not in the future) and a role. The
 * password is either set here or chosen by the user through an e-mailed invitation.
 */
export const adminUserCreateSchema = yup.object({
  fullName: fullNameField(),
  email: requiredEmail('invalidEmail'),
  phoneNumber: phoneNumberField(),
  typeUser: userTypeField().required(V('userTypeRequired')),
  startDate: startDateField().required(V('startDateRequired')),
  role: roleField(),
  sendInvitation: yup.boolean().typeError(V('booleanInvalid')).default(false),
  password: yup.string().when('sendInvitation', {
    is: true,
    then: (schema) => schema.strip(),
    otherwise: () => strongPassword(),
  }),
  confirmPassword: yup.string().when('sendInvitation', {
    is: true,
    then: (schema) => schema.strip(),
    otherwise: (schema) => schema.required(V('confirmPasswordRequired')).test('same', V('passwordsMustMatch'), sameAs('password')),
  }),
});

export type AdminUserCreateValues = yup.InferType<typeof adminUserCreateSchema>;

/** PATCH /User/set-role/{id}. */
export const userRoleSchema = yup.object({ role: roleField() });

/** PATCH /User/set-type/{id}. */
export const userTypeSchema = yup.object({ typeUser: userTypeField().required(V('userTypeRequired')) });
