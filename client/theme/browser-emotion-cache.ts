import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from './emotion-cache';

/** In the browser the RTL plugin (and cssjanus under it) is fetched only for right-to-left pages. */
export async function createBrowserEmotionCache(direction: 'ltr' | 'rtl', nonce: string | undefined): Promise<EmotionCache> {
  if (direction === 'ltr') return createEmotionCache('ltr', nonce);
  const { RTL_STYLIS_PLUGINS } = await import('./rtl-plugins');
  return createEmotionCache('rtl', nonce, RTL_STYLIS_PLUGINS);
}
