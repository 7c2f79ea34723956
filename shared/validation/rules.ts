import * as yup from 'yup';
import { MIN_LENGTH } from '../constants';
import { businessToday } from '../quotes/quote-dates';

/**
 * Building blocks shared by the schemas of spec section 5. Messages are i18n keys of the `validation`
 * namespace ("validation:<key>"); the client translates them with t(), the provider before answering.
 * No server-only imports here: the client's Formik forms import these schemas too.
 */

export const V = (key: string) => `validation:${key}`;

/** Timezones reach UTC+14: a date picked as "today" anywhere on earth is never after the end of this day. */
const EARLIEST_OFFSET_MS = 14 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The company's clock (Asia/Riyadh) is UTC+3 all year: Saudi Arabia keeps no daylight saving. */
const COMPANY_UTC_OFFSET_MS = 3 * 60 * 60 * 1000;

/** Today as an `<input type="date">` value (YYYY-MM-DD) in the local calendar. */
export function localDateInputValue(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Midnight starting the company's today, on the same local-midnight footing as a parsed date input. */
export function startOfBusinessToday(now = new Date()): Date {
  const [year, month, day] = businessToday(now).split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The midnight that began the company's today (Saudi time), as an instant. */
export function startOfCompanyToday(now = new Date()): Date {
  const [year, month, day] = businessToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day) - COMPANY_UTC_OFFSET_MS);
}

/**
 * A booking's preferred moment is not past, measured by the clock in Riyadh: a time must be still to
 * come; a day without a time (the company's midnight, as the wizard sends a day alone) may be today.
 */
export function notPastMoment(value: Date, now = new Date()): boolean {
  return value.getTime() >= now.getTime() || value.getTime() === startOfCompanyToday(now).getTime();
}

/** "HH:MM", 24-hour, as `<input type="time">` gives it. */
export const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

export function endOfTodayAnywhere(now = new Date()): Date {
  const startUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(startUtc + DAY_MS + EARLIEST_OFFSET_MS);
}

/** Empty strings from form inputs count as "not given", so `required` reports them, not a type error. */
export const emptyToUndefined = (value: unknown, original: unknown) => (typeof original === 'string' && original.trim() === '' ? undefined : value);

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

/**
 * A minimum length that leaves an empty value to `required`: a blank field gets "… is required" alone,
 * not that plus "… must be at least N characters". (yup's own min() also fails on "".)
 */
export function minLength<S extends yup.StringSchema<string | undefined>>(schema: S, min: number, message: string): S {
  return schema.test({ name: 'min', message, params: { min }, test: (value) => !value || value.length >= min }) as S;
}

/**
 * The character rules of a registration-strength password (spec 5.2), in the order they are
 * reported. Forms list them as the user types; the schema checks the same patterns.
 */
