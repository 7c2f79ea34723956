import type { EmotionCache } from '@emotion/cache';
import { cacheKey, createEmotionCache } from './emotion-cache';

/**
 * Where the page's own style elements begin: the node before the server's element of rules
 * (server/render/critical-css.ts). emotion puts the elements it takes over right after its
 * insertion point, so they stay where the server put them. With `prepend` it moved them first in
 * <head>, and the browser dropped and rebuilt the page's style sheets in the middle of the boot
 * (a style recalculation of the whole page).
 */
function serverStylesStart(direction: 'ltr' | 'rtl'): HTMLElement | undefined {
  const element = document.head.querySelector(`style[data-emotion^="${cacheKey(direction)} "]`);
  const before = element?.previousSibling;
  return before instanceof HTMLElement ? before : undefined;
}

/** In the browser the RTL plugin (and cssjanus under it) is fetched only for right-to-left pages. */
export async function createBrowserEmotionCache(direction: 'ltr' | 'rtl', nonce: string | undefined): Promise<EmotionCache> {
  if (direction === 'ltr') return createEmotionCache('ltr', nonce, undefined, serverStylesStart('ltr'));
  const { RTL_STYLIS_PLUGINS } = await import('./rtl-plugins');
  return createEmotionCache('rtl', nonce, RTL_STYLIS_PLUGINS, serverStylesStart('rtl'));
}
