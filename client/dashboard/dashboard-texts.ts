import { toLanguage, type I18n } from '../i18n/create-i18n';
import arAdmin from '../../shared/i18n/ar/admin.json';
import arDashboard from '../../shared/i18n/ar/dashboard.json';
import enAdmin from '../../shared/i18n/en/admin.json';
import enDashboard from '../../shared/i18n/en/dashboard.json';
import arProvider from '../../shared/i18n/ar/provider.json';
import enProvider from '../../shared/i18n/en/provider.json';
import arFinance from '../../shared/i18n/ar/finance.json';
import enFinance from '../../shared/i18n/en/finance.json';

/** The namespaces only dashboard screens read (server/render/page-resources.ts leaves them out of public pages). */
const TEXTS = {
  en: { dashboard: enDashboard, admin: enAdmin, provider: enProvider, finance: enFinance },
  ar: { dashboard: arDashboard, admin: arAdmin, provider: arProvider, finance: arFinance },
} as const;

/**
 * The dashboard's texts travel with its chunk: public pages' boot state leaves them out
 * (server/render/page-resources.ts), so an admin who comes from a public page gets them here.
 */
export function ensureDashboardTexts(i18n: I18n): void {
  const language = toLanguage(i18n.language);
  for (const [namespace, texts] of Object.entries(TEXTS[language])) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, texts, true, false);
  }
}
