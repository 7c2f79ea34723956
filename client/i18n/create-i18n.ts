import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE, LOCALE_BY_LANGUAGE, RTL_LANGUAGES, type Language } from '../../shared/constants';
import { DEFAULT_NAMESPACE } from '../../shared/i18n/namespaces';
import { createTranslator, type I18n } from './translator';

export type { I18n } from './translator';

/**
 * The texts of one language, with i18next's rules (client/i18n/translator.ts) but not i18next. The
 * browser only receives the texts of the page's language (serialized by the server): switching
 * language reloads the page, as the spec says.
 */
export function createI18n(language: Language, resources: Resource): I18n {
  return createTranslator(language, resources, DEFAULT_NAMESPACE);
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export function toLanguage(value: string | undefined | null): Language {
  return value === 'ar' || value?.startsWith('ar-') ? 'ar' : value === 'en' || value?.startsWith('en-') ? 'en' : DEFAULT_LANGUAGE;
}

export function localeOf(language: Language): string {
  return LOCALE_BY_LANGUAGE[language];
}