export const PASSWORD_CHARACTER_RULES = [
  { message: V('passwordUppercaseRequired'), pattern: /[A-Z]/ },
  { message: V('passwordLowercaseRequired'), pattern: /[a-z]/ },
  { message: V('passwordNumberRequired'), pattern: /\d/ },
  { message: V('passwordSpecialCharRequired'), pattern: /[!@#$%^&*]/ },
] as const;

/** Each rule of a registration-strength password (its message key) and whether `password` meets it. */
export function passwordRuleChecks(password: string): Array<{ message: string; met: boolean }> {
  return [
    { message: V('passwordMinLength'), met: password.length >= MIN_LENGTH.registrationPassword },
    ...PASSWORD_CHARACTER_RULES.map(({ message, pattern }) => ({ message, met: pattern.test(password) })),
  ];
}

/** Registration-strength password (spec 5.2). */
export function strongPassword(requiredKey = 'passwordRequired') {
  let schema = yup
    .string()
    .required(V(requiredKey))
    .test('min', V('passwordMinLength'), (v) => !v || v.length >= MIN_LENGTH.registrationPassword)
    .max(PASSWORD_MAX, V('passwordMaxLength'));
  for (const { message, pattern } of PASSWORD_CHARACTER_RULES) {
    schema = schema.matches(pattern, { message, excludeEmptyString: true });
  }
  return schema;
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

/**
 * Characters that take no visible space: whitespace, format characters (zero-width space, joiners,
 * word joiner, BOM, the bidi marks, embeddings, overrides and isolates, the Arabic letter mark) and
 * the other default-ignorables that are not format characters (combining grapheme joiner, Hangul
 * fillers, Khmer and Mongolian invisibles, variation selectors). A name made only of these looks
 * empty, or reorders the text around it, wherever it is shown.
 */
const INVISIBLE = /[\s\p{Cc}\p{Cf}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;

/** Whether `value` has at least one character a reader can see. */
export function hasVisibleCharacters(value: string): boolean {
  return value.replace(INVISIBLE, '') !== '';
}

/**
 * `minLength` for a name: counts the characters a reader sees, and leaves invisible-only text to
 * the one message of `visibleText`.
 */
export function minVisibleLength<S extends yup.StringSchema<string | undefined>>(schema: S, min: number, message: string): S {
  return schema.test({
    name: 'min',
    message,
    params: { min },
    test: (value) => !value || !hasVisibleCharacters(value) || [...value.replace(INVISIBLE, '')].length >= min,
  }) as S;
}

/** Every character that starts a new line somewhere: CR, LF, vertical tab, form feed, NEL, and the Unicode line and paragraph separators. */
const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * A one-line text (names, titles, reasons): a line break inside it would forge a second line in a
 * CSV row, an e-mail header, a log line or an invoice field, so it is refused, not silently joined.
 */
export function singleLine<S extends yup.StringSchema<string | undefined, yup.AnyObject, unknown, yup.Flags>>(schema: S): S {
  return schema.test({ name: 'single-line', message: V('lineBreak'), test: (value) => !value || !LINE_BREAK.test(value) }) as S;
}

/**
 * A name-like text (full name, partner and service names, contact and client names, titles) must
 * show something: zero-width and direction characters alone are refused. It is one line, too. An
 * empty value is left to `required`, so a blank field gets one message.
 */
export function visibleText<S extends yup.StringSchema<string | undefined, yup.AnyObject, unknown, yup.Flags>>(schema: S): S {
  return singleLine(schema.test({ name: 'visible', message: V('invisibleOnly'), test: (value) => !value || hasVisibleCharacters(value) }) as S);
}

/** Required, well-formed e-mail; `invalidKey` differs between forms in the spec's texts. */
export function requiredEmail(invalidKey = 'invalidEmail') {
  return yup.string().trim().required(V('emailRequired')).max(EMAIL_MAX, V('emailMaxLength')).email(V(invalidKey));
}

/** The largest id a record can have (PostgreSQL `integer`): anything above names no record. */
export const MAX_ID = 2 ** 31 - 1;

export function positiveId(requiredKey: string, minKey = requiredKey) {
  return yup.number().transform(emptyToUndefined).typeError(V(minKey)).integer(V(minKey)).min(1, V(minKey)).max(MAX_ID, V(minKey)).required(V(requiredKey));
}

/** An id inside a list (related services, additional services). */
export const listedId = () =>
  yup.number().typeError(V('idInvalid')).integer(V('idInvalid')).min(1, V('idInvalid')).max(MAX_ID, V('idInvalid')).required(V('idInvalid'));

/** The dates any form or API call can mean: years 1900 to 2200 (a far year breaks the database and every calendar). */
export const DATE_RANGE = { earliest: Date.UTC(1900, 0, 1), latest: Date.UTC(2201, 0, 1) } as const;

/** A date field: empty is absent, anything unreadable or outside DATE_RANGE is "invalid date". */
export const dateField = () =>
  yup
    .date()
    .transform(emptyToUndefined)
    .typeError(V('invalidDate'))
    .test('date-range', V('invalidDate'), (value) => !value || (value.getTime() >= DATE_RANGE.earliest && value.getTime() < DATE_RANGE.latest));
