import { passwordChangeSchema } from './password-change';
import { profileUpdateSchema } from './profile-update';
import { daysFromNow, errorsOf } from './test-helpers';

describe('passwordChangeSchema (spec 5.9)', () => {
  const valid = { oldPassword: 'old-password', newPassword: 'Secret#123', confirmPassword: 'Secret#123' };
  it('accepts a valid change', () => {
    expect(errorsOf(passwordChangeSchema, valid)).toEqual({});
  });
  it('reports a mismatch with the spec text key', () => {
    expect(errorsOf(passwordChangeSchema, { ...valid, confirmPassword: 'Secret#124' }).confirmPassword).toEqual(['validation:newPasswordsMismatch']);
  });
  it('requires every field', () => {
    expect(errorsOf(passwordChangeSchema, {})).toEqual({
      oldPassword: ['validation:currentPasswordRequired'],
      newPassword: ['validation:newPasswordRequired'],
      confirmPassword: ['validation:confirmPasswordRequired'],
    });
  });
  it('needs a strong new password', () => {
    expect(errorsOf(passwordChangeSchema, { ...valid, newPassword: 'Secret123', confirmPassword: 'Secret123' }).newPassword).toEqual([
      'validation:passwordSpecialCharRequired',
    ]);
  });
});

describe('profileUpdateSchema', () => {
  const valid = { id: 4, fullName: 'Sara', email: 'sara@example.com', phoneNumber: '0501234567', isActive: true, typeUser: 3, startDate: '2024-01-01' };
  it('accepts the profile body of spec 7, and one without optional fields', () => {
    expect(errorsOf(profileUpdateSchema, { ...valid, password: null })).toEqual({});
    expect(errorsOf(profileUpdateSchema, { fullName: 'Sara', email: 'sara@example.com' })).toEqual({});
  });
  it.each([
    ['fullName', '', 'validation:fullNameRequired'],
    ['fullName', 'S', 'validation:fullNameMinLength'],
    ['email', '', 'validation:emailRequired'],
    ['email', 'x@', 'validation:invalidEmail'],
    ['phoneNumber', '12345', 'validation:phoneNumberMinLength'],
    ['phoneNumber', 'abcdefghijkl', 'validation:phoneInvalid'],
    ['typeUser', 9, 'validation:userTypeInvalid'],
    ['startDate', daysFromNow(3), 'validation:startDateFuture'],
    ['isActive', 'maybe', 'validation:booleanInvalid'],
    ['id', 'abc', 'validation:idInvalid'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(profileUpdateSchema, { ...valid, [field]: value })[field]).toContain(message);
  });
});
