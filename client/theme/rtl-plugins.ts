import type { Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { rtlPluginFrom } from './emotion-cache';
import { modernPrefixer } from './stylis-prefixer';

/** The stylis plugins of right-to-left pages: one array for the process (see createEmotionCache). */
export const RTL_STYLIS_PLUGINS: Middleware[] = [modernPrefixer, rtlPluginFrom(rtlPlugin)];
