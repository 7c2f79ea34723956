import { contactSchema } from './contact';
import { bookingStepOneSchema } from './booking';
import { loginSchema } from './login';
import { registrationSchema } from './registration';
import { serviceRequestSchema } from './service-request';
import { errorsOf } from './test-helpers';

describe('a blank required field', () => {
  it.each([
    ['contact', contactSchema, 'name', '   ', 'validation:nameRequired'],
    ['contact', contactSchema, 'subject', '   ', 'validation:subjectRequired'],
    ['contact', contactSchema, 'description', '   ', 'validation:descriptionRequired'],
    ['booking step 1', bookingStepOneSchema, 'description', '   ', 'validation:descriptionRequired'],
    ['service request', serviceRequestSchema, 'description', '   ', 'validation:descriptionRequired'],
    ['login', loginSchema, 'password', '', 'validation:passwordRequired'],
    ['registration', registrationSchema, 'fullName', '   ', 'validation:fullNameRequired'],
    ['registration', registrationSchema, 'phoneNumber', '   ', 'validation:phoneNumberRequired'],
  ] as const)('%s: %s gets only "required", not the minimum length too', (_form, schema, field, value, message) => {
    expect(errorsOf(schema, { [field]: value })[field]).toEqual([message]);
  });

  it('still has its minimum length checked when given, and described for documents', () => {
    expect(errorsOf(contactSchema, { name: 'S' }).name).toEqual(['validation:nameMinLength']);
    expect(errorsOf(serviceRequestSchema, { description: ' short ' }).description).toEqual(['validation:descriptionTooShort']);
    const name = contactSchema.describe().fields.name as { tests: Array<{ name?: string; params?: Record<string, unknown> }> };
    expect(name.tests.find((t) => t.name === 'min')?.params).toEqual({ min: 2 });
  });

  it('an empty list of booked services gets one message', () => {
    expect(errorsOf(serviceRequestSchema, { demandeDeServiceItems: [] }).demandeDeServiceItems).toEqual(['validation:selectService']);
  });
});
