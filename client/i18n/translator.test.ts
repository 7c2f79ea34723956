import { createInstance, type i18n as I18next, type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../../shared/constants';
import { resources } from '../../shared/i18n';
import { DEFAULT_NAMESPACE, NAMESPACES } from '../../shared/i18n/namespaces';
import { createTranslator, type I18n } from './translator';

/** i18next as the application configured it before client/i18n/translator.ts: the reference. */
function reference(language: Language): I18next {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    supportedLngs: ['en', 'ar'],
    resources: { [language]: resources[language] },
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every text: its namespace, its dotted key and the text. */
function texts(language: Language): Array<{ namespace: string; key: string; text: unknown }> {
  const found: Array<{ namespace: string; key: string; text: unknown }> = [];
  const walk = (namespace: string, prefix: string, value: unknown) => {
    if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(namespace, prefix ? `${prefix}.${key}` : key, inner);
    else found.push({ namespace, key: prefix, text: value });
  };
  for (const [namespace, value] of Object.entries(resources[language])) walk(namespace, '', value);
  return found;
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.replace(/^-/, '').trim()) : [];
}

/** Values for a text's placeholders, and a count where a plural form needs one. */
function optionSets(keyTexts: unknown[]): Array<Record<string, unknown>> {
  const names = [...new Set(keyTexts.flatMap(placeholders))];
  const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
  const sets: Array<Record<string, unknown>> = [{}, values, { ...values, [names[0] ?? 'x']: undefined }];
  for (const count of [0, 1, 2, 3, 5, 11, 100, 101, 1.5]) sets.push({ ...values, count });
  return sets;
}

describe.each(LANGUAGES)('the translator answers as i18next does (%s)', (language) => {
  const expected = reference(language);
  const actual = createTranslator(language, { [language]: resources[language] }, DEFAULT_NAMESPACE);

  it('uses only what it supports: no nesting, formats, context or ordinals in any text', () => {
    for (const { key, text } of texts(language)) {
      expect(typeof text).toBe('string');
      const value = text as string;
      expect(value.includes('$t(')).toBe(false);
      for (const name of placeholders(value)) expect({ key, name }).toEqual({ key, name: expect.stringMatching(/^[A-Za-z0-9_.]+$/) });
      expect(key).not.toMatch(/_ordinal_|_(male|female)$/);
    }
  });

  it('gives every text, with and without values, counts and namespaces, as i18next does', () => {
    const byBaseKey = new Map<string, { namespace: string; key: string; texts: unknown[] }>();
    for (const { namespace, key, text } of texts(language)) {
      const base = key.replace(PLURAL, '');
      const entry = byBaseKey.get(`${namespace}:${base}`) ?? { namespace, key: base, texts: [] };
      entry.texts.push(text);
      byBaseKey.set(`${namespace}:${base}`, entry);
    }
    let compared = 0;
    const differences: unknown[] = [];
    for (const { namespace, key, texts: keyTexts } of byBaseKey.values()) {
      const expectedFixed = expected.getFixedT(language, namespace);
      const actualFixed = actual.getFixedT(language, namespace);
      for (const options of optionSets(keyTexts)) {
        const cases: Array<[TFunction, TFunction, string]> = [
          [expectedFixed, actualFixed, key],
          [expected.t, actual.t, `${namespace}:${key}`],
          [
            expected.getFixedT(language, namespace === 'common' ? 'public' : 'common'),
            actual.getFixedT(language, namespace === 'common' ? 'public' : 'common'),
            key,
          ],
        ];
        for (const [reference, translator, fullKey] of cases) {
          const [text, wanted] = [translator(fullKey, options), reference(fullKey, options)];
          if (text !== wanted) differences.push({ fullKey, options, text, wanted });
          compared++;
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers as i18next for missing keys, groups, default values, prose with colons and key lists', () => {
    const calls: Array<[string | string[], unknown?, unknown?]> = [
      ['no.such.key'],
      ['common:no.such.key'],
      ['nosuchns:appName'],
      ['Note: this is prose, not a namespace'],
      ['Note:this.is.a.key'],
      ['no.such.key', 'A default'],
      ['no.such.key', 'Hello {{name}}', { name: 'Sam' }],
      ['no.such.key', { defaultValue: 'Hello {{name}}', name: 'Sam' }],
      ['no.such.key', { defaultValue: '' }],
      ['no.such.key', { count: 2, defaultValue: 'one', defaultValue_other: 'many {{count}}' }],
      ['no.such.key', { count: 0, defaultValue_zero: 'none', defaultValue: 'some' }],
      ['no.such.key', { count: 1, defaultValue_one: 'just {{count}}' }],
      ['nav'],
      ['nav', { defaultValue: 'fallback' }],
      [['no.such.key', 'appName']],
      [['appName', 'no.such.key']],
      [['no.such.key', 'other.missing']],
      ['appName', { replace: { appName: 'x' } }],
      ['appName', null],
      [''],
    ];
    for (const [key, second, third] of calls) {
      const expectedText = (expected.t as unknown as (...args: unknown[]) => unknown)(key, second, third);
      const actualText = (actual.t as unknown as (...args: unknown[]) => unknown)(key, second, third);
      expect({ key, second, third, text: actualText }).toEqual({ key, second, third, text: expectedText });
    }
  });

  it('adds an area’s texts as i18next does: kept texts stay unless overwriting, new ones join', () => {
    const pairs: Array<[I18next, I18n]> = [
      [reference(language), createTranslator(language, { [language]: { common: resources[language].common } }, DEFAULT_NAMESPACE)],
    ];
    for (const [reference, translator] of pairs) {
      expect(translator.hasResourceBundle(language, 'blog')).toBe(false);
      translator.addResourceBundle(language, 'blog', resources[language].blog, true, false);
      expect(translator.hasResourceBundle(language, 'blog')).toBe(true);
      const key = texts(language).find((text) => text.namespace === 'blog')!.key;
      expect(translator.t(`blog:${key}`)).toBe(reference.t(`blog:${key}`));
      translator.addResourceBundle(language, 'common', { appName: 'Changed', added: { one: 'New' } }, true, false);
      expect(translator.t('appName')).toBe(reference.t('appName'));
      expect(translator.t('added.one')).toBe('New');
      translator.addResourceBundle(language, 'common', { appName: 'Changed' }, true, true);
      expect(translator.t('appName')).toBe('Changed');
    }
  });

  it('gives one t per namespace, so effects depending on it do not run again', () => {
    expect(actual.getFixedT(null, 'public')).toBe(actual.getFixedT(language, 'public'));
    expect(actual.getFixedT(null, 'public')).not.toBe(actual.getFixedT(null, 'blog'));
  });
});
