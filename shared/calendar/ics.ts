/**
 * iCalendar (RFC 5545) files for bookings: the `.ics` attached to the booking e-mails and served by
 * GET /DemandeDeService/{id}/calendar. One VEVENT, times in UTC (no VTIMEZONE needed; calendars show
 * them in the reader's zone), lines ending CRLF and folded at 75 octets without splitting a UTF-8
 * character (Arabic is 2 octets a letter), text escaped (\\ ; , and newlines).
 */

export interface CalendarEvent {
  /** Stable per booking (booking-<id>@<host>): a later file updates or cancels the same event. */
  uid: string;
  /** Grows with every change of the booking, so calendars keep the newest file. */
  sequence: number;
  start: Date;
  end: Date;
  /** When this version of the event was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer?: { name: string; email: string };
  /**
   * STATUS: tentative until the company has confirmed the booking (a pending one, in review or quoted:
   * issue 32 item 28), confirmed from then on; cancelled also makes it METHOD:CANCEL.
   */
  status: 'tentative' | 'confirmed' | 'cancelled';
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** TEXT value escaping (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 3.1): continuation lines start with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // The first line holds 75 octets; a continuation holds 74 after its leading space.
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A UTC DATE-TIME: 20261201T113000Z. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Khadamat//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location.trim() ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.organizer ? [`ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    `STATUS:${event.status.toUpperCase()}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A parameter value, quoted when it holds , ; or : (which a quoted value may; " may not). */
function quoteParam(value: string): string {
  const clean = value.replace(/"/g, "'").replace(/[\r\n]/g, ' ');
  return /[,;:]/.test(clean) ? `"${clean}"` : clean;
}

/** A Google Calendar "add event" link for the same event (times in UTC). */
export function googleCalendarUrl(event: Pick<CalendarEvent, 'start' | 'end' | 'summary' | 'description' | 'location'>): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.summary,
    dates: `${icsDateTime(event.start)}/${icsDateTime(event.end)}`,
    details: event.description,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
