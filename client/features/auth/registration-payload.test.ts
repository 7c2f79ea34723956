import { registrationSchema } from '../../../shared/validation/registration';
import { buildRegistrationPayload } from './registration-payload';

describe('buildRegistrationPayload (spec 3, Registration payload)', () => {
  const typed = {
    fullName: '  Sara Ahmed ',
    email: ' sara@example.com ',
    password: ' Secret#123',
    confirmPassword: ' Secret#123',
    phoneNumber: ' 0501234567 ',
    acceptPolicies: true,
    marketingOptIn: false,
  };
  const shown = { privacy: 3, terms: 2 };

  it('always sends typeUser 3 and today as a date without a time', () => {
    const payload = buildRegistrationPayload(typed, shown, new Date(2026, 2, 9, 23, 45));
    expect(payload.typeUser).toBe(3);
    expect(payload.startDate).toBe('2026-03-09');
  });

  it('trims names, e-mail and phone but keeps the passwords exactly as typed', () => {
    expect(buildRegistrationPayload(typed, shown)).toMatchObject({
      fullName: 'Sara Ahmed',
      email: 'sara@example.com',
      phoneNumber: '0501234567',
      password: ' Secret#123',
      confirmPassword: ' Secret#123',
    });
  });

  it('sends the versions of the policies shown, and the marketing choice', () => {
    expect(buildRegistrationPayload({ ...typed, marketingOptIn: true }, shown)).toMatchObject({
      acceptedPrivacyVersion: 3,
      acceptedTermsVersion: 2,
      marketingOptIn: true,
    });
  });

  it('is accepted by the schema the provider validates with', () => {
    expect(() => registrationSchema.validateSync(buildRegistrationPayload(typed, shown), { abortEarly: false })).not.toThrow();
  });
});
