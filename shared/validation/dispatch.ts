import * as yup from 'yup';
import { PARTNER_NOTIFY_CHANNELS, type PartnerNotifyChannel } from '../constants';
import { toE164 } from '../format/phone';
import { isSaudiCityCode, SAUDI_CITY_CODES } from '../places/saudi-cities';
import { isCalendarDate } from '../scheduling/saudi-clock';
import { ADDRESS_LIMITS, latinDigits } from './national-address';
import { workingDay } from './availability';
import { DATE_RANGE, oneOfOrEmpty, positiveId, requiredEmail, V } from './rules';

/**
 * Dispatch (issue 27 items 1-3): the forms and bodies of the booking's address, a partner's login,
 * where and when a partner works, and assigning partners to a booking. One schema each, used by the
 * dashboard's forms and by the provider's routes.
 */

export const DISPATCH_LIMITS = { addressNote: 300, mapUrl: 500, dayOffNote: 100, daysOffMax: 366 } as const;

const digits = (count: number, requiredKey: string, invalidKey: string) =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? latinDigits(value).replace(/\s/g, '') : value))
    .required(V(requiredKey))
    .matches(new RegExp(`^\\d{${count}}$`), { message: V(invalidKey), excludeEmptyString: true });

const addressText = (requiredKey: string) => yup.string().trim().required(V(requiredKey)).max(ADDRESS_LIMITS.text, V('addressPartMaxLength'));

const cityField = () =>
  yup
    .string()
    .trim()
    .required(V('cityRequired'))
    .test('saudi-city', V('cityInvalid'), (value) => !value || isSaudiCityCode(value));

/** Only a web link (https or http) to a map: never a script or a file link a click would run. */
export function isMapUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The fields of a booking's place: the Saudi national address with the city from the list, a note and
 * an optional map link. One definition for the address on its own (below) and in the booking form.
 */
export const bookingAddressFields = {
  city: cityField(),
  district: addressText('districtRequired'),
  street: addressText('streetRequired'),
  buildingNumber: digits(4, 'buildingNumberRequired', 'buildingNumberInvalid'),
  additionalNumber: digits(4, 'additionalNumberRequired', 'additionalNumberInvalid'),
  postalCode: digits(5, 'postalCodeRequired', 'postalCodeInvalid'),
  note: yup.string().trim().max(DISPATCH_LIMITS.addressNote, V('addressNoteMaxLength')).default(''),
  mapUrl: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .max(DISPATCH_LIMITS.mapUrl, V('mapUrlInvalid'))
    .test('map-url', V('mapUrlInvalid'), (value) => value === null || value === undefined || isMapUrl(value)),
};

/** PUT /DemandeDeService/{id}/address, and the address a booking is made with. */
export const bookingAddressSchema = yup.object(bookingAddressFields);
export type BookingAddressValues = yup.InferType<typeof bookingAddressSchema>;

/** A phone as typed, kept as E.164; '' is none. */
export const partnerPhoneField = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('e164', V('mobilePhoneInvalid'), (value) => !value || toE164(value) !== null);

const notifyChannelField = () =>
  yup
    .string<PartnerNotifyChannel>()
    .trim()
    .required(V('notifyChannelRequired'))
    .test('one-of', V('notifyChannelInvalid'), oneOfOrEmpty(PARTNER_NOTIFY_CHANNELS));

/** SMS and WhatsApp need a phone to reach. */
export const channelNeedsPhone = (channel: PartnerNotifyChannel) => channel !== 'email';

/** A text channel without a phone is refused under `phone`. */
function phoneForChannel(this: yup.TestContext, value: { phone?: string; notifyChannel?: PartnerNotifyChannel } | undefined) {
  if (!value?.notifyChannel || !channelNeedsPhone(value.notifyChannel) || value.phone) return true;
  return this.createError({ path: 'phone', message: V('phoneForChannel') });
}

/** PUT /Partners/{id}/contact: how the partner is told of jobs (a text channel needs the mobile number). */
export const partnerContactSchema = yup
  .object({
    phone: partnerPhoneField(),
    notifyChannel: notifyChannelField(),
  })
  .test('phone-for-channel', V('phoneForChannel'), phoneForChannel);
export type PartnerContactValues = yup.InferType<typeof partnerContactSchema>;

/** POST /Partners/{id}/account: the login's e-mail (the invitation goes there), the phone and the channel. */
export const partnerAccountSchema = yup
  .object({
    email: requiredEmail('invalidEmail'),
    phone: partnerPhoneField(),
    notifyChannel: notifyChannelField(),
  })
  .test('phone-for-channel', V('phoneForChannel'), phoneForChannel);
export type PartnerAccountValues = yup.InferType<typeof partnerAccountSchema>;

/** PUT /Partners/{id}/availability: cities served, the partner's own week (null: the company's) and days off. */
export const partnerAvailabilitySchema = yup.object({
  cities: yup
    .array(
      yup
        .string()
        .trim()
        .required(V('cityRequired'))
        .test('saudi-city', V('cityInvalid'), (value) => !value || isSaudiCityCode(value)),
    )
    .required(V('citiesRequired'))
    .max(SAUDI_CITY_CODES.length, V('cityRepeated'))
    .test('each-city-once', V('cityRepeated'), (cities) => !cities || new Set(cities).size === cities.length),
  workingDays: yup
    .array(workingDay)
    .nullable()
    .default(null)
    .max(7, V('weekdayRepeated'))
    .test('each-weekday-once', V('weekdayRepeated'), (days) => !days || new Set(days.map((d) => d?.weekday)).size === days.length),
  daysOff: yup
    .array(
      yup.object({
        date: yup
          .string()
          .trim()
          .required(V('dateRequired'))
          .test(
            'calendar-date',
            V('invalidDate'),
            (value) => !value || (isCalendarDate(value) && Date.parse(value) >= DATE_RANGE.earliest && Date.parse(value) < DATE_RANGE.latest),
          ),
        note: yup.string().trim().max(DISPATCH_LIMITS.dayOffNote, V('dayOffNoteMaxLength')).default(''),
      }),
    )
    .required(V('daysOffRequired'))
    .max(DISPATCH_LIMITS.daysOffMax, V('tooManyDaysOff'))
    .test('each-date-once', V('dayOffRepeated'), (days) => !days || new Set(days.map((d) => d?.date)).size === days.length),
});
export type PartnerAvailabilityValues = yup.InferType<typeof partnerAvailabilitySchema>;

/** POST /Bookings/{id}/assignments and .../reassign: the partner to give the booking. */
export const assignPartnerSchema = yup.object({
  partnerId: positiveId('partnerRequired', 'partnerRequired'),
});
export type AssignPartnerValues = yup.InferType<typeof assignPartnerSchema>;
