import type { TFunction } from 'i18next';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { I18n } from './translator';

/**
 * What the application imports from `react-i18next` (tsconfig.json maps the name here, so the
 * builds, tsx and the type checker all use this file; jest.config.ts maps it too): the provider and
 * `useTranslation`, on client/i18n/translator.ts instead of i18next. The real react-i18next needs
 * the real i18next (about 17 KB gzip together on every first visit). The page's texts are all there
 * before it renders (the boot state; an area's texts arrive with its code and are added before it
 * renders) and a change of language reloads the page, so nothing here waits, suspends or
 * subscribes: `ready` is always true and `t` is the same function for a namespace throughout.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

export interface UseTranslationResponse {
  /** Bound to the first namespace given (i18next's default mode), else the default namespace. */
  t: TFunction;
  i18n: I18n;
  ready: true;
}

export function useTranslation(namespaces?: string | readonly string[]): UseTranslationResponse {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an <I18nextProvider> above it');
  const namespace = typeof namespaces === 'string' ? namespaces : namespaces?.[0];
  return { t: i18n.getFixedT(null, namespace), i18n, ready: true };
}
