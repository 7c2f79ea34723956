import { BUSINESS_TIME_ZONE, CURRENCY, LOCALE_BY_LANGUAGE, type Language } from '../constants';

/**
 * How quotes show amounts and days, the same on the pages, in the e-mails and in the PDF: SAR with
 * exactly two decimals (a quote is a priced document), dates with a long month, ar-SA or en-US.
 */
export function formatQuoteAmount(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A plain number (quantities), in the reader's digits. */
export function formatQuoteNumberValue(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language]).format(value);
}

export function formatQuotePercent(percent: number, language: Language): string {
  return new Intl.NumberFormat(LOCALE_BY_LANGUAGE[language], { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** A calendar day (YYYY-MM-DD, e.g. valid-until): shown as that day, wherever the reader is. */
export function formatQuoteDay(day: string, language: Language): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** An instant (e.g. the quote date): the day it was in company time. */
export function formatQuoteInstant(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALE_BY_LANGUAGE[language], { year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE }).format(date);
}
