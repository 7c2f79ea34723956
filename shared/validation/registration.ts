import * as yup from 'yup';
import { DEFAULT_USER_TYPE, MIN_LENGTH, USER_TYPES } from '../constants';
import {
  dateField,
  emptyToUndefined,
  endOfTodayAnywhere,
  FULL_NAME_MAX,
  isPlausiblePhone,
  minLength,
  minVisibleLength,
  requiredEmail,
  strongPassword,
  V,
  sameAs,
  visibleText,
} from './rules';
import { policyVersionField } from './privacy';

const USER_TYPE_VALUES = Object.values(USER_TYPES) as number[];

export const fullNameField = () =>
  visibleText(
    minVisibleLength(yup.string().trim().required(V('fullNameRequired')), MIN_LENGTH.fullName, V('fullNameMinLength')).max(
      FULL_NAME_MAX,
      V('fullNameMaxLength'),
    ),
  );

export const phoneNumberField = () =>
  minLength(yup.string().trim().required(V('phoneNumberRequired')), MIN_LENGTH.phone, V('phoneNumberMinLength')).test(
    'phone-digits',
    V('phoneInvalid'),
    (value) => !value || isPlausiblePhone(value),
  );

export const startDateField = () => dateField().test('not-future', V('startDateFuture'), (value) => !value || value <= endOfTodayAnywhere());

export const userTypeField = () => yup.number().transform(emptyToUndefined).typeError(V('userTypeInvalid')).oneOf(USER_TYPE_VALUES, V('userTypeInvalid'));

/** Registration (spec 5.2). typeUser and startDate are sent by the form itself, so they may be absent. */
export const registrationSchema = yup.object({
  fullName: fullNameField(),
  email: requiredEmail('invalidEmail'),
  password: strongPassword(),
  confirmPassword: yup.string().required(V('confirmPasswordRequired')).test('same', V('passwordsMustMatch'), sameAs('password')),
  phoneNumber: phoneNumberField(),
  typeUser: userTypeField().default(DEFAULT_USER_TYPE),
  startDate: startDateField(),
  /** The versions of the privacy policy and terms the form showed and the person accepted (recorded as consents). */
  acceptedPrivacyVersion: policyVersionField('privacyVersionRequired'),
  acceptedTermsVersion: policyVersionField('termsVersionRequired'),
  /** The separate, optional opt-in to marketing messages. */
  marketingOptIn: yup.boolean().typeError(V('booleanInvalid')).default(false),
});

export type RegistrationValues = yup.InferType<typeof registrationSchema>;
