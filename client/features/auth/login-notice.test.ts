import { readLoginNotice } from './login-notice';

describe('readLoginNotice', () => {
  it('reads the notices the account screens leave', () => {
    expect(readLoginNotice({ kind: 'registered', email: 'a@b.sa' })).toEqual({ kind: 'registered', email: 'a@b.sa' });
    expect(readLoginNotice({ kind: 'passwordReset', email: 'a@b.sa', extra: 1 })).toEqual({ kind: 'passwordReset', email: 'a@b.sa' });
  });
  it('ignores anything else history may hold', () => {
    expect(readLoginNotice(null)).toBeNull();
    expect(readLoginNotice('registered')).toBeNull();
    expect(readLoginNotice({ kind: 'hacked', email: 'a@b.sa' })).toBeNull();
    expect(readLoginNotice({ kind: 'registered' })).toBeNull();
  });
});
