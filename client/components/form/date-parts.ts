import { formatDateTime, formatInteger, type StyleOrLanguage } from '../../../shared/format/format';
import type { Choice } from './calendar-choices';

/** A day split into the three selects of an Arabic page's date field; '' where not chosen yet. */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function partsOf(value: string): DateParts {
  const match = ISO_DAY.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : { year: '', month: '', day: '' };
}

/** Days in a month (1-12) of a year. */
function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The day the three parts name (YYYY-MM-DD), '' until all three are chosen; a day past the month's
 * end (31 with February chosen after it) becomes the month's last day.
 */
export function dayOf(parts: DateParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  const day = Math.min(Number(parts.day), daysIn(Number(parts.year), Number(parts.month)));
  return `${parts.year}-${parts.month}-${String(day).padStart(2, '0')}`;
}

/** The choices of each select, labelled in the page's language and digits ("٢٦", "نوفمبر", "٢٠٢٦"). */
export function datePartChoices(years: number[], style: StyleOrLanguage): { day: Choice[]; month: Choice[]; year: Choice[] } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: Array.from({ length: 31 }, (_, i) => ({ value: pad(i + 1), label: formatInteger(i + 1, style) })),
    month: Array.from({ length: 12 }, (_, i) => ({
      value: pad(i + 1),
      label: formatDateTime(new Date(Date.UTC(2026, i, 1)), style, { month: 'long', timeZone: 'UTC' }),
    })),
    year: years.map((year) => ({ value: String(year), label: formatInteger(year, style) })),
  };
}
