import type { Language } from '../constants';
import arCommon from './ar/common.json';
import arProvider from './ar/provider.json';
import arValidation from './ar/validation.json';
import enCommon from './en/common.json';
import enProvider from './en/provider.json';
import enValidation from './en/validation.json';

/**
 * Every user-visible text, per language and namespace. Both languages have the same keys
 * (i18n-resources.test.ts fails otherwise). Add a namespace here for both languages at once.
 */
export const resources = {
  en: { common: enCommon, validation: enValidation, provider: enProvider },
  ar: { common: arCommon, validation: arValidation, provider: arProvider },
} as const satisfies Record<Language, Record<string, unknown>>;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];
export const DEFAULT_NAMESPACE: Namespace = 'common';
