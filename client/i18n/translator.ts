import type { Resource, TFunction } from 'i18next';

/**
 * The part of an i18next instance the application uses: the page's language, `t`, and adding an
 * area's texts when its code arrives (client/i18n/area-texts.ts).
 */
export interface I18n {
  readonly language: string;
  /** Bound to the default namespace; a key may name another (`blog:meta.title`). */
  t: TFunction;
  /** `t` of one namespace, as `useTranslation(ns)` gives it. */
  getFixedT(language: string | null, namespace?: string): TFunction;
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, texts: object, deep?: boolean, overwrite?: boolean): I18n;
}

type Options = Record<string, unknown>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** What i18next treats as an object rather than a text: anything but a string, number, boolean, function or RegExp. */
const isGroup = (value: unknown) =>
  !!value && typeof value === 'object' && !['[object Number]', '[object RegExp]'].includes(Object.prototype.toString.call(value));
const own = (object: object, key: string) => Object.hasOwn(object, key);

/** i18next's getPath: `a.b.c` through nested objects, own properties only. */
function getPath(object: unknown, path: string[]): unknown {
  let current = object;
  for (let index = 0; index < path.length - 1; index++) {
    if (!isObject(current)) return undefined;
    current = own(current, path[index]!) ? current[path[index]!] : {};
  }
  return isObject(current) && own(current, path.at(-1)!) ? current[path.at(-1)!] : undefined;
}

/** i18next's deepFind: a key that is itself dotted (`{ "a.b": "x" }`) where the nested path finds nothing. */
function deepFind(object: unknown, key: string): unknown {
  if (!isObject(object)) return undefined;
  if (object[key]) return own(object, key) ? object[key] : undefined;
  const tokens = key.split('.');
  let current: unknown = object;
  for (let index = 0; index < tokens.length; ) {
    if (!isObject(current)) return undefined;
    let next: unknown;
    let path = '';
    for (let end = index; end < tokens.length; ++end) {
      path += (end === index ? '' : '.') + tokens[end];
      next = current[path];
      if ((typeof next === 'function' || path === '__proto__') && !own(current, path)) next = undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && end < tokens.length - 1) continue;
        index = end + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

function find(object: unknown, key: string): unknown {
  const found = getPath(object, key.split('.'));
  return found ?? deepFind(object, key);
}

/** i18next's test of whether a key with a colon is prose ("Note: ...") rather than `namespace:key`. */
function looksLikeObjectPath(key: string): boolean {
  const prose = /( |,|\?|!|;)/;
  if (!prose.test(key)) return true;
  const dot = key.indexOf('.');
  return dot > 0 && !prose.test(key.substring(0, dot));
}

function extractFromKey(key: string, namespaces: string[]): { key: string; namespaces: string[] } {
  if (!key.includes(':') || !looksLikeObjectPath(key)) return { key, namespaces };
  const parts = key.split(':');
  const namespace = parts.shift()!;
  return { key: parts.join('.'), namespaces: [namespace] };
}

/** i18next's interpolation with `escapeValue: false`: `{{name}}` (also `{{- name}}`, `{{a.b}}`) from the options. */
function interpolate(text: string, data: Options, options: Options): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (match, inner: string) => {
    const name = (inner.startsWith('-') ? inner.slice(1) : inner).trim();
    const value = find(data, name);
    if (value === undefined) return own(options, name) ? '' : match;
    return value == null ? '' : String(value);
  });
}

/**
 * The subset of i18next's `t` this project's texts use, with i18next's rules for each (checked
 * against i18next itself, key by key and language by language, in translator.test.ts):
 * namespaces (`ns:key`, the fixed namespace, the default one), nested keys, plural forms
 * (`_zero` for a count of 0, then the language's own form, the bare key, `_other`), `defaultValue`
 * (and `defaultValue_other`...), `{{name}}` interpolation without escaping (React escapes), and
 * the key itself when nothing is found. Not supported, and absent from the texts (the test fails
 * if one appears): nesting (`$t(...)`), formats (`{{value, number}}`), context and ordinals.
 *
 * i18next is about 15 KB gzip of every first visit, this a few hundred bytes: the browser never
 * loads i18next.
 */
