import { bookingStepOneSchema } from './booking';
import { serviceRequestSchema } from './service-request';
import { daysFromNow, errorsOf } from './test-helpers';

describe('bookingStepOneSchema (spec 5.4)', () => {
  const valid = { serviceId: 2, preferredDate: daysFromNow(2).slice(0, 10), location: 'Khobar', description: 'Redesign my villa garden' };
  it('accepts a valid step and today as a date', () => {
    expect(errorsOf(bookingStepOneSchema, valid)).toEqual({});
    expect(errorsOf(bookingStepOneSchema, { ...valid, preferredDate: new Date().toISOString().slice(0, 10) })).toEqual({});
  });
  it.each([
    ['serviceId', '', 'validation:selectService'],
    ['serviceId', 0, 'validation:selectService'],
    ['preferredDate', '', 'validation:dateRequired'],
    ['preferredDate', daysFromNow(-3).slice(0, 10), 'validation:pastDate'],
    ['preferredDate', 'soon', 'validation:invalidDate'],
    ['location', '   ', 'validation:locationRequired'],
    ['location', 'x'.repeat(256), 'validation:locationMaxLength'],
    ['description', '', 'validation:descriptionRequired'],
    ['description', '  short    ', 'validation:descriptionTooShort'],
    ['description', 'x'.repeat(1001), 'validation:descriptionMaxLength'],
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
    expect(errorsOf(serviceRequestSchema, valid)).toEqual({});
  });
  it.each([
    ['priorite', 'urgent', 'validation:urgencyInvalid'],
    ['preferedContactMethode', 'gmail', 'validation:contactMethodInvalid'],
    ['description', 'short', 'validation:descriptionTooShort'],
    ['preferedDateAndTime', daysFromNow(-2), 'validation:pastDate'],
    ['preferedDateAndTime', '', 'validation:dateRequired'],
    ['location', '', 'validation:locationRequired'],
    ['location', 'x'.repeat(256), 'validation:locationMaxLength'],
    ['budget', -1, 'validation:budgetInvalid'],
    ['demandeDeServiceItems', [], 'validation:selectService'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(serviceRequestSchema, { ...valid, [field]: value })[field]).toContain(message);
  });
  it('needs exactly one main service and valid item ids', () => {
    expect(
      errorsOf(serviceRequestSchema, { ...valid, demandeDeServiceItems: [{ isAdditionalService: true, serviceId: 1 }] }).demandeDeServiceItems,
    ).toEqual(['validation:oneMainService']);
    expect(
      errorsOf(serviceRequestSchema, { ...valid, demandeDeServiceItems: [{ isAdditionalService: false, serviceId: 0 }] })[
        'demandeDeServiceItems[0].serviceId'
      ],
    ).toEqual(['validation:selectService']);
  });
});
