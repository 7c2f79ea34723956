import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer, type Middleware } from 'stylis';

/**
 * One emotion cache per request and per direction: Arabic gets the stylis RTL plugin that flips
 * physical properties, under its own key so the two never share rules. The nonce lets the style
 * tags through the Content-Security-Policy. The plugin is passed in so that the browser loads it
 * only for Arabic pages.
 */
export function createEmotionCache(direction: 'ltr' | 'rtl', nonce: string | undefined, rtlPlugin?: Middleware): EmotionCache {
  if (direction === 'rtl' && !rtlPlugin) throw new Error('An RTL emotion cache needs the RTL stylis plugin');
  return createCache({
    key: direction === 'rtl' ? 'muirtl' : 'mui',
    stylisPlugins: direction === 'rtl' && rtlPlugin ? [prefixer, rtlPlugin] : [prefixer],
    ...(nonce ? { nonce } : {}),
    prepend: true,
  });
}
