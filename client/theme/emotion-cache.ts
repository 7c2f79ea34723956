import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer, type Middleware } from 'stylis';

/**
 * One emotion cache per request and per direction: Arabic gets the stylis RTL plugin that flips
 * physical properties, under its own key so the two never share rules. The nonce lets the style
 * tags through the Content-Security-Policy. The plugin is passed in so that the browser loads it
 * only for Arabic pages.
 */
/**
 * stylis-plugin-rtl is CommonJS with an ES-module default: Node's ESM loader hands back the module
 * object, bundlers the function. Either way, the plugin itself.
 */
export function rtlPluginFrom(imported: Middleware | { default: Middleware }): Middleware {
  return typeof imported === 'function' ? imported : imported.default;
}

export function createEmotionCache(direction: 'ltr' | 'rtl', nonce: string | undefined, rtlPlugin?: Middleware): EmotionCache {
  if (direction === 'rtl' && !rtlPlugin) throw new Error('An RTL emotion cache needs the RTL stylis plugin');
  return createCache({
    key: direction === 'rtl' ? 'muirtl' : 'mui',
    stylisPlugins: direction === 'rtl' && rtlPlugin ? [prefixer, rtlPlugin] : [prefixer],
    ...(nonce ? { nonce } : {}),
    prepend: true,
  });
}
