import { BOOKING_CONTACT_METHODS, URGENCY_LEVELS } from '../../../../shared/constants';
import { ADDRESS_FIELDS, initialBookingValues, type BookingFormValues } from './booking-form';

/**
 * What the client has typed into the booking form, kept in this tab's sessionStorage, so that a
 * session that ends mid-booking (the guard sends them to log in) or a reload loses nothing.
 */
export const draftKey = (userId: number) => `khadamat:booking-draft:${userId}`;

const isString = (value: unknown): value is string => typeof value === 'string';

/** A stored draft, if it still has the form's shape; anything else is ignored. */
export function parseDraft(raw: string | null): BookingFormValues | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const texts = ['serviceId', 'preferredDate', 'preferredTime', ...ADDRESS_FIELDS, 'description'] as const;
  if (!texts.every((field) => isString(draft[field]))) return null;
  const additional = Array.isArray(draft.additionalServices)
    ? draft.additionalServices.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0)
    : [];
  const defaults = initialBookingValues();
  return {
    serviceId: draft.serviceId as string,
    preferredDate: draft.preferredDate as string,
    preferredTime: draft.preferredTime as string,
    ...(Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, draft[field] as string])) as Pick<BookingFormValues, (typeof ADDRESS_FIELDS)[number]>),
    description: draft.description as string,
    additionalServices: additional,
    urgency: (URGENCY_LEVELS as readonly unknown[]).includes(draft.urgency) ? (draft.urgency as BookingFormValues['urgency']) : defaults.urgency,
    contactMethod: (BOOKING_CONTACT_METHODS as readonly unknown[]).includes(draft.contactMethod)
      ? (draft.contactMethod as BookingFormValues['contactMethod'])
      : defaults.contactMethod,
  };
}

/** Whether anything was typed: an untouched form is not worth keeping. */
export function hasTyped(values: BookingFormValues, initial: BookingFormValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

/**
 * The draft to restore on a page opened for `serviceId` ('' for /booking): a draft made for another
 * service is not restored over the service the client just chose.
 */
export function draftFor(draft: BookingFormValues | null, serviceId: string): BookingFormValues | null {
  if (!draft) return null;
  if (serviceId && draft.serviceId && draft.serviceId !== serviceId) return null;
  return serviceId ? { ...draft, serviceId } : draft;
}
