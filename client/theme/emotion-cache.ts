import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * One emotion cache per request and per direction: Arabic gets the stylis RTL plugin that flips
 * physical properties, under its own key so the two never share rules. The nonce lets the style
 * tags through the Content-Security-Policy.
 */
export function createEmotionCache(direction: 'ltr' | 'rtl', nonce?: string): EmotionCache {
  return createCache({
    key: direction === 'rtl' ? 'muirtl' : 'mui',
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
    ...(nonce ? { nonce } : {}),
    prepend: true,
  });
}
