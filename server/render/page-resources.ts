import type { Resource } from 'i18next';
import { isDashboardPath } from '../../client/paths';
import type { Language } from '../../shared/constants';
import { resources } from '../../shared/i18n';
import { NAMESPACES, type Namespace } from '../../shared/i18n/namespaces';
import { assetUrl, type AssetManifest } from './asset-manifest';

/**
 * Texts only the dashboard reads (the provider's own messages: its post editor): its chunk brings
 * them along for pages it reaches by navigation (client/dashboard/dashboard-texts.ts).
 */
const DASHBOARD_ONLY: readonly Namespace[] = ['dashboard', 'admin', 'provider', 'finance'];

/**
 * Texts of one area of the site, shipped only with that area's pages (and every dashboard page);
 * the area's chunks bring them along when it is reached by client-side navigation
 * (client/i18n/area-texts.ts).
 */
const AREA_NAMESPACES: ReadonlyArray<{ namespace: Namespace; paths: RegExp }> = [
  {
    namespace: 'account',
    paths:
      /^\/(login|register|forgot-password|resend-confirmation|confirm-email|confirm-email-change|reset-password|profile|booking|booking-confirmation)(\/|$)/,
  },
  { namespace: 'quotes', paths: /^\/quote(\/|$)/ },
  { namespace: 'blog', paths: /^\/blog(\/|$)/ },
  { namespace: 'portal', paths: /^\/partner(\/|$)/ },
];

/**
 * The namespaces a page needs: the shell's (common, validation, public), the page's area's, and
 * every namespace on a dashboard page that renders (not on the login redirect or the 403 page).
 */
export function pageNamespaces(pathname: string, rendered: boolean): Namespace[] {
  if (rendered && isDashboardPath(pathname)) return [...NAMESPACES];
  return NAMESPACES.filter((namespace) => {
    if (DASHBOARD_ONLY.includes(namespace)) return false;
    const area = AREA_NAMESPACES.find((entry) => entry.namespace === namespace);
    return !area || area.paths.test(pathname);
  });
}

/** The texts of a page's namespaces (pageNamespaces), for a boot state that carries them inline. */
export function pageResources(language: Language, pathname: string, rendered: boolean): Resource {
  const all = resources[language] as Record<Namespace, object>;
  return { [language]: Object.fromEntries(pageNamespaces(pathname, rendered).map((namespace) => [namespace, all[namespace]])) };
}

/**
 * Where the page's texts are: the build's JSON file of each namespace (scripts/lib/text-files.ts),
 * fetched by the browser beside the page's code and kept in its cache for every other page, so the
 * HTML carries none of them (about 9 KB gzip of the home page, 11 in Arabic). Undefined when the
 * build has no such files (a manifest without `texts`): the boot state then carries the texts.
 */
export function pageTextFiles(manifest: AssetManifest, language: Language, pathname: string, rendered: boolean): Record<string, string> | undefined {
  const files = manifest.texts?.[language];
  if (!files) return undefined;
  const namespaces = pageNamespaces(pathname, rendered);
  if (!namespaces.every((namespace) => files[namespace])) return undefined;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, assetUrl(files[namespace]!)]));
}
