import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps document.title in step on client-side navigations (the server renders it into <head>). */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} | ${t('appName')}`);
}

/** A full document title, for pages whose title is not "<page> | Khadamat" (the home page). */
export function useDocumentTitle(fullTitle: string) {
  useEffect(() => {
    document.title = fullTitle;
  }, [fullTitle]);
}
