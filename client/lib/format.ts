import { BUSINESS_TIME_ZONE, type Language } from '../../shared/constants';
import { formatDateTime, formatInteger, type StyleOrLanguage } from '../../shared/format/format';

// Numbers and money are written by the one shared module (web, e-mail and PDF alike).
export {
  dateTimeFormat,
  formatMoney,
  formatNumber,
  formatPercent,
  localeOfStyle,
  numberFormat,
} from '../../shared/format/format';

const lists = new Map<string, Intl.ListFormat>();

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = lists.get(key);
  if (!formatter) {
    formatter = new Intl.ListFormat(locale, options);
    lists.set(key, formatter);
  }
  return formatter;
}

export type DateText = { ok: true; text: string } | { ok: false; reason: 'missing' | 'invalid' };

/** A date with a long month in ar-SA or en-US; tells apart a missing and an unparsable date (spec 8). */
export function formatDate(value: string | null | undefined, language: StyleOrLanguage): DateText {
  if (!value) return { ok: false, reason: 'missing' };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    text: formatDateTime(date, language, { year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE }),
  };
}

/** A year in the reader's digits, without a thousands separator ("2025", "٢٠٢٥"). */
export function formatYear(year: number, language: StyleOrLanguage): string {
  return formatInteger(year, language);
}

/**
 * "A, B, and C" / "A وB وC": what Intl.ListFormat writes for a conjunction in en-US and ar-SA
 * (format.test.ts holds the two to each other), without it. The first Intl formatter of a locale
 * loads that locale's data, some 80 ms in a phone's browser; the home page's hero would pay it in
 * the middle of hydration for a list only screen readers read.
 */
export function formatConjunction(items: readonly string[], language: Language): string {
  if (language === 'ar') return items.join(' و');
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/**
 * A text field's "typed / allowed" counter in the reader's digits, isolated left to right so the
 * slash stays between the two numbers on an Arabic page (issue 32 items 16 and 17).
 */
export function characterCount(length: number, max: number, language: StyleOrLanguage): string {
  return `\u2066${formatInteger(length, language)}/${formatInteger(max, language)}\u2069`;
}
