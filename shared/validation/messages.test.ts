import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resources } from '../i18n';

describe('validation messages', () => {
  const sources = readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(path.join(__dirname, f), 'utf8'))
    .join('\n');
  // Keys appear as V('key') or as the key argument of a helper (requiredKey = 'key', positiveId('key', ...)).
  const used = new Set<string>();
  for (const match of sources.matchAll(/V\('([A-Za-z]+)'\)/g)) used.add(match[1]!);
  // Every quoted key among a helper call's arguments, e.g. text('nameRequired', LIMITS.nameMax, 'nameMaxLength').
  for (const match of sources.matchAll(/(?:positiveId|strongPassword|requiredEmail|text|duration|phone)\(([^()]*)\)/g)) {
    for (const key of match[1]!.matchAll(/'([A-Za-z]+)'/g)) used.add(key[1]!);
  }
  for (const match of sources.matchAll(/Key = '([A-Za-z]+)'/g)) used.add(match[1]!);

  it.each(['en', 'ar'] as const)('every key used by a schema has a %s text', (language) => {
    const texts = resources[language].validation as Record<string, string>;
    expect([...used].filter((key) => !texts[key])).toEqual([]);
  });

  it('keeps the spec translation keys of registration', () => {
    for (const key of [
      'fullNameMinLength',
      'fullNameRequired',
      'invalidEmail',
      'emailRequired',
      'passwordRequired',
      'passwordMinLength',
      'passwordUppercaseRequired',
      'passwordLowercaseRequired',
      'passwordNumberRequired',
      'passwordSpecialCharRequired',
      'phoneNumberMinLength',
      'phoneNumberRequired',
      'confirmPasswordRequired',
      'passwordsMustMatch',
    ]) {
      expect(used.has(key)).toBe(true);
    }
  });

  it('uses the spec English texts', () => {
    const en = resources.en.validation as Record<string, string>;
    expect(en.nameRequired).toBe('Name is required');
    expect(en.passwordsMustMatch).toBe('Passwords must match');
    expect(en.startDateFuture).toBe('Start date cannot be in the future');
    expect(en.selectService).toBe('Please select a service');
    expect(en.contactEmailInvalid).toBe('Invalid email address');
    expect(en.invalidEmail).toBe('Please enter a valid email');
    expect(en.descriptionTooShort).toBe('Description too short (minimum 10 characters)');
    expect(en.valueGreaterThanZero).toBe('Value must be greater than 0');
    expect(en.newPasswordsMismatch).toBe('New passwords do not match');
  });
});
