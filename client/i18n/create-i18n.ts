import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, RTL_LANGUAGES, type Language } from '../../shared/constants';
import { localeOfStyle } from '../../shared/format/format';
import { numeralDigits, numeralFence } from './numeral-digits';
import { DEFAULT_NAMESPACE, NAMESPACES } from '../../shared/i18n/namespaces';

export type { I18n };

/**
 * An i18next instance for one language. The browser only receives the texts of the page's language
 * (serialized by the server): switching language reloads the page, as the spec says.
 */
export function createI18n(language: Language, resources: Resource): I18n {
  const instance = createInstance();
  void instance
    .use(initReactI18next)
    .use(numeralDigits)
    .use(numeralFence)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'ar'],
      resources,
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      // The page's one numeral system (client/i18n/numeral-digits.ts): what a text writes itself
      // takes the page's digits, what is put into it is fenced off and left alone.
      interpolation: { escapeValue: false, alwaysFormat: true },
      postProcess: [numeralDigits.name],
      initAsync: false,
      returnNull: false,
    });
  return instance;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export function toLanguage(value: string | undefined | null): Language {
  return value === 'ar' || value?.startsWith('ar-') ? 'ar' : value === 'en' || value?.startsWith('en-') ? 'en' : DEFAULT_LANGUAGE;
}

export function localeOf(language: Language): string {
  return localeOfStyle(language);
}
