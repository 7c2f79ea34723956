import { addDays, businessToday } from '../quotes/quote-dates';
import { invoiceCreateSchema, invoicePaymentSchema } from './invoice';
import { siteContentSchema } from './site-content';
import { DEFAULT_SITE_CONTENT } from '../content/site-content-defaults';
import { errorsOf } from './test-helpers';

describe('invoicePaymentSchema', () => {
  const today = businessToday();
  it('accepts a transfer with its reference, and cash without one', () => {
    expect(errorsOf(invoicePaymentSchema, { paidOn: today, method: 'bank_transfer', reference: 'TRX-1' })).toEqual({});
    expect(errorsOf(invoicePaymentSchema, { paidOn: today, method: 'cash' })).toEqual({});
  });
  it('requires a real day not after today, a known method, and a reference except for cash', () => {
    expect(errorsOf(invoicePaymentSchema, {})).toEqual({
      paidOn: ['validation:paidOnRequired'],
      method: ['validation:paymentMethodRequired'],
      reference: ['validation:paymentReferenceRequired'],
    });
    expect(errorsOf(invoicePaymentSchema, { paidOn: addDays(today, 1), method: 'cash' })).toEqual({ paidOn: ['validation:paidOnFuture'] });
    expect(errorsOf(invoicePaymentSchema, { paidOn: '2026-02-30', method: 'cash' })).toEqual({ paidOn: ['validation:invalidDate'] });
    expect(errorsOf(invoicePaymentSchema, { paidOn: today, method: 'gold', reference: 'x' })).toEqual({ method: ['validation:paymentMethodInvalid'] });
    expect(errorsOf(invoicePaymentSchema, { paidOn: today, method: 'card', reference: 'x'.repeat(101) })).toEqual({
      reference: ['validation:paymentReferenceMaxLength'],
    });
  });
  it('needs the booking to invoice', () => {
    expect(errorsOf(invoiceCreateSchema, {})).toEqual({ bookingId: ['validation:bookingRequired'] });
  });
});

describe('the invoicing settings of the site content', () => {
  const withInvoicing = (invoicing: Record<string, unknown>) => ({ ...DEFAULT_SITE_CONTENT, invoicing: { ...DEFAULT_SITE_CONTENT.invoicing, ...invoicing } });
  it('defaults to the Saudi standard VAT rate, with no VAT number yet', () => {
    expect(DEFAULT_SITE_CONTENT.invoicing).toMatchObject({ vatRatePercent: 15, vatNumber: '' });
    expect(errorsOf(siteContentSchema, DEFAULT_SITE_CONTENT)).toEqual({});
  });
  it('takes a 15-digit VAT number that starts and ends with 3, and a rate from 0 to 100 with two decimals at most', () => {
    expect(errorsOf(siteContentSchema, withInvoicing({ vatNumber: '310122393500003', vatRatePercent: 12.75 }))).toEqual({});
    for (const vatNumber of ['31012239350000', '210122393500003', '310122393500004', '3101223935000O3']) {
      expect(errorsOf(siteContentSchema, withInvoicing({ vatNumber }))).toEqual({ 'invoicing.vatNumber': ['validation:vatNumberInvalid'] });
    }
    for (const vatRatePercent of [-1, 100.5, 5.125, 'x']) {
      expect(errorsOf(siteContentSchema, withInvoicing({ vatRatePercent }))).toEqual({ 'invoicing.vatRatePercent': ['validation:vatRateInvalid'] });
    }
    expect(errorsOf(siteContentSchema, withInvoicing({ legalName: ' ' }))).toEqual({ 'invoicing.legalName': ['validation:legalNameRequired'] });
  });
});
