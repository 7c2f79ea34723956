import * as yup from 'yup';
import { MIN_LENGTH } from '../constants';

/**
 * Building blocks shared by the schemas of spec section 5. Messages are i18n keys of the `validation`
 * namespace ("validation:<key>"); the client translates them with t(), the provider before answering.
 * No server-only imports here: the client's Formik forms import these schemas too.
 */

export const V = (key: string) => `validation:${key}`;

/** Timezones reach UTC+14: a date picked as "today" anywhere on earth is never before this instant. */
const EARLIEST_OFFSET_MS = 14 * 60 * 60 * 1000;

export function startOfTodayAnywhere(now = new Date()): Date {
  const startUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(startUtc - EARLIEST_OFFSET_MS);
}

export function endOfTodayAnywhere(now = new Date()): Date {
  const startUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(startUtc + 24 * 60 * 60 * 1000 + EARLIEST_OFFSET_MS);
}

/** Empty strings from form inputs count as "not given", so `required` reports them, not a type error. */
export const emptyToUndefined = (value: unknown, original: unknown) =>
  typeof original === 'string' && original.trim() === '' ? undefined : value;

export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
export const FULL_NAME_MAX = 100;
export const PHONE_DIGITS = { min: 8, max: 15 } as const;

export function countDigits(value: string): number {
  return (value.match(/\d/g) ?? []).length;
}

/** A phone number: digits with optional +, spaces, dashes, dots and parentheses; 8–15 digits. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = countDigits(value);
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** Registration-strength password (spec 5.2). */
export function strongPassword(requiredKey = 'passwordRequired') {
  return yup
    .string()
    .required(V(requiredKey))
    .test('min', V('passwordMinLength'), (v) => !v || v.length >= MIN_LENGTH.registrationPassword)
    .max(PASSWORD_MAX, V('passwordMaxLength'))
    .matches(/[A-Z]/, { message: V('passwordUppercaseRequired'), excludeEmptyString: true })
    .matches(/[a-z]/, { message: V('passwordLowercaseRequired'), excludeEmptyString: true })
    .matches(/\d/, { message: V('passwordNumberRequired'), excludeEmptyString: true })
    .matches(/[!@#$%^&*]/, { message: V('passwordSpecialCharRequired'), excludeEmptyString: true });
}

/** One of `values`; an empty value is left to `required` so a blank field gets one message. */
export function oneOfOrEmpty(values: readonly string[]) {
  return (value: string | undefined) => !value || values.includes(value);
}

/** Equal to a sibling field; an empty value is left to `required`. */
export function sameAs(field: string) {
  return function check(this: yup.TestContext, value: string | undefined) {
    return !value || value === this.parent[field];
  };
}

/** Required, well-formed e-mail; `invalidKey` differs between forms in the spec's texts. */
export function requiredEmail(invalidKey = 'invalidEmail') {
  return yup.string().trim().required(V('emailRequired')).max(EMAIL_MAX, V('emailMaxLength')).email(V(invalidKey));
}

export function positiveId(requiredKey: string, minKey = requiredKey) {
  return yup
    .number()
    .transform(emptyToUndefined)
    .typeError(V(minKey))
    .integer(V(minKey))
    .min(1, V(minKey))
    .required(V(requiredKey));
}
