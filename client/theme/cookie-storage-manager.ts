import type { StorageManager } from '@mui/system/cssVars';
import { THEME_COOKIE } from '../../shared/constants';
import { readCookie, toThemePreference, writePreferenceCookie } from './color-scheme';

/**
 * MUI keeps the chosen mode in localStorage by default, which the server cannot read. This keeps it
 * in a cookie instead, so the server renders the chosen theme on the first paint.
 */
export const MODE_STORAGE_KEY = 'mui-mode';

export const cookieStorageManager: StorageManager = ({ key }) => {
  const isMode = key === MODE_STORAGE_KEY;
  return {
    get(defaultValue: unknown) {
      if (typeof document === 'undefined' || !isMode) return defaultValue;
      const stored = readCookie(THEME_COOKIE);
      return stored ? toThemePreference(stored) : defaultValue;
    },
    set(value: unknown) {
      if (typeof document === 'undefined' || !isMode || typeof value !== 'string') return;
      writePreferenceCookie(THEME_COOKIE, toThemePreference(value));
    },
    subscribe() {
      return () => {};
    },
  };
};
