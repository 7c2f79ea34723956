import createCache, { type EmotionCache } from '@emotion/cache';
import type { Middleware } from 'stylis';
import { LTR_STYLIS_PLUGINS } from './stylis-prefixer';

/**
 * stylis-plugin-rtl is CommonJS with an ES-module default: Node's ESM loader hands back the module
 * object, bundlers the function. Either way, the plugin itself.
 */
export function rtlPluginFrom(imported: Middleware | { default: Middleware }): Middleware {
  return typeof imported === 'function' ? imported : imported.default;
}

/**
 * One emotion cache per request and per direction: Arabic gets the stylis RTL plugin that flips
 * physical properties, under its own key so the two never share rules. The nonce lets the style
 * tags through the Content-Security-Policy. Left to right uses LTR_STYLIS_PLUGINS; right to left
 * passes RTL_STYLIS_PLUGINS (client/theme/rtl-plugins.ts), loaded by the browser only for Arabic
 * pages.
 *
 * The plugins must be one array for the life of the process: the server's emotion keeps the CSS it
 * compiled per plugins array (by identity), so a new array per request would compile every rule of
 * every page again.
 */
export function createEmotionCache(direction: 'ltr' | 'rtl', nonce: string | undefined, rtlPlugins?: Middleware[], insertionPoint?: HTMLElement): EmotionCache {
  if (direction === 'rtl' && !rtlPlugins) throw new Error('An RTL emotion cache needs the RTL stylis plugins');
  return createCache({
    key: cacheKey(direction),
    stylisPlugins: direction === 'rtl' ? rtlPlugins : LTR_STYLIS_PLUGINS,
    ...(nonce ? { nonce } : {}),
    // Where the browser's style elements go: after `insertionPoint` (see browser-emotion-cache.ts),
    // else first in <head>.
    ...(insertionPoint ? { insertionPoint } : { prepend: true }),
  });
}

/** The emotion key of a direction: the prefix of its class names and of its style elements' data-emotion. */
export function cacheKey(direction: 'ltr' | 'rtl'): 'mui' | 'muirtl' {
  return direction === 'rtl' ? 'muirtl' : 'mui';
}
