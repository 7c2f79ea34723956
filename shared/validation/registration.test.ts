import { registrationSchema } from './registration';
import { daysFromNow, errorsOf } from './test-helpers';
import { userFormSchema } from './user-form';

const valid = {
  fullName: 'Sara Ahmed',
  email: 'sara@example.com',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
  phoneNumber: '0501234567',
  typeUser: 3,
  startDate: new Date().toISOString().slice(0, 10),
  acceptedPrivacyVersion: 1,
  acceptedTermsVersion: 1,
};

describe('registrationSchema (spec 5.2)', () => {
  it('accepts a valid registration and defaults typeUser to 3', () => {
    expect(errorsOf(registrationSchema, valid)).toEqual({});
    const { typeUser: _t, startDate: _s, ...minimal } = valid;
    expect(registrationSchema.validateSync(minimal).typeUser).toBe(3);
  });

  it.each([
    ['fullName', '', 'validation:fullNameRequired'],
    ['fullName', 'A', 'validation:fullNameMinLength'],
    ['fullName', 'x'.repeat(101), 'validation:fullNameMaxLength'],
    ['email', '', 'validation:emailRequired'],
    ['email', 'sara@', 'validation:invalidEmail'],
    ['password', '', 'validation:passwordRequired'],
    ['password', 'Ab1!', 'validation:passwordMinLength'],
    ['password', 'secret#123', 'validation:passwordUppercaseRequired'],
    ['password', 'SECRET#123', 'validation:passwordLowercaseRequired'],
    ['password', 'Secret#abc', 'validation:passwordNumberRequired'],
    ['password', 'Secret1234', 'validation:passwordSpecialCharRequired'],
    ['phoneNumber', '', 'validation:phoneNumberRequired'],
    ['phoneNumber', '050123', 'validation:phoneNumberMinLength'],
    ['phoneNumber', 'phone-number', 'validation:phoneInvalid'],
    ['typeUser', 7, 'validation:userTypeInvalid'],
    ['startDate', daysFromNow(3), 'validation:startDateFuture'],
    ['startDate', 'not a date', 'validation:invalidDate'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(registrationSchema, { ...valid, [field]: value })[field]).toContain(message);
  });

  it('requires a matching confirmation', () => {
    expect(errorsOf(registrationSchema, { ...valid, confirmPassword: '' }).confirmPassword).toEqual(['validation:confirmPasswordRequired']);
    expect(errorsOf(registrationSchema, { ...valid, confirmPassword: 'Secret#124' }).confirmPassword).toEqual(['validation:passwordsMustMatch']);
  });

  it('lowercases nothing itself but trims the e-mail', () => {
    expect(registrationSchema.validateSync({ ...valid, email: ' Sara@Example.com ' }).email).toBe('Sara@Example.com');
  });
});

describe('userFormSchema (admin user form)', () => {
  it('requires the user type and the start date', () => {
    expect(errorsOf(userFormSchema, valid)).toEqual({});
    const errors = errorsOf(userFormSchema, { ...valid, typeUser: '', startDate: '' });
    expect(errors.typeUser).toEqual(['validation:userTypeRequired']);
    expect(errors.startDate).toEqual(['validation:startDateRequired']);
  });

  it('refuses a start date in the future', () => {
    expect(errorsOf(userFormSchema, { ...valid, startDate: daysFromNow(2) }).startDate).toEqual(['validation:startDateFuture']);
  });
});
