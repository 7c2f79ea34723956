import { bookingStepOneSchema } from './booking';
import { businessToday } from '../quotes/quote-dates';
import { localDateInputValue, notPastMoment, startOfCompanyToday } from './rules';
import { bookingSchema } from './booking';
import { daysFromNow, errorsOf } from './test-helpers';

/** A calendar day N days from the company's today (Saudi time), as the date input gives it. */
const localDay = (days: number) => {
  const [year, month, day] = businessToday().split('-').map(Number) as [number, number, number];
  return localDateInputValue(new Date(year, month - 1, day + days));
};

describe('bookingStepOneSchema (spec 5.4)', () => {
  const valid = {
    serviceId: 2,
    preferredDate: localDay(2),
    preferredTime: '10:00',
    city: 'al-khobar',
    district: 'Al Rakah',
    street: 'King Fahd Road',
    buildingNumber: '٢٣٤٥',
    additionalNumber: '6789',
    postalCode: '34226',
    addressNote: '',
    mapUrl: '',
    description: 'Redesign my villa garden',
    additionalServices: [3, 4],
    urgency: 'medium',
    contactMethod: 'email',
  };
  it('accepts a valid step, today in the local calendar, with one of the offered times (issue 16: a time is needed)', () => {
    expect(errorsOf(bookingStepOneSchema, valid)).toEqual({});
    expect(errorsOf(bookingStepOneSchema, { ...valid, preferredDate: localDay(0) })).toEqual({});
    expect(errorsOf(bookingStepOneSchema, { ...valid, preferredTime: '16:30' })).toEqual({});
    expect(errorsOf(bookingStepOneSchema, { ...valid, preferredTime: '' }).preferredTime).toEqual(['validation:slotRequired']);
  });
  it('refuses an additional service id that is not one', () => {
    expect(errorsOf(bookingStepOneSchema, { ...valid, additionalServices: [0] })['additionalServices[0]']).toEqual(['validation:idInvalid']);
  });
  it('takes yesterday as past in the local calendar, even late in the day', () => {
    expect(errorsOf(bookingStepOneSchema, { ...valid, preferredDate: localDay(-1) }).preferredDate).toEqual(['validation:pastDate']);
  });
  it('counts the description after trimming, up to the 500 of the counter', () => {
    expect(errorsOf(bookingStepOneSchema, { ...valid, description: `  ${'x'.repeat(9)}  ` }).description).toEqual(['validation:descriptionTooShort']);
    expect(errorsOf(bookingStepOneSchema, { ...valid, description: 'x'.repeat(10) })).toEqual({});
    expect(errorsOf(bookingStepOneSchema, { ...valid, description: 'x'.repeat(500) })).toEqual({});
    expect(errorsOf(bookingStepOneSchema, { ...valid, description: 'x'.repeat(501) }).description).toEqual(['validation:bookingDescriptionMaxLength']);
  });
  it.each([
    ['serviceId', '', 'validation:selectService'],
    ['serviceId', 0, 'validation:selectService'],
    ['preferredDate', '', 'validation:dateRequired'],
    ['preferredDate', localDay(-3), 'validation:pastDate'],
    ['preferredDate', 'soon', 'validation:invalidDate'],
    ['city', '', 'validation:cityRequired'],
    ['city', 'Atlantis', 'validation:cityInvalid'],
    ['district', '   ', 'validation:districtRequired'],
    ['street', 'x'.repeat(101), 'validation:addressPartMaxLength'],
    ['buildingNumber', '12', 'validation:buildingNumberInvalid'],
    ['additionalNumber', '', 'validation:additionalNumberRequired'],
    ['postalCode', '1234a', 'validation:postalCodeInvalid'],
    ['addressNote', 'x'.repeat(301), 'validation:addressNoteMaxLength'],
    ['mapUrl', 'javascript:alert(1)', 'validation:mapUrlInvalid'],
    ['description', '', 'validation:descriptionRequired'],
    ['description', '  short    ', 'validation:descriptionTooShort'],
    ['description', 'x'.repeat(501), 'validation:bookingDescriptionMaxLength'],
    ['preferredTime', '25:00', 'validation:timeInvalid'],
    ['preferredTime', 'noon', 'validation:timeInvalid'],
    ['urgency', 'urgent', 'validation:urgencyInvalid'],
    ['contactMethod', 'gmail', 'validation:contactMethodInvalid'],
    ['additionalServices', Array.from({ length: 20 }, (_, i) => i + 1), 'validation:tooManyServices'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(bookingStepOneSchema, { ...valid, [field]: value })[field]).toContain(message);
  });
});

