import type { Request } from 'express';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import { resources } from '../../shared/i18n';

function lookup(language: Language, namespace: string, dottedKey: string): string | undefined {
  let node: unknown = (resources[language] as Record<string, unknown>)[namespace];
  for (const part of dottedKey.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The request's language from Accept-Language (ar or en, best quality first), default en. */
export function languageOf(req: Pick<Request, 'headers'>): Language {
  const header = req.headers['accept-language'];
  if (typeof header !== 'string' || header === '') return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if ((LANGUAGES as readonly string[]).includes(tag)) return tag as Language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * A numeric `count` picks the key's plural form as i18next does on the pages (`_zero` for 0 when there
 * is one, then the language's CLDR form: Arabic has `_zero`, `_one`, `_two`, `_few`, `_many`, `_other`),
 * falling back to the key itself.
 */
function pluralLookup(language: Language, namespace: string, name: string, count: string | number | undefined): string | undefined {
  if (typeof count === 'number') {
    const forms = [...(count === 0 ? ['zero'] : []), new Intl.PluralRules(language).select(count)];
    for (const form of forms) {
      const text = lookup(language, namespace, `${name}_${form}`);
      if (text !== undefined) return text;
    }
  }
  return lookup(language, namespace, name);
}

/**
 * Translates "validation:key", "provider:key" or a bare provider key; {{name}} placeholders are
 * filled from `vars`, and a numeric `vars.count` chooses the plural form. Unknown keys come back unchanged (a plain text passes through).
 */
export function translate(language: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [namespace, name] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['provider', key];
  const text = pluralLookup(language, namespace, name, vars.count) ?? pluralLookup(DEFAULT_LANGUAGE, namespace, name, vars.count);
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (whole, variable: string) => (variable in vars ? String(vars[variable]) : whole));
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translatorFor(language: Language): Translate {
  return (key, vars) => translate(language, key, vars);
}
