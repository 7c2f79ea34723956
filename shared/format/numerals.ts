import type { Language } from '../constants';

/**
 * The digits an Arabic page writes numbers in: Arabic-Indic (٠١٢٣, the ar-SA convention) or Latin
 * (0123, what many readers in the Gulf are used to on screens). English pages always use Latin.
 */
export const NUMERAL_SYSTEMS = ['arab', 'latn'] as const;
export type Numerals = (typeof NUMERAL_SYSTEMS)[number];

/** The company writes Arabic with Arabic-Indic digits (ar-SA) until a reader chooses otherwise. */
export const DEFAULT_ARABIC_NUMERALS: Numerals = 'arab';

/** The visitor's choice, kept like the theme's (not a secret, read by the server for the first paint). */
export const NUMERALS_COOKIE = 'numerals';

export function toNumerals(value: unknown): Numerals | undefined {
  return value === 'arab' || value === 'latn' ? value : undefined;
}

/** The one numeral system of a page in `language`, given the reader's preference (if any). */
export function pageNumerals(language: Language, preference?: Numerals | null): Numerals {
  return language === 'ar' ? (preference ?? DEFAULT_ARABIC_NUMERALS) : 'latn';
}

/** What every number, amount and date of a text is written for: its language and its digits. */
export interface NumberStyle {
  language: Language;
  numerals: Numerals;
}

/** The Intl locale of a style: en-US, or ar-SA with its digits made explicit (ar-SA-u-nu-latn). */
export function intlLocale(style: NumberStyle): string {
  return style.language === 'ar' ? `ar-SA-u-nu-${style.numerals}` : 'en-US';
}

const ARABIC_INDIC_ZERO = 0x0660;
const ANY_DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/g;

/** Every digit of `text` (Latin, Arabic-Indic or Persian) written in `numerals`. */
export function withDigits(text: string, numerals: Numerals): string {
  return text.replace(ANY_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const value = code <= 0x39 ? code - 0x30 : code >= 0x06f0 ? code - 0x06f0 : code - ARABIC_INDIC_ZERO;
    return numerals === 'arab' ? String.fromCharCode(ARABIC_INDIC_ZERO + value) : String(value);
  });
}
