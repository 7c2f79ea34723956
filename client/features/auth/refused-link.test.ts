import { isRefusedLink } from './refused-link';

describe('isRefusedLink', () => {
  it('is a 400 naming the token, nothing else', () => {
    expect(isRefusedLink({ status: 400, message: 'x', errors: { token: ['The link is invalid or has expired'] } })).toBe(true);
    expect(isRefusedLink({ status: 400, message: 'x', errors: { newPassword: ['weak'] } })).toBe(false);
    expect(isRefusedLink({ status: 500, message: 'x', errors: { token: ['x'] } })).toBe(false);
    expect(isRefusedLink(new Error('x'))).toBe(false);
  });
});
