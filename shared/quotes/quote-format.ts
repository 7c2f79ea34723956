import { BUSINESS_TIME_ZONE } from '../constants';
import { formatDateTime, formatExactMoney, formatPercent, formatQuantity, type StyleOrLanguage } from '../format/format';

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

/** A calendar day (YYYY-MM-DD, e.g. valid-until): shown as that day, wherever the reader is. */
export function formatQuoteDay(day: string, style: StyleOrLanguage): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDateTime(date, style, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** An instant (e.g. the quote date): the day it was in company time. */
export function formatQuoteInstant(iso: string, style: StyleOrLanguage): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatDateTime(date, style, { year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE });
}

/**
 * A line's name for a reader: the Arabic name on Arabic pages, PDFs and e-mails when the line has one,
 * its name otherwise (and always for English readers). One rule for every place a line is shown.
 */
export function quoteItemName(item: { name: string; arabicName?: string }, language: 'en' | 'ar'): string {
  return language === 'ar' && item.arabicName ? item.arabicName : item.name;
}
