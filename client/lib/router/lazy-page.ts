import type { ComponentType } from 'react';

export interface RouteHandle {
  /** Source file of the page, relative to the repository: the server preloads its built chunk. */
  chunk: string;
  /** i18n key of the page title (namespace common). */
  titleKey: string;
}

/**
 * A route whose page is its own code-split chunk. `chunk` names the module that `load` imports, so
 * the server can emit `modulepreload` links for the matched routes only (routes.test.ts checks that
 * each named file exists).
 */
export function lazyPage(chunk: string, titleKey: string, load: () => Promise<{ default: ComponentType }>) {
  const handle: RouteHandle = { chunk, titleKey };
  return {
    handle,
    lazy: async () => ({ Component: (await load()).default }),
  };
}
