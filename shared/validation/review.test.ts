import { rateSchema } from './rate';
import { reviewSchema } from './review';
import { errorsOf } from './test-helpers';

describe('reviewSchema (spec 5.5)', () => {
  it('accepts a rating with a comment and trims the comment', () => {
    expect(errorsOf(reviewSchema, { value: 4, comment: 'Great work' })).toEqual({});
    expect(reviewSchema.validateSync({ value: 4, comment: '  Great  ' }).comment).toBe('Great');
  });
  it.each([
    ['value', 0, 'validation:ratingRequired'],
    ['value', '', 'validation:ratingRequired'],
    ['value', 6, 'validation:ratingRange'],
    ['value', 2.5, 'validation:ratingRange'],
    ['comment', '   ', 'validation:commentRequired'],
    ['comment', 'x'.repeat(1001), 'validation:commentMaxLength'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(reviewSchema, { value: 4, comment: 'ok', [field]: value })[field]).toContain(message);
  });
});

describe('rateSchema (POST /Rates/create-rate)', () => {
  it('needs a service', () => {
    expect(errorsOf(rateSchema, { value: 5, comment: 'Nice', serviceId: 3, clientId: 0 })).toEqual({});
    expect(errorsOf(rateSchema, { value: 5, comment: 'Nice' }).serviceId).toEqual(['validation:serviceRequired']);
    expect(errorsOf(rateSchema, { value: 5, comment: 'Nice', serviceId: 0 }).serviceId).toEqual(['validation:selectService']);
  });
});
