import type { Resource } from 'i18next';
import type { HydrationState } from 'react-router';
import type { Language } from '../shared/constants';
import type { Numerals } from '../shared/format/numerals';
import type { RootState } from './store';

/** What the server hands the browser in the page's JSON state script. */
export interface BootState {
  language: Language;
  /** The page's digits (shared/format/numerals): every number the browser writes uses them too. */
  numerals: Numerals;
  /** Whether the page shows Hijri dates beside Gregorian ones (shared/format/hijri): the browser keeps the same. */
  hijri: boolean;
  /** The page's texts, when they travel inline (a build without text files): else empty. */
  resources: Resource;
  /** Namespace -> URL of its texts' JSON file (server/render/page-resources.ts), fetched before hydration. */
  texts?: Record<string, string>;
  store: Partial<RootState>;
  /**
   * Query cache key -> fingerprint (client/lib/data-fingerprint.ts) of the data the page was
   * rendered with, for each query left out of `store` (RouteHandle.deferredData).
   */
  renderedData?: Record<string, string>;
  router: HydrationState;
}

export const BOOT_STATE_ELEMENT_ID = 'boot-state';
