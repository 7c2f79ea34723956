import type { ValidationError } from 'yup';
import { adminUserCreateSchema } from '../../../../shared/validation/admin-user';
import { emptyAccountValues, localToday, toCreatePayload } from './account-form';

const filled = {
  ...emptyAccountValues(),
  fullName: ' Reem Al-Dosari ',
  email: 'reem@example.com',
  phoneNumber: '0551234567',
  typeUser: '2',
  password: 'Secret#123',
  confirmPassword: 'Secret#123',
};

const errorsOf = async (value: unknown) => {
  try {
    await adminUserCreateSchema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((inner) => [inner.path, inner.message]));
  }
};

describe('the create-account form', () => {
  it('starts with no type, today and the Client role', () => {
    const values = emptyAccountValues(new Date(2026, 2, 5, 23, 30));
    expect(values).toMatchObject({ typeUser: '', startDate: '2026-03-05', role: 'Client', sendInvitation: false });
    expect(localToday(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('sends the password with its confirmation, or nothing of it for an invitation', () => {
    expect(toCreatePayload(filled)).toMatchObject({
      fullName: 'Reem Al-Dosari',
      typeUser: 2,
      role: 'Client',
      sendInvitation: false,
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
    });
    const invite = toCreatePayload({ ...filled, sendInvitation: true });
    expect(invite).not.toHaveProperty('password');
    expect(invite).not.toHaveProperty('confirmPassword');
    expect(invite.startDate.toISOString().slice(0, 10)).toBe(filled.startDate);
  });

  it("keeps the spec's user-form rules through the shared schema", async () => {
    expect(await errorsOf(toCreatePayload(filled))).toEqual({});
    const noType = await errorsOf({ ...toCreatePayload(filled), typeUser: undefined });
    expect(noType).toEqual({ typeUser: 'validation:userTypeRequired' });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    expect(await errorsOf(toCreatePayload({ ...filled, startDate: future }))).toEqual({ startDate: 'validation:startDateFuture' });
    expect(await errorsOf(toCreatePayload({ ...filled, sendInvitation: true, password: '', confirmPassword: '' }))).toEqual({});
    expect(await errorsOf(toCreatePayload({ ...filled, password: '', confirmPassword: '' }))).toEqual({
      password: 'validation:passwordRequired',
      confirmPassword: 'validation:confirmPasswordRequired',
    });
  });
});
