import { timeWasChosen } from '../../shared/bookings/preferred-moment';
import { BUSINESS_TIME_ZONE, type Language } from '../../shared/constants';
import { formatDateTime, formatInteger } from '../../shared/format/format';
import { formatGregorianAndHijri } from '../../shared/format/hijri';
import { translate } from '../http/i18n';
import { bilingualEmail } from '../mail/bilingual';
import type { MailMessage } from '../mail/mailer';
import { ADMIN_EVENTS, PARTNER_EVENTS, type BookingNotice, type NotificationEvent } from './notification';

/**
 * The texts of the notifications, from provider:notify in both languages. An e-mail carries both
 * languages, the reader's first; a WhatsApp or SMS message only the reader's (it has to be short).
 */

const TEMPLATE: Record<NotificationEvent, string> = {
  'booking.received': 'received',
  'booking.confirmed': 'confirmed',
  'booking.cancelled': 'cancelled',
  'booking.status': 'status',
  'booking.new': 'newBooking',
  'booking.moved': 'moved',
  'booking.clientMoved': 'clientMoved',
  'booking.clientCancelled': 'clientCancelled',
  'booking.reminder': 'reminder',
  'booking.partnerDeclined': 'partnerDeclined',
  'booking.problemReported': 'problemReported',
  'booking.workDone': 'workDone',
  'job.assigned': 'jobAssigned',
  'job.withdrawn': 'jobWithdrawn',
};

/** Where the reader goes from the message: the client's bookings, the dashboard's, or the partner's jobs. */
export function linkFor(event: NotificationEvent, siteUrl: string): string {
  if (PARTNER_EVENTS.includes(event)) return `${siteUrl}/partner`;
  return `${siteUrl}${ADMIN_EVENTS.includes(event) ? '/dashboard/bookings' : '/profile'}`;
}

/**
 * The wanted day in company time, with the time unless none was chosen (stored as midnight), and its
 * Umm al-Qura date after it when `hijri`.
 */
export function bookingWhen(iso: string, language: Language, hijri = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(timeWasChosen(iso) ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  };
  return hijri ? formatGregorianAndHijri(date, language, options) : formatDateTime(date, language, options);
}

/** Whether a part of a message in `language` shows Hijri dates: the reader's choice, else on for Arabic (as on the pages). */
export function readerShowsHijri(reader: Pick<Reader, 'hijri'>, language: Language): boolean {
  return reader.hijri ?? language === 'ar';
}

function varsOf(data: BookingNotice, language: Language, readerName: string, hijri = false): Record<string, string> {
  return {
    appName: translate(language, 'common:appName'),
    name: readerName,
    number: formatInteger(data.bookingId, language),
    service: language === 'ar' && data.serviceArabicTitle.trim() ? data.serviceArabicTitle : data.serviceTitle,
    when: bookingWhen(data.preferredAt, language, hijri),
    status: translate(language, `account:bookings.status.${data.status}`),
    location: data.location,
    client: data.clientName,
    previous: data.previousAt ? bookingWhen(data.previousAt, language, hijri) : '',
    reason: data.reason?.trim() || translate(language, 'provider:notify.noReason'),
    partner: language === 'ar' && data.partnerArabicName?.trim() ? data.partnerArabicName : (data.partnerName ?? ''),
    // "3 days", "يومين", "١١ يومًا": the count's plural form in the reader's language.
    days: translate(language, 'provider:notify.dayCount', { count: data.days ?? 0, formatted: formatInteger(data.days ?? 0, language) }),
  };
}

const t = (language: Language, key: string, vars: Record<string, string>) => translate(language, `provider:notify.${key}`, vars);

export interface Reader {
  email: string;
  name: string;
  language: Language;
  /** Hijri dates beside Gregorian ones (users.hijri); null or absent: the default, on for Arabic. */
  hijri?: boolean | null;
}

export function notificationEmail(event: NotificationEvent, data: BookingNotice, reader: Reader, siteUrl: string): MailMessage {
  const key = TEMPLATE[event];
  return bilingualEmail(
    reader.email,
    (language) => t(language, `${key}.subject`, varsOf(data, language, reader.name, readerShowsHijri(reader, language))),
    (language) => {
      const vars = varsOf(data, language, reader.name, readerShowsHijri(reader, language));
      return {
        paragraphs: [t(language, 'greeting', vars), t(language, `${key}.body`, vars), t(language, 'signature', vars)],
        actionText: t(language, `${key}.action`, vars),
      };
    },
    linkFor(event, siteUrl),
    reader.language,
  );
}

/** A WhatsApp or SMS text: the subject line, what happened, and the link, in the reader's language. */
export function notificationText(event: NotificationEvent, data: BookingNotice, reader: Reader, siteUrl: string): string {
  const key = TEMPLATE[event];
  const vars = varsOf(data, reader.language, reader.name, readerShowsHijri(reader, reader.language));
  return [`${vars.appName}: ${t(reader.language, `${key}.subject`, vars)}`, t(reader.language, `${key}.body`, vars), linkFor(event, siteUrl)].join('\n');
}
