import { keepEraWithYear } from '../../shared/format/hijri';
import { notificationEmail, notificationText } from './templates';
import type { BookingNotice } from './notification';

/** 15 Dec 2026, 10:00 in Riyadh: 5 Rajab 1448 in the Umm al-Qura calendar (as Intl writes it). */
const notice: BookingNotice = {
  bookingId: 42,
  status: 'in_progress',
  serviceTitle: 'Garden design',
  serviceArabicTitle: 'تصميم الحدائق',
  preferredAt: '2026-12-15T07:00:00.000Z',
  location: 'Riyadh',
  clientName: 'Sara',
};
// As the site writes it: Intl's date with the era mark kept on its year's line (a no-break space).
const hijriDay = (language: 'en' | 'ar') =>
  keepEraWithYear(
    new Intl.DateTimeFormat(`${language === 'ar' ? 'ar-SA' : 'en'}-u-ca-islamic-umalqura`, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Riyadh',
    }).format(new Date(notice.preferredAt)),
  );
const halves = (text: string) => text.split('\n\n---\n\n');

describe('booking messages and Hijri dates', () => {
  it('shows the Umm al-Qura date beside the Gregorian one in the Arabic half by default, not in the English half', () => {
    const mail = notificationEmail('booking.confirmed', notice, { email: 'a@example.com', name: 'سارة', language: 'ar' }, 'http://site.test');
    const [arabic, english] = halves(mail.text);
    expect(hijriDay('ar')).toMatch(/هـ$/);
    expect(arabic).toContain(hijriDay('ar'));
    expect(english).not.toContain(hijriDay('en'));
    expect(english).toContain('December 15, 2026');
  });

  it("follows the reader's choice: off takes it out of the Arabic half, on puts it in the English one too", () => {
    const off = notificationEmail('booking.confirmed', notice, { email: 'a@example.com', name: 'سارة', language: 'ar', hijri: false }, 'http://site.test');
    expect(off.text).not.toContain(hijriDay('ar'));
    const on = notificationEmail('booking.confirmed', notice, { email: 'a@example.com', name: 'Sara', language: 'en', hijri: true }, 'http://site.test');
    const [english, arabic] = halves(on.text);
    expect(english).toContain(`December 15, 2026 at 10:00 AM · ${hijriDay('en')}`);
    expect(arabic).toContain(hijriDay('ar'));
  });

  it('writes it in a WhatsApp or SMS text in Arabic too', () => {
    const text = notificationText('booking.reminder', notice, { email: 'a@example.com', name: 'سارة', language: 'ar' }, 'http://site.test');
    expect(text).toContain(`، ${hijriDay('ar')}`);
  });
});
