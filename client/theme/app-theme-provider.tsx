import { private_createTypography as createTypography, type Theme } from '@mui/material/styles';
import styleFunctionSx from '@mui/system/styleFunctionSx';
import SystemThemeProvider from '@mui/system/ThemeProvider';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { THEME_COOKIE, type Language, type ThemePreference } from '../../shared/constants';
import { COLOR_SCHEME_ATTRIBUTE, readCookie, toThemePreference, writePreferenceCookie } from './color-scheme';
import { createAppTheme } from './create-app-theme';
import { IS_SERVER } from '../lib/on-server';

type ColorScheme = 'light' | 'dark';

export interface ColorSchemeState {
  /** The visitor's choice (the `theme` cookie), `system` when there is none. */
  mode: ThemePreference;
  /** What the system prefers, while the mode is `system` and once the browser knows. */
  systemMode: ColorScheme | undefined;
  setMode(mode: ThemePreference): void;
}

const useBrowserLayoutEffect = IS_SERVER ? useEffect : useLayoutEffect;
const systemModeOf = (mode: ThemePreference): ColorScheme | undefined =>
  !IS_SERVER && typeof window.matchMedia === 'function' && mode === 'system'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
      ? 'dark'
      : 'light'
    : undefined;

const ColorSchemeContext = createContext<ColorSchemeState>({ mode: 'system', systemMode: undefined, setMode: () => {} });

/** The theme mode and its setter: the toggle in the top bar, the dashboard's settings. */
export function useColorScheme(): ColorSchemeState {
  return useContext(ColorSchemeContext);
}

/**
 * The theme as MUI's CSS-variables provider hands it to components: with CSS variables the palette
 * is always the default (light) scheme's, the variables switch colours, so it depends on the
 * language only and is built once per language.
 */
const providedThemes: Partial<Record<Language, Theme>> = {};
export function providedTheme(language: Language): Theme {
  return (providedThemes[language] ??= resolveProvidedTheme(createAppTheme(language)));
}

/** MUI 9's CssVarsProvider's theme (its memoTheme and material's resolveTheme) for a theme with CSS variables. */
function resolveProvidedTheme(base: Theme): Theme {
  const withVars = base as Theme & {
    generateThemeVars?: () => Theme['vars'];
    generateSpacing?: () => Theme['spacing'];
    defaultColorScheme: ColorScheme;
    cssVarPrefix?: string;
    colorSchemes: Record<string, Record<string, unknown> | undefined>;
  };
  const theme: Record<string, unknown> = {
    ...withVars,
    components: withVars.components ?? {},
    colorSchemes: withVars.colorSchemes ?? {},
    cssVarPrefix: withVars.cssVarPrefix,
    vars: withVars.generateThemeVars?.() || withVars.vars,
  };
  // A method of the new object, as MUI calls it: it reads the variables through `this`.
  if (typeof withVars.generateSpacing === 'function') theme.spacing = (theme as { generateSpacing: () => Theme['spacing'] }).generateSpacing();
  const scheme = withVars.colorSchemes?.[withVars.defaultColorScheme];
  if (scheme && typeof scheme === 'object') {
    for (const [key, value] of Object.entries(scheme)) {
      theme[key] = value && typeof value === 'object' ? { ...(theme[key] as object), ...value } : value;
    }
  }
  const resolved = { ...theme, typography: createTypography(theme.palette as Theme['palette'], theme.typography as Theme['typography']) } as Theme & {
    unstable_sx: (props: unknown) => unknown;
  };
  resolved.unstable_sx = function sx(this: Theme, props: unknown) {
    return styleFunctionSx({ sx: props, theme: this } as Parameters<typeof styleFunctionSx>[0]);
  };
  return resolved;
}

export interface AppThemeProviderProps {
  language: Language;
  /**
   * What the server renders around the pages: MUI's baseline and the theme's CSS variables
   * (client/theme/document-styles.tsx), each a global <style> in <head>. The browser leaves them
   * out: those styles are already there, the same for every page of the language and both modes,
   * and emotion never removes a global style it did not insert.
   */
  documentStyles?: { before: ReactNode; after: ReactNode };
  children: ReactNode;
}

/**
 * In place of MUI's CSS-variables ThemeProvider: the same theme for components, the colour scheme
 * as an attribute on <html> (`data-color-scheme`, switched by the CSS variables), the visitor's mode
 * in the `theme` cookie so the server renders it, and the system's preference followed while the
 * mode is `system`. MUI's provider also brings its init script, local-storage manager and nested
 * scheme support, none of which the site uses, to every first visit (about 3 KB gzip).
 */
export function AppThemeProvider({ language, documentStyles, children }: AppThemeProviderProps) {
  const theme = providedTheme(language);
  // The mode is read before the first render (MUI's noSsr), so the context does not change just
  // after hydration, which would make React drop the server HTML of deferred sections.
  const [state, setState] = useState(() => {
    const mode = IS_SERVER ? 'system' : toThemePreference(readCookie(THEME_COOKIE));
    return { mode, systemMode: systemModeOf(mode) };
  });
  const colorScheme: ColorScheme | undefined = state.mode === 'system' ? state.systemMode : state.mode;

  const setMode = useCallback((mode: ThemePreference) => {
    setState((current) => {
      if (mode === current.mode) return current;
      writePreferenceCookie(THEME_COOKIE, mode);
      return { mode, systemMode: systemModeOf(mode) };
    });
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () =>
      setState((current) => {
        const systemMode = media.matches ? 'dark' : 'light';
        return current.mode !== 'system' || current.systemMode === systemMode ? current : { ...current, systemMode };
      });
    media.addEventListener('change', follow);
    follow();
    return () => media.removeEventListener('change', follow);
  }, []);

  useBrowserLayoutEffect(() => {
    if (colorScheme) document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, colorScheme);
  }, [colorScheme]);

  const context = useMemo(() => ({ mode: state.mode, systemMode: state.systemMode, setMode }), [state, setMode]);
  return (
    <ColorSchemeContext.Provider value={context}>
      <SystemThemeProvider theme={theme}>
        {documentStyles?.before}
        {children}
      </SystemThemeProvider>
      {documentStyles?.after}
    </ColorSchemeContext.Provider>
  );
}
