import { resources } from '../i18n';
import { blogPostSchema } from './blog-post';
import { contactSchema } from './contact';
import { partnerSchema } from './partner';
import { profileUpdateSchema } from './profile-update';
import { quoteSchema } from './quote';
import { registrationSchema } from './registration';
import { hasVisibleCharacters } from './rules';
import { serviceSchema } from './service';
import { errorsOf } from './test-helpers';
import { adminUserCreateSchema } from './admin-user';
import { userFormSchema } from './user-form';

/** Each character of issue 12 on its own, and some of them strung together. */
const INVISIBLES = {
  'zero-width space U+200B': '\u200B',
  'zero-width non-joiner U+200C': '\u200C',
  'zero-width joiner U+200D': '\u200D',
  'word joiner U+2060': '\u2060',
  'byte order mark U+FEFF': '\uFEFF',
  'left-to-right embedding U+202A': '\u202A',
  'right-to-left embedding U+202B': '\u202B',
  'pop directional formatting U+202C': '\u202C',
  'left-to-right override U+202D': '\u202D',
  'right-to-left override U+202E': '\u202E',
  'left-to-right isolate U+2066': '\u2066',
  'right-to-left isolate U+2067': '\u2067',
  'first strong isolate U+2068': '\u2068',
  'pop directional isolate U+2069': '\u2069',
  'left-to-right mark U+200E': '\u200E',
  'right-to-left mark U+200F': '\u200F',
  'Arabic letter mark U+061C': '\u061C',
  'Hangul filler U+3164': '\u3164',
  'a mix, with spaces': '\u202E \u200B\u200D \u2066\u2069\u200F\uFEFF',
  'two of them (passes a 2-character minimum)': '\u200B\u200B',
};

describe('hasVisibleCharacters', () => {
  it.each(Object.entries(INVISIBLES))('is false for %s', (_name, value) => {
    expect(hasVisibleCharacters(value)).toBe(false);
    expect(hasVisibleCharacters(value.repeat(3))).toBe(false);
  });

  it.each([
    ['a Latin name', 'Sara Ahmed'],
    ['an Arabic name', 'سارة أحمد'],
    // Joiners and marks inside real text are how some names are written: they stay allowed.
    ['a Persian name with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['an Arabic name with a right-to-left mark', '\u200Fسارة'],
    ['digits', '24/7'],
    ['one visible letter among invisibles', '\u200B\u200Bx\u202E'],
  ])('is true for %s', (_name, value) => {
    expect(hasVisibleCharacters(value)).toBe(true);
  });
});

const MESSAGE = 'validation:invisibleOnly';

describe('name-like fields refuse invisible-only text (client, server and provider share these schemas)', () => {
  const fields = [
    ['registration', registrationSchema, 'fullName'],
    ['dashboard user form', userFormSchema, 'fullName'],
    ['account created by an admin', adminUserCreateSchema, 'fullName'],
    ['profile update', profileUpdateSchema, 'fullName'],
    ['contact message', contactSchema, 'name'],
    ['partner', partnerSchema, 'name'],
    ['partner', partnerSchema, 'arabicName'],
    ['service', serviceSchema, 'title'],
    ['service', serviceSchema, 'arabicTitle'],
    ['quote', quoteSchema, 'clientName'],
    ['quote', quoteSchema, 'clientCompany'],
  ] as const;

  describe.each(fields)('%s: %s', (_form, schema, field) => {
    it.each(Object.entries(INVISIBLES).filter(([, value]) => value.trim() !== ''))('refuses %s', (_name, value) => {
      expect(errorsOf(schema, { [field]: value })[field]).toEqual([MESSAGE]);
    });

    it('accepts a real name, in either language', () => {
      expect(errorsOf(schema, { [field]: 'Sara Ahmed' })[field]).toBeUndefined();
      expect(errorsOf(schema, { [field]: 'سارة أحمد' })[field]).toBeUndefined();
    });
  });

  it('refuses a byte order mark alone as blank: trimming already removes it, so it is "required"', () => {
    expect(errorsOf(registrationSchema, { fullName: '\uFEFF' }).fullName).toEqual(['validation:fullNameRequired']);
  });

  it('counts only visible characters towards the minimum length of a name', () => {
    expect(errorsOf(registrationSchema, { fullName: 'S\u200B' }).fullName).toEqual(['validation:fullNameMinLength']);
    expect(errorsOf(contactSchema, { name: '\u200FS' }).name).toEqual(['validation:nameMinLength']);
    expect(errorsOf(registrationSchema, { fullName: '\u200FLi' }).fullName).toBeUndefined();
  });

  it('checks the name of each quote line and the title of each blog language', () => {
    const quote = errorsOf(quoteSchema, { items: [{ name: '\u200B\u200D', quantity: 1, unitPrice: 1 }] });
    expect(quote['items[0].name']).toEqual([MESSAGE]);
    const post = errorsOf(blogPostSchema, { en: { title: '\u202E\u202E\u202E', body: 'Body' } });
    expect(post['en.title']).toEqual([MESSAGE]);
  });

  it('leaves an optional company empty', () => {
    expect(errorsOf(quoteSchema, { clientCompany: '' }).clientCompany).toBeUndefined();
  });

  it('has the message in English and in Arabic', () => {
    expect(resources.en.validation).toHaveProperty('invisibleOnly', expect.stringMatching(/visible/));
    expect((resources.ar.validation as Record<string, string>).invisibleOnly).toMatch(/[\u0600-\u06FF]/);
  });
});
