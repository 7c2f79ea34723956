import { BUSINESS_TIME_ZONE } from '../constants';
import { dateTimeFormat, formatDateTime, showsHijri, styleOf, type StyleOrLanguage } from './format';
import { intlLocale } from './numerals';

export { setHijriSource, showsHijri } from './format';
export { HIJRI_COOKIE, pageHijri, toHijriChoice } from './hijri-choice';

/**
 * The Umm al-Qura Hijri date (the Saudi civil calendar) beside the Gregorian one. Written by the
 * platform's Intl calendar (`-u-ca-islamic-umalqura`, in full ICU: Node and Chromium), never by a
 * hand-made conversion, so the server's render and the browser's hydration write the same text.
 */

/** The Intl locale of a style in the Umm al-Qura calendar, its digits kept (ar-SA-u-ca-islamic-umalqura-nu-arab). */
function hijriLocale(style: StyleOrLanguage): string {
  const locale = intlLocale(styleOf(style));
  return locale.includes('-u-') ? locale.replace('-u-', '-u-ca-islamic-umalqura-') : `${locale}-u-ca-islamic-umalqura`;
}

export interface HijriOptions {
  /** The clock the day is read on: the company's (Asia/Riyadh) for instants, 'UTC' for a bare day parsed at UTC midnight. */
  timeZone?: string;
  /** 'long' (default: "١ رمضان ١٤٤٧ هـ"), 'month' (the month and year: "رمضان ١٤٤٧ هـ"), 'dayMonth' ("١ رمضان") or 'day' ("١"). */
  form?: 'long' | 'month' | 'dayMonth' | 'day';
}

const FORMS: Record<NonNullable<HijriOptions['form']>, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  month: { month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  day: { day: 'numeric' },
};

/**
 * The era mark stays on its year's line: Intl writes "١٤٤٨ هـ" and "1448 AH" with an ordinary space,
 * at which a narrow card or dialog broke the line and left "هـ" alone (issue 32 item 22).
 */
export function keepEraWithYear(text: string): string {
  return text.replace(/ (هـ|AH)$/u, '\u00a0$1');
}

/** The Umm al-Qura date of an instant, on the company's clock unless told: "١٥ جمادى الآخرة ١٤٤٨ هـ", "Ramadan 1, 1447 AH". */
export function formatHijri(date: Date, style: StyleOrLanguage, { timeZone = BUSINESS_TIME_ZONE, form = 'long' }: HijriOptions = {}): string {
  return keepEraWithYear(dateTimeFormat(hijriLocale(style), { ...FORMS[form], timeZone }).format(date));
}

/**
 * The Hijri dates from one day to another, written once by Intl's range format: "جمادى الأولى – جمادى
 * الآخرة ١٤٤٨ هـ" (form 'month'), "١٣–١٩ جمادى الآخرة ١٤٤٨ هـ" (form 'long').
 */
export function formatHijriRange(from: Date, to: Date, style: StyleOrLanguage, { timeZone = BUSINESS_TIME_ZONE, form = 'long' }: HijriOptions = {}): string {
  return keepEraWithYear(dateTimeFormat(hijriLocale(style), { ...FORMS[form], timeZone }).formatRange(from, to));
}

/**
 * What stands between a date and its Hijri date: the Arabic comma in Arabic (a middle dot there is
 * the size of the Arabic-Indic zero: "٢٠٢٦ · ١٩" reads as one number), a middle dot in English.
 */
export function hijriSeparator(style: StyleOrLanguage): string {
  return styleOf(style).language === 'ar' ? '، ' : ' · ';
}

/** "Gregorian، Hijri" ("Gregorian · Hijri" in English), the Hijri day read on the same clock as the Gregorian one. */
export function formatGregorianAndHijri(date: Date, style: StyleOrLanguage, options: Intl.DateTimeFormatOptions): string {
  return `${formatDateTime(date, style, options)}${hijriSeparator(style)}${formatHijri(date, style, { timeZone: options.timeZone ?? BUSINESS_TIME_ZONE })}`;
}

/**
 * A date as the page shows it: the Gregorian date, followed by the Hijri one when the page's reader
 * shows them (showsHijri). The one call every page date goes through.
 */
export function formatPageDate(date: Date, style: StyleOrLanguage, options: Intl.DateTimeFormatOptions): string {
  return showsHijri(styleOf(style).language) ? formatGregorianAndHijri(date, style, options) : formatDateTime(date, style, options);
}
