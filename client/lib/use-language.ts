import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants';
import { toLanguage } from '../i18n/create-i18n';

/** The page's language, for Intl formatting and for picking English or Arabic fields. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
