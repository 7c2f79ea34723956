import { withDigits, type Numerals } from '../../../shared/format/numerals';

/**
 * What a number field holds while someone types into it, kept apart from the number the form gets:
 * "12." must stay on screen while the form already has 12, and an Arabic page writes both in its own
 * digits (issue 32 item 16: the browser's own number inputs only know Latin digits).
 */

/** The Arabic decimal separator (١٫٥), as Intl writes it for ar-SA; its thousands separator (١٬٥٠٠) is dropped with the others. */
const ARABIC_DECIMAL = '\u066b';

/** What someone typed, in Latin digits with a "." for the decimals: separators of thousands and anything but a number's characters are dropped. */
export function latinNumberText(typed: string): string {
  const latin = withDigits(typed, 'latn').replaceAll(ARABIC_DECIMAL, '.');
  return latin.replace(/[^0-9.-]/g, '');
}

/** The form's value for a typed text: a number once it reads as one, '' when empty or unreadable (as Formik does for its number inputs). */
export function typedNumberValue(latin: string): number | '' {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(latin)) return '';
  const value = Number(latin);
  return Number.isFinite(value) ? value : '';
}

/** The text to show for a value that came from elsewhere (the initial values, a reset, a computed line). */
export function numberText(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? latinNumberText(value) : '';
}

/** Whether the typed text still stands for the form's value (else the value changed elsewhere and is shown instead). */
export function standsFor(latin: string, value: unknown): boolean {
  const typed = typedNumberValue(latin);
  return typed === '' ? value === '' || value === undefined || value === null : typed === value;
}

/** A Latin number text written in the page's digits, with the Arabic decimal separator where the digits are Arabic-Indic. */
export function readerNumberText(latin: string, numerals: Numerals): string {
  return numerals === 'arab' ? withDigits(latin, 'arab').replaceAll('.', ARABIC_DECIMAL) : latin;
}
