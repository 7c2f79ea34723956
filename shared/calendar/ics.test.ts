import { icsDate, parseIcs } from '../../test-support/ics-parse';
import { buildIcs, type CalendarEvent, escapeText, foldLine, googleCalendarUrl } from './ics';

const EVENT: CalendarEvent = {
  uid: 'booking-42@site.test',
  sequence: 3,
  start: new Date('2026-12-01T11:30:00.000Z'),
  end: new Date('2026-12-01T12:30:00.000Z'),
  stamp: new Date('2026-11-27T08:00:00.000Z'),
  summary: 'تنسيق الحدائق — حجز رقم ٤٢',
  description: 'موعدك مع خدمات، يوم الثلاثاء; الرجاء التواجد.\nسطر ثانٍ \\ شرطة',
  location: 'الخبر, حي الراكة',
  url: 'http://site.test/profile',
  organizer: { name: 'Khadamat, Riyadh', email: 'no-reply@site.test' },
  status: 'confirmed',
};

describe('the booking .ics (RFC 5545)', () => {
  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without cutting an Arabic (2-octet) letter, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'ح'.repeat(100)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding gives the line back, letter for letter (no broken UTF-8 sequence).
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a VEVENT a parser reads back: CRLF lines, UTC times, stable UID, SEQUENCE, texts unescaped', () => {
    const text = buildIcs(EVENT);
    expect(text).not.toMatch(/[^\r]\n/);
    const parsed = parseIcs(text);
    expect(parsed.calendar).toMatchObject({ VERSION: '2.0', METHOD: 'PUBLISH' });
    expect(parsed.events).toHaveLength(1);
    const [event] = parsed.events;
    expect(event).toMatchObject({
      UID: 'booking-42@site.test',
      SEQUENCE: '3',
      DTSTART: '20261201T113000Z',
      DTEND: '20261201T123000Z',
      SUMMARY: EVENT.summary,
      DESCRIPTION: EVENT.description,
      LOCATION: EVENT.location,
      STATUS: 'CONFIRMED',
    });
    expect(icsDate(event!.DTSTART!)).toEqual(EVENT.start);
    const organizer = parsed.properties.find((p) => p.name === 'ORGANIZER')!;
    expect(organizer.params.CN).toBe('Khadamat, Riyadh');
    expect(organizer.value).toBe('mailto:no-reply@site.test');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const parsed = parseIcs(buildIcs({ ...EVENT, status: 'cancelled', sequence: 4 }));
    expect(parsed.calendar.METHOD).toBe('CANCEL');
    expect(parsed.events[0]).toMatchObject({ STATUS: 'CANCELLED', SEQUENCE: '4', UID: EVENT.uid });
  });

  it('the test parser refuses what calendars refuse', () => {
    expect(() => parseIcs('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toThrow(/CRLF/);
    expect(() => parseIcs(`BEGIN:VCALENDAR\r\nX:${'a'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/75 octets/);
  });

  it('links to Google Calendar with the same UTC times', () => {
    const url = new URL(googleCalendarUrl(EVENT));
    expect(url.searchParams.get('dates')).toBe('20261201T113000Z/20261201T123000Z');
    expect(url.searchParams.get('text')).toBe(EVENT.summary);
  });
});
