import { addDays, businessToday } from '../quotes/quote-dates';
import { quoteCreateSchema, quoteSchema } from './quote';
import { quoteRejectionSchema } from './quote-rejection';
import { bookingStatusSchema } from './booking-status';
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
    const errors = errorsOf(quoteSchema, {
      ...valid,
      items: [
        { name: '', quantity: 0, unitPrice: -1 },
        { name: 'x', quantity: 1, unitPrice: 1.234 },
      ],
    });
    expect(errors['items[0].name']).toEqual(['validation:itemNameRequired']);
    expect(errors['items[0].quantity']).toEqual(['validation:quantityMin']);
    expect(errors['items[0].unitPrice']).toEqual(['validation:unitPriceMin']);
    expect(errors['items[1].unitPrice']).toEqual(['validation:unitPriceStep']);
    expect(errorsOf(quoteSchema, { ...valid, clientEmail: 'x' }).clientEmail).toEqual(['validation:invalidEmail']);
  });
  it('takes whole quantities within limits, and at most 50 lines', () => {
    const item = (quantity: number, unitPrice = 1) => ({ ...valid, items: [{ name: 'x', quantity, unitPrice }] });
    expect(errorsOf(quoteSchema, item(1.5))['items[0].quantity']).toEqual(['validation:integerRequired']);
    expect(errorsOf(quoteSchema, item(100_001))['items[0].quantity']).toEqual(['validation:quantityMax']);
    expect(errorsOf(quoteSchema, item(1, 10_000_000.01))['items[0].unitPrice']).toEqual(['validation:unitPriceMax']);
    expect(errorsOf(quoteSchema, item(1, 0))).toEqual({});
    expect(errorsOf(quoteSchema, { ...valid, items: Array.from({ length: 51 }, () => ({ name: 'x', quantity: 1, unitPrice: 1 })) }).items).toEqual([
      'validation:tooManyItems',
    ]);
  });
  it('wants valid-until as a real day, today or later in company time', () => {
    expect(errorsOf(quoteSchema, { ...valid, validUntil: businessToday() })).toEqual({});
    expect(errorsOf(quoteSchema, { ...valid, validUntil: addDays(businessToday(), -1) }).validUntil).toEqual(['validation:validUntilPast']);
    expect(errorsOf(quoteSchema, { ...valid, validUntil: '2030-02-30' }).validUntil).toEqual(['validation:invalidDate']);
    expect(errorsOf(quoteSchema, { ...valid, validUntil: 'soon' }).validUntil).toEqual(['validation:invalidDate']);
  });
  it('needs the booking when the quote is issued', () => {
    expect(errorsOf(quoteCreateSchema, { ...valid, requestId: '' }).requestId).toEqual(['validation:bookingRequired']);
    expect(errorsOf(quoteCreateSchema, { ...valid, requestId: 4 })).toEqual({});
  });
});

describe('small action schemas', () => {
  it('a rejection needs a reason', () => {
    expect(errorsOf(quoteRejectionSchema, { reason: ' ' }).reason).toEqual(['validation:rejectionReasonRequired']);
    expect(errorsOf(quoteRejectionSchema, { reason: 'Too expensive' })).toEqual({});
  });
  it('a request status must be known', () => {
    expect(errorsOf(bookingStatusSchema, { status: 'in_review' })).toEqual({});
    expect(errorsOf(bookingStatusSchema, { status: 'done' }).status).toEqual(['validation:statusInvalid']);
  });
  it('set-active needs a boolean', () => {
    expect(errorsOf(userStatusSchema, { isActive: false })).toEqual({});
    expect(errorsOf(userStatusSchema, {}).isActive).toEqual(['validation:booleanInvalid']);
  });
});
