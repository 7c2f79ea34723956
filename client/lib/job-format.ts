import { BUSINESS_TIME_ZONE, type Language } from '../../shared/constants';
import { formatDateTime } from '../../shared/format/format';

/** A step's moment, short, on the company's clock: "Tue 1 Dec, 10:05". */
export function stepMoment(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(date, language, { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
}

/** A day, long, on the company's clock: "Tuesday 1 December 2026". */
export function longDay(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatDateTime(date, language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
}

/** `tel:` link of a phone number as typed (spaces and dashes dropped; a leading + kept). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
