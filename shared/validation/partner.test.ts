import { partnerSchema, partnerStepOneSchema } from './partner';
import { errorsOf } from './test-helpers';

const valid = {
  id: 0,
  name: 'Green Oasis Landscaping',
  arabicName: 'الواحة الخضراء لتنسيق الحدائق',
  location: 'Riyadh',
  arabicLocation: 'الرياض',
  description: 'Landscape design and irrigation.',
  arabicDescription: 'تصميم الحدائق وأنظمة الري.',
  serviceId: 1,
};

describe('partnerSchema (spec 5.7)', () => {
  it('accepts a partner and trims its text', () => {
    expect(errorsOf(partnerSchema, valid)).toEqual({});
    expect(partnerSchema.validateSync({ ...valid, name: ' Oasis ' }).name).toBe('Oasis');
  });
  it.each([
    ['name', ' ', 'validation:nameRequired'],
    ['arabicName', '', 'validation:arabicNameRequired'],
    ['location', '', 'validation:locationRequired'],
    ['arabicLocation', '', 'validation:arabicLocationRequired'],
    ['description', '', 'validation:descriptionRequired'],
    ['arabicDescription', '', 'validation:arabicDescriptionRequired'],
    ['name', 'x'.repeat(101), 'validation:nameMaxLength'],
    ['location', 'x'.repeat(256), 'validation:locationMaxLength'],
    ['description', 'x'.repeat(1001), 'validation:descriptionMaxLength'],
    ['serviceId', 0, 'validation:selectService'],
    ['serviceId', undefined, 'validation:serviceRequired'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(partnerSchema, { ...valid, [field]: value })[field]).toContain(message);
  });
  it('step 1 checks only name, location and description', () => {
    expect(errorsOf(partnerStepOneSchema, { name: 'a', location: 'b', description: 'c' })).toEqual({});
    expect(Object.keys(errorsOf(partnerStepOneSchema, {})).sort()).toEqual(['description', 'location', 'name']);
  });
});
