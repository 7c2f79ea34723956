import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Language } from '../../../shared/constants';
import type { RootState } from '../../store';

/** What a page tells search engines and link previews (rendered into <head> by the server). */
export interface PageMeta {
  /** The whole document title. */
  title: string;
  description: string;
  /** Root-relative or absolute URL of a picture for link previews. */
  image?: string;
  /** The languages the page exists in (hreflang alternates are listed only when there are several); every language when left out. */
  languages?: readonly Language[];
  /** false keeps this page out of search engines even on an indexable route (a post not written in the page's language). */
  indexable?: boolean;
  /** A dated article (Open Graph type article). */
  article?: { publishedTime: string; modifiedTime?: string };
}

export interface MetaContext {
  state: RootState;
  params: Params;
  language: Language;
  t: TFunction;
}

export interface PageSeo {
  /** i18n key (with its namespace) of the page's meta description. */
  descriptionKey?: string;
  /** A public page meant for search engines (listed in the sitemap); every other page is noindex. */
  indexable?: boolean;
  /** Title or description from the data the loaders fetched (a service's own title). */
  meta?: (context: MetaContext) => Partial<PageMeta> | undefined;
}

export interface RouteHandle {
  /** Source file of the page, relative to the repository: the server preloads its built chunk. */
  chunk: string;
  /** i18n key of the page title (namespace common). */
  titleKey: string;
  seo?: PageSeo;
  /**
   * Endpoints whose data only the page's deferred sections read (client/lib/deferred.tsx): the
   * server renders with it but leaves it out of the boot state, and the sections fetch it before
   * they hydrate, so the HTML does not carry it a second time for code that may never load.
   */
  deferredData?: readonly string[];
}

/**
 * A route whose page is its own code-split chunk. `chunk` names the module that `load` imports, so
 * the page's loader asks for the matched routes' code only (server/render/app-loader.ts;
 * routes.test.ts checks that each named file exists).
 */
export function lazyPage(
  chunk: string,
  titleKey: string,
  load: () => Promise<{ default: ComponentType }>,
  seo?: PageSeo,
  deferredData?: RouteHandle['deferredData'],
) {
  const handle: RouteHandle = { chunk, titleKey, ...(seo ? { seo } : {}), ...(deferredData ? { deferredData } : {}) };
  return {
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}
