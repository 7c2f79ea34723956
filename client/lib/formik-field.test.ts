import { type Mock, vi } from 'vitest';
import type { TFunction } from 'i18next';
import { bindField, errorText } from './formik-field';

const t = ((key: string) => `T(${key})`) as unknown as TFunction;

describe('errorText', () => {
  it('translates schema keys and shows server messages as they are', () => {
    expect(errorText(t, 'validation:emailRequired')).toBe('T(validation:emailRequired)');
    expect(errorText(t, 'Email is already in use')).toBe('Email is already in use');
    expect(errorText(t, 'البريد الإلكتروني مستخدم بالفعل')).toBe('البريد الإلكتروني مستخدم بالفعل');
  });
  it('has nothing to say without an error', () => {
    expect(errorText(t, undefined)).toBeUndefined();
    expect(errorText(t, '')).toBeUndefined();
    expect(errorText(t, ['x'])).toBeUndefined();
  });
});

describe('bindField', () => {
  const fakeForm = (over: Record<string, unknown>) =>
    ({
      values: { email: 'sara@example.com' },
      touched: {},
      errors: {},
      status: undefined,
      handleChange: vi.fn(),
      handleBlur: vi.fn(),
      setStatus: vi.fn(),
      ...over,
    }) as never;

  it("shows the schema's error once the field is touched, else the hint", () => {
    expect(bindField(fakeForm({ errors: { email: 'validation:invalidEmail' } }), 'email', t, 'hint')).toMatchObject({ error: false, helperText: 'hint' });
    expect(bindField(fakeForm({ errors: { email: 'validation:invalidEmail' }, touched: { email: true } }), 'email', t)).toMatchObject({
      error: true,
      helperText: 'T(validation:invalidEmail)',
    });
  });

  it("shows the server's message until the field is edited, whatever validation runs meanwhile", () => {
    const form = fakeForm({ status: { failure: 'x', fieldErrors: { email: 'Email is already in use' } } }) as unknown as {
      setStatus: Mock;
      handleChange: Mock;
    };
    const bound = bindField(form as never, 'email', t);
    expect(bound).toMatchObject({ error: true, helperText: 'Email is already in use', value: 'sara@example.com' });
    const event = { target: { name: 'email', value: 'sara2@example.com' } } as never;
    bound.onChange(event);
    expect(form.setStatus).toHaveBeenCalledWith({ failure: 'x', fieldErrors: { email: undefined } });
    expect(form.handleChange).toHaveBeenCalledWith(event);
  });
});
