import { type CalendarEvent, buildIcs, googleCalendarUrl } from '../../shared/calendar/ics';
import { timeWasChosen } from '../../shared/bookings/preferred-moment';
import type { BookingStatus, Language } from '../../shared/constants';
import type { Booking } from '../../shared/types/booking';
import { formatInteger } from '../../shared/format/format';
import { translate } from '../http/i18n';
import type { BookingNotice } from './notification';

/**
 * A booking as a calendar event: the `.ics` of its e-mails (booked, confirmed, moved, cancelled,
 * reminder) and of GET /DemandeDeService/{id}/calendar. One UID per booking, so each file updates the
 * same event in the client's calendar; SEQUENCE grows with every change; texts in the reader's language.
 */

const HOUR = 3_600_000;

/** When the booking's visit starts: its slot, else the preferred time when one was chosen (a day alone has no time to remind of). */
export function bookingStart(booking: Pick<Booking, 'slotStartsAt' | 'preferedDateAndTime'>): Date | null {
  const iso = booking.slotStartsAt ?? (timeWasChosen(booking.preferedDateAndTime) ? booking.preferedDateAndTime : null);
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The event's STATUS: tentative until the company confirms the booking (work started: booking.confirmed), then confirmed. */
export function calendarStatus(status: BookingStatus): CalendarEvent['status'] {
  if (status === 'cancelled') return 'cancelled';
  return status === 'in_progress' || status === 'completed' ? 'confirmed' : 'tentative';
}

/** Seconds from its creation to its last change: 0 when booked, larger after every move or status change. */
export function bookingSequence(booking: Pick<Booking, 'createdAt' | 'updatedAt'>): number {
  const seconds = Math.floor((Date.parse(booking.updatedAt) - Date.parse(booking.createdAt)) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The host of the booking UIDs (booking-<id>@<host>). */
const hostOf = (siteUrl: string) => {
  try {
    return new URL(siteUrl).hostname || 'khadamat';
  } catch {
    return 'khadamat';
  }
};

export interface CalendarSite {
  siteUrl: string;
  mailFrom: string;
  /** DTSTAMP. */
  now: Date;
}

/** The event of a booking notice in `language`; null when the booking has no time (only a day). */
export function noticeCalendarEvent(data: BookingNotice, language: Language, site: CalendarSite): CalendarEvent | null {
  if (!timeWasChosen(data.preferredAt)) return null;
  const start = new Date(data.preferredAt);
  const endsAt = data.endsAt ? new Date(data.endsAt) : null;
  const end = endsAt && endsAt.getTime() > start.getTime() ? endsAt : new Date(start.getTime() + HOUR);
  const service = language === 'ar' && data.serviceArabicTitle.trim() ? data.serviceArabicTitle : data.serviceTitle;
  const appName = translate(language, 'common:appName');
  const vars = { service, number: formatInteger(data.bookingId, language), appName, link: `${site.siteUrl}/profile` };
  const mail = /<([^>]+)>/.exec(site.mailFrom)?.[1] ?? site.mailFrom;
  return {
    uid: `booking-${data.bookingId}@${hostOf(site.siteUrl)}`,
    sequence: data.sequence ?? 0,
    start,
    end,
    stamp: site.now,
    summary: translate(language, 'provider:notify.calendar.summary', vars),
    description: translate(language, 'provider:notify.calendar.description', vars),
    location: data.location,
    url: vars.link,
    organizer: { name: appName, email: mail },
    status: calendarStatus(data.status),
  };
}

export function noticeIcs(data: BookingNotice, language: Language, site: CalendarSite): string | null {
  const event = noticeCalendarEvent(data, language, site);
  return event ? buildIcs(event) : null;
}

export function noticeGoogleUrl(data: BookingNotice, language: Language, site: CalendarSite): string | null {
  const event = noticeCalendarEvent(data, language, site);
  return event ? googleCalendarUrl(event) : null;
}

/** What a booking says in its notices and calendar file. */
export function noticeOf(booking: Booking): BookingNotice {
  const main = booking.demandeDeServiceItems.find((item) => !item.isAdditionalService) ?? booking.demandeDeServiceItems[0];
  return {
    bookingId: booking.id,
    status: booking.status,
    serviceTitle: main?.serviceTitle ?? '',
    serviceArabicTitle: main?.serviceArabicTitle ?? '',
    preferredAt: booking.slotStartsAt ?? booking.preferedDateAndTime,
    location: booking.location,
    clientName: booking.clientName,
    ...(booking.slotEndsAt ? { endsAt: booking.slotEndsAt } : {}),
    sequence: bookingSequence(booking),
  };
}
