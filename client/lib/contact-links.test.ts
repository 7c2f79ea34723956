import { mailtoLink, phoneLink, whatsappLink } from './contact-links';

describe('links to reach a client', () => {
  it('turns local Saudi numbers into international WhatsApp links', () => {
    expect(whatsappLink('0501234567')).toBe('https://wa.me/966501234567');
    expect(whatsappLink('050 123 4567')).toBe('https://wa.me/966501234567');
    expect(whatsappLink('+966 50 123 4567')).toBe('https://wa.me/966501234567');
    expect(whatsappLink('00966501234567')).toBe('https://wa.me/966501234567');
    expect(whatsappLink('+44 20 7946 0958')).toBe('https://wa.me/442079460958');
  });

  it('gives no WhatsApp or call link without a usable number', () => {
    expect(whatsappLink('')).toBeNull();
    expect(whatsappLink('12')).toBeNull();
    expect(phoneLink(undefined)).toBeNull();
    expect(phoneLink('+966 13 812 4400')).toBe('tel:+966138124400');
  });

  it('prefills a reply subject once', () => {
    expect(mailtoLink('reem@example.com', 'Garden quote')).toBe('mailto:reem@example.com?subject=Re%3A%20Garden%20quote');
    expect(mailtoLink('reem@example.com', 'RE: Garden quote')).toBe('mailto:reem@example.com?subject=RE%3A%20Garden%20quote');
    expect(mailtoLink('reem@example.com')).toBe('mailto:reem@example.com');
  });
});
