import { LANGUAGES } from '../../../../shared/constants';
import { resources } from '../../../../shared/i18n';
import { AUDIT_FIELD_LABELS, parseFieldPath } from './audit-field-text';

function lookup(raw: string, language: (typeof LANGUAGES)[number]): unknown {
  const [namespace, key] = raw.includes(':') ? (raw.split(':', 2) as [string, string]) : ['dashboard', raw];
  const texts = (resources[language] as Record<string, unknown>)[namespace];
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('audit field names', () => {
  it('reads a path as the field, its list positions from 1 and its language', () => {
    expect(parseFieldPath('invoicing.vatNumber')).toEqual({ name: 'invoicing.vatNumber', positions: [], language: null });
    expect(parseFieldPath('hero.ar.headlines.0')).toEqual({ name: 'hero.headlines', positions: [1], language: 'ar' });
    expect(parseFieldPath('faqs.2.arabicAnswer')).toEqual({ name: 'faqs.arabicAnswer', positions: [3], language: null });
    expect(parseFieldPath('aboutStory.en')).toEqual({ name: 'aboutStory', positions: [], language: 'en' });
  });

  it("labels every field with a text the dashboard already has, in both languages (no copy of the screens' texts)", () => {
    const missing = Object.values(AUDIT_FIELD_LABELS)
      .flatMap((labels) => Object.values(labels))
      .flatMap((key) => LANGUAGES.filter((language) => typeof lookup(key, language) !== 'string').map((language) => `${language} ${key}`));
    expect(missing).toEqual([]);
  });
});
