import { displayPhone, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['0501234567', '+966501234567'],
    ['050 123 4567', '+966501234567'],
    ['+966 50 123 4567', '+966501234567'],
    ['966501234567', '+966501234567'],
    ['00966501234567', '+966501234567'],
    ['+971 50 123 4567', '+971501234567'],
  ])('reads %s as %s', (text, e164) => {
    expect(toE164(text)).toBe(e164);
  });

  it.each([[''], ['   '], ['12345'], ['0112345678'], ['not a phone'], ['+96650123']])('refuses %p (empty, too short, a landline, not a number)', (text) => {
    expect(toE164(text)).toBeNull();
  });

  it('shows a stored number in international format', () => {
    expect(displayPhone('+966501234567')).toBe('+966 50 123 4567');
    expect(displayPhone('oops')).toBe('oops');
  });
});
