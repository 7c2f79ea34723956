import { quoteSchema } from './quote';
import { quoteRejectionSchema } from './quote-rejection';
import { requestStatusSchema } from './request-status';
import { errorsOf } from './test-helpers';
import { userStatusSchema } from './user-status';

describe('quoteSchema (spec 5.6)', () => {
  const valid = {
    clientName: 'Sara',
    clientEmail: 'sara@example.com',
    clientPhone: '0501234567',
    validUntil: '2030-01-01',
    items: [{ name: 'Design', quantity: 1, unitPrice: 100.25 }],
  };
  it('accepts a quote without a company', () => {
    expect(errorsOf(quoteSchema, valid)).toEqual({});
  });
  it('requires the client fields and at least one item', () => {
    expect(errorsOf(quoteSchema, { items: [] })).toEqual({
      clientName: ['validation:clientNameRequired'],
      clientEmail: ['validation:emailRequired'],
      clientPhone: ['validation:phoneNumberRequired'],
      validUntil: ['validation:validUntilRequired'],
      items: ['validation:itemsRequired'],
    });
  });
  it('checks each item', () => {
    const errors = errorsOf(quoteSchema, { ...valid, items: [{ name: '', quantity: 0, unitPrice: -1 }, { name: 'x', quantity: 1, unitPrice: 1.234 }] });
    expect(errors['items[0].name']).toEqual(['validation:itemNameRequired']);
    expect(errors['items[0].quantity']).toEqual(['validation:quantityMin']);
    expect(errors['items[0].unitPrice']).toEqual(['validation:unitPriceMin']);
    expect(errors['items[1].unitPrice']).toEqual(['validation:unitPriceStep']);
    expect(errorsOf(quoteSchema, { ...valid, clientEmail: 'x' }).clientEmail).toEqual(['validation:invalidEmail']);
  });
});

describe('small action schemas', () => {
  it('a rejection needs a reason', () => {
    expect(errorsOf(quoteRejectionSchema, { reason: ' ' }).reason).toEqual(['validation:rejectionReasonRequired']);
    expect(errorsOf(quoteRejectionSchema, { reason: 'Too expensive' })).toEqual({});
  });
  it('a request status must be known', () => {
    expect(errorsOf(requestStatusSchema, { status: 'in_review' })).toEqual({});
    expect(errorsOf(requestStatusSchema, { status: 'done' }).status).toEqual(['validation:statusInvalid']);
  });
  it('set-active needs a boolean', () => {
    expect(errorsOf(userStatusSchema, { isActive: false })).toEqual({});
    expect(errorsOf(userStatusSchema, {}).isActive).toEqual(['validation:booleanInvalid']);
  });
});
