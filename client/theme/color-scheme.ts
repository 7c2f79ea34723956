import { THEME_COOKIE, PREFERENCE_COOKIE_MAX_AGE_DAYS, type ThemePreference } from '../../shared/constants';

/** The attribute on <html> that selects MUI's light or dark CSS variables. */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

export function toThemePreference(value: string | undefined | null): ThemePreference {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/**
 * The tiny script the server inlines in <head> (with the CSP nonce) so that the first paint already
 * has the right colours when the visitor follows the system preference; an explicit choice is
 * rendered by the server as the attribute itself and needs no script.
 */
export function colorSchemeBootScript(): string {
  return `(function(){try{var d=document.documentElement;if(!d.getAttribute('${COLOR_SCHEME_ATTRIBUTE}')){d.setAttribute('${COLOR_SCHEME_ATTRIBUTE}',matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light')}}catch(e){}})();`;
}

export function writePreferenceCookie(name: string, value: string): void {
  const maxAge = PREFERENCE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

export const THEME_COOKIE_NAME = THEME_COOKIE;
