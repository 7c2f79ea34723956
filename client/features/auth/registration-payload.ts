import { DEFAULT_USER_TYPE } from '../../../shared/constants';
import type { RegisterRequest } from '../../../shared/types/user';
import { localDateInputValue } from '../../../shared/validation/rules';

export interface RegistrationFormValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
  phoneNumber: string;
  /** The privacy policy and terms in force, accepted (required). */
  acceptPolicies: boolean;
  /** The separate, optional marketing opt-in. */
  marketingOptIn: boolean;
}

export const EMPTY_REGISTRATION: RegistrationFormValues = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  acceptPolicies: false,
  marketingOptIn: false,
};

/** The versions of the policies the form showed (GET /Policies/{kind}): what the person accepts. */
export interface ShownPolicies {
  privacy: number;
  terms: number;
}

/**
 * The registration payload of spec section 3: what was typed (names and addresses trimmed, passwords
 * as typed), typeUser always 3 (spec 6) and startDate today, date only, in the visitor's calendar.
 */
export function buildRegistrationPayload(values: RegistrationFormValues, shown: ShownPolicies, now = new Date()): RegisterRequest {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    phoneNumber: values.phoneNumber.trim(),
    typeUser: DEFAULT_USER_TYPE,
    startDate: localDateInputValue(now),
    acceptedPrivacyVersion: shown.privacy,
    acceptedTermsVersion: shown.terms,
    marketingOptIn: values.marketingOptIn,
  };
}
