import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps document.title in step on client-side navigations (the server renders it into <head>). */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} | ${t('appName')}`;
  }, [title, t]);
}
