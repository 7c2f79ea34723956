import { BUSINESS_TIME_ZONE, type Language, type BookingStatus } from '../../../shared/constants';
import { formatInteger } from '../../../shared/format/format';
import { formatPageDate } from '../../../shared/format/hijri';
import { timeWasChosen } from '../../../shared/bookings/preferred-moment';
import type { Booking, BookingItem } from '../../../shared/types/booking';

/** A booked service's title in the reader's language (the Arabic title when there is one). */
export function itemTitle(item: Pick<BookingItem, 'serviceTitle' | 'serviceArabicTitle'>, language: Language): string {
  return language === 'ar' && item.serviceArabicTitle?.trim() ? item.serviceArabicTitle : item.serviceTitle;
}

/** The main service first, then the additional ones, as the payload of spec 3 orders them. */
export function splitItems(booking: Pick<Booking, 'demandeDeServiceItems'>): { main?: BookingItem; additional: BookingItem[] } {
  const items = booking.demandeDeServiceItems ?? [];
  const main = items.find((item) => !item.isAdditionalService) ?? items[0];
  return { main, additional: items.filter((item) => item !== main) };
}

/**
 * When the client would like the work done, in the company's clock (the work happens in Saudi
 * Arabia): the date with a long month, and the time unless none was chosen (midnight).
 * null for a value that is not a date (the caller shows 'Invalid date'). The caller says when no
 * time was chosen (timeWasChosen), so no one reads the bare date as a time of midnight.
 * Followed by the Umm al-Qura date on a page that shows Hijri dates.
 */
export function preferredWhen(iso: string, language: Language): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const withTime = timeWasChosen(iso);
  return formatPageDate(date, language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
    timeZone: BUSINESS_TIME_ZONE,
  });
}

/** Colours of the status chips: waiting amber, moving blue, done green, stopped grey. */
export const STATUS_COLOR: Record<BookingStatus, 'warning' | 'info' | 'primary' | 'secondary' | 'success' | 'default'> = {
  pending: 'warning',
  in_review: 'info',
  quoted: 'secondary',
  in_progress: 'primary',
  completed: 'success',
  cancelled: 'default',
};

/** A booking's number in the reader's digits, without thousands separators ("1234", "١٢٣٤"). */
export function referenceNumber(id: number, language: Language): string {
  return formatInteger(id, language);
}
