import { toSessionUser, tokenOf } from './session-user';

describe('reading a provider login result', () => {
  it('keeps the session user and nothing else', () => {
    expect(
      toSessionUser({ id: 7, fullName: 'Amal', email: 'a@x.co', roles: ['Client', 'Owner'], client: { id: 3 }, token: 'secret', phoneNumber: '05' }),
    ).toEqual({
      id: 7,
      fullName: 'Amal',
      email: 'a@x.co',
      roles: ['Client'],
      client: { id: 3 },
    });
  });

  it('accepts the id as userId and a single role or clientId (spec section 7)', () => {
    expect(toSessionUser({ userId: '12', fullName: 'B', email: 'b@x.co', role: 'Admin', clientId: 4 })).toEqual({
      id: 12,
      fullName: 'B',
      email: 'b@x.co',
      roles: ['Admin'],
      client: { id: 4 },
    });
  });

  it('refuses a result without a usable id', () => {
    expect(toSessionUser({ fullName: 'C' })).toBeNull();
    expect(toSessionUser({ id: -1 })).toBeNull();
    expect(toSessionUser(null)).toBeNull();
    expect(toSessionUser([1])).toBeNull();
  });

  it('finds the token as token, accessToken or access_token', () => {
    expect(tokenOf({ token: 't1' })).toBe('t1');
    expect(tokenOf({ accessToken: 't2' })).toBe('t2');
    expect(tokenOf({ access_token: 't3' })).toBe('t3');
    expect(tokenOf({ token: '  ' })).toBeUndefined();
    expect(tokenOf({ id: 1 })).toBeUndefined();
  });
});
