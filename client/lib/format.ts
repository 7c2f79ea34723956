import { CURRENCY, LOCALE_BY_LANGUAGE, type Language } from '../../shared/constants';

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();

/**
 * Intl formatters are slow to make and cheap to use: one per locale and options, kept for the life
 * of the process or the page (a page render formats dozens of numbers and dates).
 */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(kind: string, locale: string, options: object, make: () => T): T {
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

export function listFormat(locale: string, options: Intl.ListFormatOptions = {}): Intl.ListFormat {
  return cached('list', locale, options, () => new Intl.ListFormat(locale, options));
}

/** Money in SAR, formatted for the reader's locale (ar-SA digits and currency name in Arabic). */
export function formatMoney(amount: number, language: Language): string {
  return numberFormat(LOCALE_BY_LANGUAGE[language], {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return numberFormat(LOCALE_BY_LANGUAGE[language], {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

export type DateText = { ok: true; text: string } | { ok: false; reason: 'missing' | 'invalid' };

/** A date with a long month in ar-SA or en-US; tells apart a missing and an unparsable date (spec 8). */
export function formatDate(value: string | null | undefined, language: Language): DateText {
  if (!value) return { ok: false, reason: 'missing' };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    text: dateTimeFormat(LOCALE_BY_LANGUAGE[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Riyadh' }).format(date),
  };
}

/** A percentage of 0–100 in the reader's locale ("100%", "١٠٠٪"). */
export function formatPercent(value: number, language: Language): string {
  return numberFormat(LOCALE_BY_LANGUAGE[language], { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A year in the reader's digits, without a thousands separator ("2025", "٢٠٢٥"). */
export function formatYear(year: number, language: Language): string {
  return numberFormat(LOCALE_BY_LANGUAGE[language], { useGrouping: false }).format(year);
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