describe('serviceRequestSchema (the booking payload)', () => {
  const valid = {
    priorite: 'medium',
    preferedContactMethode: 'email',
    description: 'Please redesign the garden',
    preferedDateAndTime: daysFromNow(5),
    location: 'Dammam',
    budget: 1500,
    clientId: 0,
    demandeDeServiceItems: [
      { isAdditionalService: false, serviceId: 1 },
      { isAdditionalService: true, serviceId: 2 },
    ],
  };
  it('accepts the payload of spec 3', () => {
    expect(errorsOf(bookingSchema, valid)).toEqual({});
  });
  it.each([
    ['priorite', 'urgent', 'validation:urgencyInvalid'],
    ['preferedContactMethode', 'gmail', 'validation:contactMethodInvalid'],
    ['description', 'short', 'validation:descriptionTooShort'],
    ['preferedDateAndTime', daysFromNow(-2), 'validation:pastDate'],
    ['preferedDateAndTime', '', 'validation:dateRequired'],
    ['location', '', 'validation:locationRequired'],
    ['location', 'x'.repeat(256), 'validation:locationMaxLength'],
    ['description', 'x'.repeat(501), 'validation:bookingDescriptionMaxLength'],
    ['budget', -1, 'validation:budgetInvalid'],
    ['demandeDeServiceItems', [], 'validation:selectService'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(bookingSchema, { ...valid, [field]: value })[field]).toContain(message);
  });
  it('refuses a moment already past in Riyadh, even earlier today; accepts a time still to come and today without a time', () => {
    const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    expect(errorsOf(bookingSchema, { ...valid, preferedDateAndTime: minutesFromNow(-5) }).preferedDateAndTime).toEqual(['validation:pastDate']);
    expect(errorsOf(bookingSchema, { ...valid, preferedDateAndTime: minutesFromNow(-20 * 60) }).preferedDateAndTime).toEqual(['validation:pastDate']);
    expect(errorsOf(bookingSchema, { ...valid, preferedDateAndTime: minutesFromNow(5) })).toEqual({});
    expect(errorsOf(bookingSchema, { ...valid, preferedDateAndTime: startOfCompanyToday().toISOString() })).toEqual({});
  });
  it("measures today in Riyadh: at 22:30 UTC it is already tomorrow there, and that day's midnight is not past", () => {
    const now = new Date('2026-11-28T22:30:00Z');
    expect(startOfCompanyToday(now).toISOString()).toBe('2026-11-28T21:00:00.000Z');
    expect(notPastMoment(new Date('2026-11-29T00:00:00+03:00'), now)).toBe(true);
    expect(notPastMoment(new Date('2026-11-28T00:00:00+03:00'), now)).toBe(false);
    expect(notPastMoment(new Date('2026-11-29T01:00:00+03:00'), now)).toBe(false);
    expect(notPastMoment(new Date('2026-11-29T09:00:00+03:00'), now)).toBe(true);
  });
  it('needs exactly one main service and valid item ids', () => {
    expect(errorsOf(bookingSchema, { ...valid, demandeDeServiceItems: [{ isAdditionalService: true, serviceId: 1 }] }).demandeDeServiceItems).toEqual([
      'validation:oneMainService',
    ]);
    expect(
      errorsOf(bookingSchema, { ...valid, demandeDeServiceItems: [{ isAdditionalService: false, serviceId: 0 }] })['demandeDeServiceItems[0].serviceId'],
    ).toEqual(['validation:selectService']);
  });
});
