import * as yup from 'yup';
import { dateField } from './rules';
import { contactSchema } from './contact';
import { bookingStepOneSchema } from './booking';
import { loginSchema } from './login';
import { registrationSchema } from './registration';
import { bookingSchema } from './booking';
import { errorsOf } from './test-helpers';

describe('a blank required field', () => {
  it.each([
    ['contact', contactSchema, 'name', '   ', 'validation:nameRequired'],
    ['contact', contactSchema, 'subject', '   ', 'validation:subjectRequired'],
    ['contact', contactSchema, 'description', '   ', 'validation:descriptionRequired'],
    ['booking step 1', bookingStepOneSchema, 'description', '   ', 'validation:descriptionRequired'],
    ['service request', bookingSchema, 'description', '   ', 'validation:descriptionRequired'],
    ['login', loginSchema, 'password', '', 'validation:passwordRequired'],
    ['registration', registrationSchema, 'fullName', '   ', 'validation:fullNameRequired'],
    ['registration', registrationSchema, 'phoneNumber', '   ', 'validation:phoneNumberRequired'],
  ] as const)('%s: %s gets only "required", not the minimum length too', (_form, schema, field, value, message) => {
    expect(errorsOf(schema, { [field]: value })[field]).toEqual([message]);
  });

  it('still has its minimum length checked when given, and described for documents', () => {
    expect(errorsOf(contactSchema, { name: 'S' }).name).toEqual(['validation:nameMinLength']);
    expect(errorsOf(bookingSchema, { description: ' short ' }).description).toEqual(['validation:descriptionTooShort']);
    const name = contactSchema.describe().fields.name as { tests: Array<{ name?: string; params?: Record<string, unknown> }> };
    expect(name.tests.find((t) => t.name === 'min')?.params).toEqual({ min: 2 });
  });

  it('an empty list of booked services gets one message', () => {
    expect(errorsOf(bookingSchema, { demandeDeServiceItems: [] }).demandeDeServiceItems).toEqual(['validation:selectService']);
  });
});

describe('dateField', () => {
  const schema = yup.object({ when: dateField() });
  const check = (when: unknown) =>
    schema.validate({ when }).then(
      () => 'ok',
      (error: yup.ValidationError) => error.message,
    );

  it('accepts dates people mean, and leaves an empty one out', async () => {
    expect(await check('2026-11-24')).toBe('ok');
    expect(await check('1900-01-01T00:00:00Z')).toBe('ok');
    expect(await check('2200-12-31T23:59:59Z')).toBe('ok');
    expect(await check('')).toBe('ok');
  });

  it('refuses far years and numbers that read as one (the database cannot store year -214745)', async () => {
    for (const when of [-2147483649, 8.64e15, '1899-12-31T23:59:59Z', '2201-01-01', '+275760-09-13', 'tomorrow']) {
      expect(await check(when)).toBe('validation:invalidDate');
    }
  });
});
