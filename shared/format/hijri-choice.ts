import type { Language } from '../constants';

/**
 * Whether a page shows Umm al-Qura Hijri dates beside Gregorian ones (shared/format/hijri.ts writes
 * them). Apart from the formatting so that every page's first script (which sets the source) stays
 * small: the home page shows no dates.
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

/** Where a language finds its page's choice: the browser sets it once, the server per request. */
let hijriOf: (language: Language) => boolean = (language) => pageHijri(language);

export function setHijriSource(source: (language: Language) => boolean): void {
  hijriOf = source;
}

/** Whether the page being written (server render or browser) shows Hijri dates beside Gregorian ones. */
export function showsHijri(language: Language): boolean {
  return hijriOf(language);
}

