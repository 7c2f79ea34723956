import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants';
import { toLanguage, type I18n } from './create-i18n';

/** One area's namespaces in both languages, imported by that area's chunk. */
export type AreaTexts = Record<Language, Record<string, object>>;

/**
 * Adds an area's texts to the page's i18next if its boot state did not bring them: the server
 * ships only the namespaces of the page's own area (server/render/page-resources.ts), so a visitor
 * who reaches this area by client-side navigation gets them with the area's code.
 */
export function ensureTexts(i18n: I18n, texts: AreaTexts): void {
  const language = toLanguage(i18n.language);
  for (const [namespace, resources] of Object.entries(texts[language])) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, resources, true, false);
  }
}

/** ensureTexts in a page's render, before its children ask for a text. */
export function useAreaTexts(texts: AreaTexts): void {
  const { i18n } = useTranslation();
  ensureTexts(i18n, texts);
}
