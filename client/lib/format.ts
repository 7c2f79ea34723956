import { CURRENCY, LOCALE_BY_LANGUAGE, type Language } from '../../shared/constants';

/** Money in SAR, formatted for the reader's locale (ar-SA digits and currency name in Arabic). */
export function formatMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], {
    style: 'currency',
    currency: CURRENCY,
    maximumFractionDigits: 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

export function formatNumber(value: number, language: Language, fractionDigits = 0): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], {
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
    text: new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Riyadh' }).format(date),
  };
}

/** A percentage of 0–100 in the reader's locale ("100%", "١٠٠٪"). */
export function formatPercent(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
}

/** A year in the reader's digits, without a thousands separator ("2025", "٢٠٢٥"). */
export function formatYear(year: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], { useGrouping: false }).format(year);
}
