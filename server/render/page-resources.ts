import type { Resource } from 'i18next';
import { isDashboardPath } from '../../client/paths';
import type { Language } from '../../shared/constants';
import { resources } from '../../shared/i18n';
import type { Namespace } from '../../shared/i18n/namespaces';

/**
 * Texts only the dashboard reads (the provider's own messages: its post editor): its chunk brings
 * them along for pages it reaches by navigation (client/dashboard/dashboard-texts.ts).
 */
const DASHBOARD_ONLY: readonly Namespace[] = ['dashboard', 'admin', 'provider'];

/**
 * Texts of one area of the site, shipped only with that area's pages (and every dashboard page);
 * the area's chunks bring them along when it is reached by client-side navigation
 * (client/i18n/area-texts.ts).
 */
const AREA_NAMESPACES: ReadonlyArray<{ namespace: Namespace; paths: RegExp }> = [
  {
    namespace: 'account',
    paths: /^\/(login|register|forgot-password|resend-confirmation|confirm-email|reset-password|profile|booking|booking-confirmation)(\/|$)/,
  },
  { namespace: 'quotes', paths: /^\/quote(\/|$)/ },
  { namespace: 'blog', paths: /^\/blog(\/|$)/ },
];

/**
 * The texts a page's boot state carries: the shell's (common, validation, public), the
 * page's area's, and every namespace on a dashboard page that renders (not on the login redirect
 * or the 403 page). The home page is about 11 KB (gzip) lighter than with every namespace.
 */
export function pageResources(language: Language, pathname: string, rendered: boolean): Resource {
  const all = resources[language] as Record<Namespace, object>;
  if (rendered && isDashboardPath(pathname)) return { [language]: all };
  const shipped = (namespace: Namespace) => {
    if (DASHBOARD_ONLY.includes(namespace)) return false;
    const area = AREA_NAMESPACES.find((entry) => entry.namespace === namespace);
    return !area || area.paths.test(pathname);
  };
  return { [language]: Object.fromEntries(Object.entries(all).filter(([namespace]) => shipped(namespace as Namespace))) };
}
