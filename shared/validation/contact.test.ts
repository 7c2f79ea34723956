import { contactSchema } from './contact';
import { errorsOf } from './test-helpers';

const valid = {
  name: 'Sara Ahmed',
  email: 'sara@example.com',
  phone: '+966 50 123 4567',
  subject: 'Garden design',
  description: 'I would like a quote for my garden.',
  priorite: 'urgent',
  preferedContactMethode: 'whatsapp',
};

describe('contactSchema (spec 5.1 and provider limits)', () => {
  it('accepts a complete message, and an empty phone, priority and method', () => {
    expect(errorsOf(contactSchema, valid)).toEqual({});
    expect(errorsOf(contactSchema, { ...valid, phone: '', priorite: '', preferedContactMethode: '' })).toEqual({});
    expect(errorsOf(contactSchema, { name: 'Sa', email: 'a@b.co', subject: 'abc', description: '0123456789' })).toEqual({});
  });

  it.each([
    ['name', '', 'validation:nameRequired'],
    ['name', '   ', 'validation:nameRequired'],
    ['name', 'S', 'validation:nameMinLength'],
    ['name', 'x'.repeat(101), 'validation:nameMaxLength'],
    ['email', '', 'validation:emailRequired'],
    ['email', 'not-an-email', 'validation:contactEmailInvalid'],
    ['phone', '12345678', 'validation:phoneMinLength'],
    ['phone', 'abcdefghijk', 'validation:phoneInvalid'],
    ['phone', '1234567890123456', 'validation:phoneInvalid'],
    ['subject', '', 'validation:subjectRequired'],
    ['subject', 'ab', 'validation:subjectMinLength'],
    ['subject', 'x'.repeat(201), 'validation:subjectMaxLength'],
    ['description', '', 'validation:descriptionRequired'],
    ['description', 'too short', 'validation:descriptionMinLength'],
    ['description', 'x'.repeat(1001), 'validation:descriptionMaxLength'],
    ['priorite', 'high', 'validation:priorityInvalid'],
    ['preferedContactMethode', 'email', 'validation:contactMethodInvalid'],
  ])('%s = %j gives %s', (field, value, message) => {
    expect(errorsOf(contactSchema, { ...valid, [field]: value })[field]).toContain(message);
  });

  it('trims text before storing', () => {
    expect(contactSchema.validateSync({ ...valid, name: '  Sara  ' }).name).toBe('Sara');
  });
});
