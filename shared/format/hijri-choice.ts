import type { Language } from '../constants';

/**
 * The reader's choice of Umm al-Qura Hijri dates beside Gregorian ones (shared/format/hijri.ts writes
 * them; the page's choice is read by showsHijri in format.ts, set like the digits). Apart from the
 * formatting, which the home page's script does not carry: it shows no dates.
 */

/** The reader's choice, kept like the digits (a cookie, and on a signed-in reader's account). */
export const HIJRI_COOKIE = 'hijri';

/** A cookie's or a form's value as a choice: 'on' | 'off' (or a boolean); anything else: no choice. */
export function toHijriChoice(value: unknown): boolean | undefined {
  if (value === true || value === 'on') return true;
  if (value === false || value === 'off') return false;
  return undefined;
}

/** Whether a page in `language` shows Hijri dates: the reader's choice, else on for Arabic only. */
export function pageHijri(language: Language, preference?: boolean | null): boolean {
  return preference ?? language === 'ar';
}
