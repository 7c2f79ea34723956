import { prefixer, type Middleware } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { rtlPluginFrom } from './emotion-cache';

/** The stylis plugins of right-to-left pages: one array for the process (see createEmotionCache). */
export const RTL_STYLIS_PLUGINS: Middleware[] = [prefixer, rtlPluginFrom(rtlPlugin)];
