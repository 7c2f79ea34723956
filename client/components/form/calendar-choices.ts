import { formatDateTime, type StyleOrLanguage } from '../../../shared/format/format';

export interface Choice {
  value: string;
  label: string;
}

const DAY_MS = 86_400_000;

/** YYYY-MM-DD of `day` plus `offset` days (calendar arithmetic in UTC: no daylight saving to trip on). */
function addDays(day: string, offset: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days a date field offers on an Arabic page, from `first` on: "الخميس، ٢٦ نوفمبر ٢٠٢٦" in the
 * page's digits, never the browser's "mm/dd/yyyy" (Chromium lays a native date input out in the
 * browser's locale, whatever the page's language). A chosen day outside them is kept first.
 */
export function dayChoices(first: string, count: number, style: StyleOrLanguage, chosen = ''): Choice[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(first)) return chosen ? [{ value: chosen, label: chosen }] : [];
  const label = (day: string) =>
    formatDateTime(new Date(`${day}T00:00:00Z`), style, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const days = Array.from({ length: count }, (_, index) => addDays(first, index));
  const extra = chosen && !days.includes(chosen) && /^\d{4}-\d{2}-\d{2}$/.test(chosen) ? [chosen] : [];
  return [...extra, ...days].map((day) => ({ value: day, label: label(day) }));
}

/** Times of day every `stepMinutes` ("١٠:٣٠ ص"), as HH:mm values; a chosen time off the steps is kept first. */
export function timeChoices(stepMinutes: number, style: StyleOrLanguage, chosen = ''): Choice[] {
  const times: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  if (/^\d{2}:\d{2}$/.test(chosen) && !times.includes(chosen)) times.unshift(chosen);
  return times.map((time) => ({
    value: time,
    label: formatDateTime(new Date(`1970-01-01T${time}:00Z`), style, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }),
  }));
}
