import { serviceSchema } from './service';
import { errorsOf } from './test-helpers';

const valid = {
  title: 'Digital marketing',
  description: 'Campaigns that grow your business.',
  arabicTitle: 'التسويق الرقمي',
  arabicDescription: 'حملات تنمّي أعمالك.',
  durationMin: 1,
  durationMax: 4,
  durationUnit: 'Week',
  price: 2500,
  details: ['Strategy', '  ', 'Ads'],
  arabicDetails: ['الاستراتيجية'],
};

describe('serviceSchema (spec 5.8 and provider limits)', () => {
  it('accepts a service, casts strings from multipart and drops blank detail lines', () => {
    expect(errorsOf(serviceSchema, valid)).toEqual({});
    const cast = serviceSchema.validateSync({ ...valid, durationMin: '2', durationMax: '3', price: '99.5' });
    expect(cast).toMatchObject({ durationMin: 2, durationMax: 3, price: 99.5, details: ['Strategy', 'Ads'] });
    expect(serviceSchema.validateSync({ ...valid, details: undefined }).details).toEqual([]);
  });
  it.each([
    ['title', '', 'validation:titleRequired'],
    ['title', 'x'.repeat(101), 'validation:titleMaxLength'],
    ['description', '', 'validation:descriptionRequired'],
    ['description', 'x'.repeat(1001), 'validation:descriptionMaxLength'],
    ['arabicTitle', '', 'validation:arabicTitleRequired'],
    ['arabicDescription', '', 'validation:arabicDescriptionRequired'],
    ['durationMin', '', 'validation:durationMinRequired'],
    ['durationMin', 0, 'validation:valueGreaterThanZero'],
    ['durationMin', 'abc', 'validation:numberInvalid'],
    ['durationMin', 1.5, 'validation:integerRequired'],
    ['durationMax', '', 'validation:durationMaxRequired'],
    ['durationMax', 1001, 'validation:durationTooLong'],
    ['durationUnit', '', 'validation:durationUnitRequired'],
    ['durationUnit', 'Year', 'validation:durationUnitInvalid'],
    ['price', '', 'validation:priceRequired'],
    ['price', -1, 'validation:priceMin'],
    ['price', 1e9, 'validation:priceTooHigh'],
    ['details', Array.from({ length: 31 }, () => 'x'), 'validation:tooManyDetails'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(serviceSchema, { ...valid, [field]: value })[field]).toContain(message);
  });
  it('requires the maximum duration to be at least the minimum', () => {
    expect(errorsOf(serviceSchema, { ...valid, durationMin: 5, durationMax: 3 }).durationMax).toEqual(['validation:durationMaxBelowMin']);
    expect(errorsOf(serviceSchema, { ...valid, durationMin: 3, durationMax: 3 })).toEqual({});
  });
  it('limits the length of each detail', () => {
    expect(errorsOf(serviceSchema, { ...valid, details: ['x'.repeat(301)] })['details[0]']).toEqual(['validation:detailMaxLength']);
  });
});
