import type { Resource } from 'i18next';
import { isDashboardPath } from '../../client/paths';
import type { Language } from '../../shared/constants';
import { resources } from '../../shared/i18n';
import type { Namespace } from '../../shared/i18n/namespaces';

/** Texts only the dashboard reads: its chunk brings them along for pages it reaches by navigation. */
const DASHBOARD_ONLY: readonly Namespace[] = ['dashboard', 'admin'];

/**
 * The texts a page's boot state carries: every namespace, but the dashboard's only on a dashboard
 * page that renders (not on the login redirect or the 403 page). A visitor's page is about 5 KB
 * (gzip) lighter without them.
 */
export function pageResources(language: Language, pathname: string, rendered: boolean): Resource {
  const all = resources[language] as Record<Namespace, object>;
  if (rendered && isDashboardPath(pathname)) return { [language]: all };
  return { [language]: Object.fromEntries(Object.entries(all).filter(([namespace]) => !DASHBOARD_ONLY.includes(namespace as Namespace))) };
}
