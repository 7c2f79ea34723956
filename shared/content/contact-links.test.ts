import { COMPANY } from './company';
import { telHref, whatsappHref } from './contact-links';

describe('contact links', () => {
  it('builds the same links as the company defaults', () => {
    expect(telHref(COMPANY.phone)).toBe(COMPANY.phoneHref);
    expect(whatsappHref(COMPANY.whatsapp)).toBe(COMPANY.whatsappHref);
  });

  it('ignores spacing and punctuation, keeps + for tel and drops a 00 prefix for WhatsApp', () => {
    expect(telHref(' +966 (13) 812-4400 ')).toBe('tel:+966138124400');
    expect(telHref('013 812 4400')).toBe('tel:0138124400');
    expect(whatsappHref('00966 55 123 4567')).toBe('https://wa.me/966551234567');
  });
});