export function createTranslator(language: string, resources: Resource, defaultNamespace: string): I18n {
  const store: Record<string, Record<string, unknown>> = {};
  for (const [lng, namespaces] of Object.entries(resources)) store[lng] = { ...namespaces };
  const rules = new Map<string, Intl.PluralRules>();
  const suffixOf = (count: number) => {
    let rule = rules.get(language);
    if (!rule) rules.set(language, (rule = new Intl.PluralRules(language.replace(/_/g, '-'))));
    return `_${rule.select(count)}`;
  };

  const translate = (keys: string | string[], options: Options, fixedNamespace: string | undefined): string => {
    const list = (Array.isArray(keys) ? keys : [keys]).map(String);
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    const suffix = plural ? suffixOf(count as number) : '';
    const namespaceOption = (options.ns as string | string[] | undefined) || fixedNamespace || defaultNamespace;
    let found: unknown;
    for (const candidate of list) {
      if (found !== undefined && found !== null) break;
      const extracted = extractFromKey(candidate, Array.isArray(namespaceOption) ? namespaceOption : [namespaceOption]);
      for (const namespace of extracted.namespaces) {
        if (found !== undefined && found !== null) break;
        const key = extracted.key;
        const lookups = [key];
        if (plural) {
          lookups.push(key + suffix);
          if (count === 0) lookups.push(`${key}_zero`);
          if (suffix !== '_other') lookups.unshift(`${key}_other`);
        }
        // Most specific first; like i18next, an empty key looks nothing up.
        for (let lookup = lookups.pop(); lookup; lookup = lookups.pop()) {
          if (found === undefined || found === null) found = find(store[language]?.[namespace], lookup);
        }
      }
    }
    const key = extractFromKey(list.at(-1)!, []).key;
    const defaultValue =
      (plural && count === 0 && options.defaultValue_zero) ||
      options[`defaultValue${suffix}`] ||
      (options.defaultValue ?? (plural ? options.defaultValue_other : undefined));
    const hasDefault = Object.keys(options).some((option) => option.startsWith('defaultValue') && options[option] !== undefined);
    // An object (a group of texts) is not a text: i18next warns and answers as if nothing was found.
    const objectFound = isGroup(!found && hasDefault ? defaultValue : found);
    let result = objectFound ? undefined : found;
    if ((result === undefined || result === null) && hasDefault && !(objectFound && isGroup(defaultValue))) {
      result = defaultValue;
    }
    if (result === undefined || result === null) result = key;
    const data = isObject(options.replace) ? options.replace : options;
    return typeof result === 'string' ? interpolate(result, data, options) : (result as string);
  };

  const fixedTs = new Map<string | undefined, TFunction>();
  // One function per namespace, as react-i18next keeps one per render: effects may depend on it.
  const fixedT = (namespace: string | undefined): TFunction => {
    const cached = fixedTs.get(namespace);
    if (cached) return cached;
    const t = (keys: string | string[], second?: unknown, third?: unknown) => {
      let options: Options = {};
      if (isObject(second)) options = { ...second };
      else {
        if (typeof second === 'string') options.defaultValue = second;
        if (isObject(third)) Object.assign(options, third);
      }
      return translate(keys, options, namespace);
    };
    fixedTs.set(namespace, t as unknown as TFunction);
    return t as unknown as TFunction;
  };

  const instance: I18n = {
    language,
    t: fixedT(undefined),
    getFixedT: (_language, namespace) => fixedT(namespace),
    hasResourceBundle: (lng, namespace) => getPath(store, [lng, namespace]) !== undefined,
    addResourceBundle(lng, namespace, texts, deep, overwrite) {
      const languageStore = (store[lng] ??= {});
      const current = languageStore[namespace];
      languageStore[namespace] = deep && isObject(current) ? deepExtend({ ...current }, texts, overwrite) : { ...(isObject(current) ? current : {}), ...texts };
      return instance;
    },
  };
  return instance;
}

/** i18next's deepExtend: `overwrite` decides whether a text already there is replaced. */
function deepExtend(target: Record<string, unknown>, source: object, overwrite: boolean | undefined): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const existing = target[key];
    if (!own(target, key)) target[key] = value;
    else if (typeof existing === 'string' || typeof value === 'string') {
      if (overwrite) target[key] = value;
    } else if (isObject(existing) && isObject(value)) target[key] = deepExtend({ ...existing }, value, overwrite);
  }
  return target;
}
