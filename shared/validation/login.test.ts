import { confirmEmailSchema } from './confirm-email';
import { emailOnlySchema } from './email-only';
import { loginSchema } from './login';
import { resetPasswordSchema } from './reset-password';
import { errorsOf } from './test-helpers';

describe('loginSchema (spec 5.3)', () => {
  it('accepts an e-mail and a 6-character password', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '123456' })).toEqual({});
  });
  it.each([
    ['email', '', 'validation:emailRequired'],
    ['email', 'nope', 'validation:invalidEmail'],
    ['password', '', 'validation:passwordRequired'],
    ['password', '12345', 'validation:loginPasswordMinLength'],
    ['password', 'x'.repeat(129), 'validation:passwordMaxLength'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '123456', [field]: value })[field]).toContain(message);
  });
});

describe('emailOnlySchema (resend confirmation, forgot password)', () => {
  it('needs a non-empty valid e-mail', () => {
    expect(errorsOf(emailOnlySchema, { email: 'a@b.co' })).toEqual({});
    expect(errorsOf(emailOnlySchema, { email: '' }).email).toEqual(['validation:emailRequired']);
    expect(errorsOf(emailOnlySchema, {}).email).toEqual(['validation:emailRequired']);
    expect(errorsOf(emailOnlySchema, { email: 'x' }).email).toEqual(['validation:invalidEmail']);
  });
});

describe('confirmEmailSchema', () => {
  it('needs the address and the token', () => {
    expect(errorsOf(confirmEmailSchema, { email: 'a@b.co', token: 'abc' })).toEqual({});
    expect(errorsOf(confirmEmailSchema, { email: '', token: '' })).toEqual({
      email: ['validation:emailRequired'],
      token: ['validation:tokenRequired'],
    });
    expect(errorsOf(confirmEmailSchema, { email: 'a@b.co', token: 'x'.repeat(201) }).token).toEqual(['validation:tokenInvalid']);
  });
});

describe('resetPasswordSchema', () => {
  const valid = { email: 'a@b.co', token: 'abc', newPassword: 'Secret#123', confirmPassword: 'Secret#123' };
  it('accepts a strong matching password', () => {
    expect(errorsOf(resetPasswordSchema, valid)).toEqual({});
  });
  it('applies the registration rules and the match rule', () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, newPassword: '' }).newPassword).toEqual(['validation:newPasswordRequired']);
    expect(errorsOf(resetPasswordSchema, { ...valid, newPassword: 'weakpass', confirmPassword: 'weakpass' }).newPassword).toEqual(
      expect.arrayContaining(['validation:passwordUppercaseRequired', 'validation:passwordNumberRequired']),
    );
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: 'Other#123' }).confirmPassword).toEqual(['validation:passwordsMustMatch']);
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: '' }).confirmPassword).toEqual(['validation:confirmPasswordRequired']);
  });
});
