import { CURRENCY, type Language } from '../constants';
import { intlLocale, pageNumerals, type Numerals, type NumberStyle } from './numerals';

/**
 * The one place numbers, amounts and dates become text, for the pages (server and browser), the
 * e-mails and the PDF. Every function takes a NumberStyle (language and digits), or a language alone,
 * whose digits are then the page's (see useNumeralsOf).
 *
 * Arabic amounts must read unambiguously: in Cairo and most Arabic faces the Arabic thousands
 * separator ٬ and the decimal separator ٫ are nearly the same mark, so "٥٬٥١٣٫٠٣" reads as three
 * groups. With Arabic-Indic digits the thousands are grouped by a narrow no-break space instead
 * (the SI/ISO 80000 grouping, which no one reads as a decimal point): "٥ ٥١٣٫٠٣". With Latin digits
 * on an Arabic page the separators are "," and ".", which Cairo draws apart.
 */

export type StyleOrLanguage = NumberStyle | Language;

/** Where a bare language finds its page's digits: the browser sets it once, the server per request. */
let numeralsOf: (language: Language) => Numerals = (language) => pageNumerals(language);

/** Sets where the digits come from; the function returned puts back the source it replaced (tests share one process). */
export function setNumeralsSource(source: (language: Language) => Numerals): () => void {
  const before = numeralsOf;
  numeralsOf = source;
  return () => {
    numeralsOf = before;
  };
}

/**
 * Whether the page shows Umm al-Qura Hijri dates beside Gregorian ones (shared/format/hijri.ts):
 * set like the digits, by the browser once and by the server per request; else on for Arabic.
 */
let hijriOf: (language: Language) => boolean = (language) => language === 'ar';

/** Sets where the Hijri choice comes from; the function returned puts back the source it replaced. */
export function setHijriSource(source: (language: Language) => boolean): () => void {
  const before = hijriOf;
  hijriOf = source;
  return () => {
    hijriOf = before;
  };
}

export function showsHijri(language: Language): boolean {
  return hijriOf(language);
}

export function styleOf(style: StyleOrLanguage): NumberStyle {
  return typeof style === 'string' ? { language: style, numerals: numeralsOf(style) } : style;
}

/** The Intl locale of a page (en-US, ar-SA-u-nu-arab, ar-SA-u-nu-latn). */
export function localeOfStyle(style: StyleOrLanguage): string {
  return intlLocale(styleOf(style));
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Intl formatters are slow to make and cheap to use: one per locale and options, for the life of the process or page. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** The narrow no-break space that groups thousands of Arabic-Indic digits. */
export const ARABIC_GROUP_SEPARATOR = '\u202f';

/** A number in a style, with the grouping above. */
export function formatNumberParts(value: number, style: StyleOrLanguage, options: Intl.NumberFormatOptions = {}): string {
  const resolved = styleOf(style);
  const formatter = numberFormat(intlLocale(resolved), options);
  if (resolved.language !== 'ar' || resolved.numerals !== 'arab') return formatter.format(value);
  return formatter
    .formatToParts(value)
    .map((part) => (part.type === 'group' ? ARABIC_GROUP_SEPARATOR : part.value))
    .join('');
}

/** Money in SAR: whole riyals without decimals, otherwise two ("SAR 4,500", "SAR 5,513.03"). */
export function formatMoney(amount: number, style: StyleOrLanguage): string {
  return formatNumberParts(amount, style, {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** Money on a priced document (a quote): always two decimals. */
export function formatExactMoney(amount: number, style: StyleOrLanguage): string {
  return formatNumberParts(amount, style, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function formatNumber(value: number, style: StyleOrLanguage, fractionDigits = 0): string {
  return formatNumberParts(value, style, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
}

/** A quantity as typed, up to three decimals. */
export function formatQuantity(value: number, style: StyleOrLanguage): string {
  return formatNumberParts(value, style, { maximumFractionDigits: 3 });
}

/** A percentage of 0–100 ("100%", "١٠٠٪"), with up to `fractionDigits` decimals. */
export function formatPercent(value: number, style: StyleOrLanguage, fractionDigits = 0): string {
  return formatNumberParts(value / 100, style, { style: 'percent', maximumFractionDigits: fractionDigits });
}

/** A year or a reference number: the reader's digits, never a separator ("2026", "٢٠٢٦", "#1234"). */
export function formatInteger(value: number, style: StyleOrLanguage): string {
  return numberFormat(localeOfStyle(style), { useGrouping: false }).format(value);
}

export function formatDateTime(date: Date, style: StyleOrLanguage, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(localeOfStyle(style), options).format(date);
}
