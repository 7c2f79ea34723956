import { serverFieldErrors } from './form-errors';

describe('serverFieldErrors', () => {
  const fields = ['name', 'email'] as const;

  it("puts each field's first message under that field", () => {
    const error = {
      status: 400,
      message: 'Invalid data',
      errors: { name: ['Name is required', 'Name must be at least 2 characters'], email: ['Invalid email address'] },
    };
    expect(serverFieldErrors(error, fields)).toEqual({ fieldErrors: { name: 'Name is required', email: 'Invalid email address' }, other: [] });
  });

  it('keeps messages about fields the form does not have apart', () => {
    const error = { status: 400, message: 'Invalid data', errors: { _: ['The request could not be read'], name: [''] } };
    expect(serverFieldErrors(error, fields)).toEqual({ fieldErrors: {}, other: ['The request could not be read'] });
  });

  it("puts a 409's field messages under the fields too (what conflicts: an e-mail already in use)", () => {
    const error = { status: 409, message: 'Email is already in use', errors: { email: ['Email is already in use'] } };
    expect(serverFieldErrors(error, fields).fieldErrors).toEqual({ email: 'Email is already in use' });
  });

  it('ignores anything that is not a 400 or 409 with field errors', () => {
    expect(serverFieldErrors({ status: 500, message: 'x', errors: { name: ['y'] } }, fields).fieldErrors).toEqual({});
    expect(serverFieldErrors({ status: 400, message: 'x' }, fields).fieldErrors).toEqual({});
    expect(serverFieldErrors(new Error('x'), fields).fieldErrors).toEqual({});
  });
});
