import type { TFunction } from 'i18next';
import type { ApiError } from '../../lib/api';
import { formFieldErrors, isRefusedLink, registrationErrorText, serverErrorText, serverSuccessText } from './account-errors';

// Returns the key, so each test names the text it expects.
const t = ((key: string) => key) as unknown as TFunction;

const failure = (fields: Partial<ApiError>): ApiError => ({ status: 500, message: '', ...fields });

describe('registrationErrorText (spec 8, Registration, in order)', () => {
  it("uses the server's message first", () => {
    expect(registrationErrorText(failure({ status: 400, message: 'Invalid data - Please check your inputs', serverMessage: true, errors: { email: ['x'] } }), t)).toBe(
      'Invalid data - Please check your inputs',
    );
  });

  it("then the server's error for a field", () => {
    expect(registrationErrorText(failure({ status: 400, message: 'Bad Request', errors: { phoneNumber: ['', 'Phone number is required'] } }), t)).toBe(
      'Phone number is required',
    );
  });

  it.each([
    [400, 'account:register.errors.invalidData'],
    // Registration no longer answers 409 (a taken address gets the answer of a new one); a bare 409 says nothing particular.
    [409, 'account:register.errors.default'],
    [500, 'account:register.errors.server'],
    [502, 'account:register.errors.default'],
    [429, 'account:register.errors.default'],
  ])('then status %s: %s (the message was only the status text)', (status, key) => {
    expect(registrationErrorText(failure({ status, message: 'Status Text', serverMessage: false }), t)).toBe(key);
  });

  it('says the connection failed when nothing answered, and has a default for anything else', () => {
    expect(registrationErrorText(failure({ status: 'FETCH_ERROR', message: 'Cannot connect' }), t)).toBe('common:apiErrors.cannotConnect');
    expect(registrationErrorText(new Error('boom'), t)).toBe('account:register.errors.default');
    expect(registrationErrorText(failure({ status: 400, message: '   ', serverMessage: true }), t)).toBe('account:register.errors.invalidData');
  });
});

describe('serverErrorText and serverSuccessText (spec 8, Email actions, Booking)', () => {
  it("prefers the server's own message, else the default of the action", () => {
    expect(serverErrorText(failure({ status: 429, message: 'Too many attempts', serverMessage: true }), t, 'account:resend.failed')).toBe('Too many attempts');
    expect(serverErrorText(failure({ status: 500, message: 'Internal Server Error', serverMessage: false }), t, 'account:resend.failed')).toBe(
      'account:resend.failed',
    );
    expect(serverErrorText(failure({ status: 'FETCH_ERROR', message: 'x' }), t, 'account:resend.failed')).toBe('common:apiErrors.cannotConnect');
    expect(serverErrorText(undefined, t, 'account:forgot.failed')).toBe('account:forgot.failed');
    expect(serverSuccessText('Confirmation email sent', t, 'account:resend.sent')).toBe('Confirmation email sent');
    expect(serverSuccessText('', t, 'account:resend.sent')).toBe('account:resend.sent');
  });
});

describe('isRefusedLink', () => {
  it('is a 400 naming the token, nothing else', () => {
    expect(isRefusedLink(failure({ status: 400, message: 'x', errors: { token: ['The link is invalid or has expired'] } }))).toBe(true);
    expect(isRefusedLink(failure({ status: 400, message: 'x', errors: { newPassword: ['weak'] } }))).toBe(false);
    expect(isRefusedLink(failure({ status: 500, message: 'x', errors: { token: ['x'] } }))).toBe(false);
    expect(isRefusedLink(new Error('x'))).toBe(false);
  });
});

describe('formFieldErrors', () => {
  it("puts a 400's and a 409's field messages under the form's fields", () => {
    expect(formFieldErrors(failure({ status: 409, message: 'x', errors: { email: ['Email is already in use'] } }), ['email', 'fullName'] as const)).toEqual({
      email: 'Email is already in use',
    });
    expect(formFieldErrors(failure({ status: 400, message: 'x', errors: { fullName: ['Full name is required'], other: ['y'] } }), ['email', 'fullName'] as const)).toEqual({
      fullName: 'Full name is required',
    });
    expect(formFieldErrors(failure({ status: 500, message: 'x', errors: { email: ['y'] } }), ['email'] as const)).toEqual({});
  });
});
