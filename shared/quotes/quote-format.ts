import { BUSINESS_TIME_ZONE } from '../constants';
import { formatDateTime, formatExactMoney, formatPercent, formatQuantity, type StyleOrLanguage } from '../format/format';
import { formatGregorianAndHijri } from '../format/hijri';

/**
 * How quotes show amounts and days, the same on the pages, in the e-mails and in the PDF: SAR with
 * exactly two decimals (a quote is a priced document), dates with a long month; the reader's
 * language and digits (shared/format).
 */
export function formatQuoteAmount(amount: number, style: StyleOrLanguage): string {
  return formatExactMoney(amount, style);
}

/** A plain number (quantities), in the reader's digits. */
export function formatQuoteNumberValue(value: number, style: StyleOrLanguage): string {
  return formatQuantity(value, style);
}

export function formatQuotePercent(percent: number, style: StyleOrLanguage): string {
  return formatPercent(percent, style, 2);
}

/** With `hijri`, a date is followed by its Umm al-Qura date ("Gregorian · Hijri"): the pages that show it, and always the PDFs. */
function documentDate(date: Date, style: StyleOrLanguage, timeZone: string, hijri: boolean): string {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone } as const;
  return hijri ? formatGregorianAndHijri(date, style, options) : formatDateTime(date, style, options);
}

/** A calendar day (YYYY-MM-DD, e.g. valid-until): shown as that day, wherever the reader is. */
export function formatQuoteDay(day: string, style: StyleOrLanguage, hijri = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return documentDate(date, style, 'UTC', hijri);
}

/** An instant (e.g. the quote date): the day it was in company time. */
export function formatQuoteInstant(iso: string, style: StyleOrLanguage, hijri = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return documentDate(date, style, BUSINESS_TIME_ZONE, hijri);
}

/**
 * A line's name for a reader: the Arabic name on Arabic pages, PDFs and e-mails when the line has one,
 * its name otherwise (and always for English readers). One rule for every place a line is shown.
 */
export function quoteItemName(item: { name: string; arabicName?: string }, language: 'en' | 'ar'): string {
  return language === 'ar' && item.arabicName ? item.arabicName : item.name;
}
