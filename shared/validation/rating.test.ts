import { ratingSchema } from './rating';
import { ratingFormSchema } from './rating';
import { errorsOf } from './test-helpers';

describe('reviewSchema (spec 5.5)', () => {
  it('accepts a rating with a comment and trims the comment', () => {
    expect(errorsOf(ratingFormSchema, { value: 4, comment: 'Great work' })).toEqual({});
    expect(ratingFormSchema.validateSync({ value: 4, comment: '  Great  ' }).comment).toBe('Great');
  });
  it.each([
    ['value', 0, 'validation:ratingRequired'],
    ['value', '', 'validation:ratingRequired'],
    ['value', 6, 'validation:ratingRange'],
    ['value', 2.5, 'validation:ratingRange'],
    ['comment', '   ', 'validation:commentRequired'],
    ['comment', 'x'.repeat(1001), 'validation:commentMaxLength'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(ratingFormSchema, { value: 4, comment: 'ok', [field]: value })[field]).toContain(message);
  });
});

describe('rateSchema (POST /Rates/create-rate)', () => {
  it('needs a service', () => {
    expect(errorsOf(ratingSchema, { value: 5, comment: 'Nice', serviceId: 3, clientId: 0 })).toEqual({});
    expect(errorsOf(ratingSchema, { value: 5, comment: 'Nice' }).serviceId).toEqual(['validation:serviceRequired']);
    expect(errorsOf(ratingSchema, { value: 5, comment: 'Nice', serviceId: 0 }).serviceId).toEqual(['validation:selectService']);
  });
});
