import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '../../shared/constants';
import { COLOR_SCHEME_ATTRIBUTE } from './color-scheme';

// One variable font file per script covers every weight the pages use (400 to 800).
const LATIN_STACK = '"Inter Variable", "Cairo Variable", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const ARABIC_STACK = '"Cairo Variable", "Inter Variable", system-ui, "Segoe UI", Tahoma, Arial, sans-serif';

/**
 * The font file of each language's main script: the server preloads it, so that it is usually there
 * for the first paint and the swap from the fallback font (font-display: swap) happens early or not at all.
 */
export const PRELOADED_FONT: Record<Language, string> = {
  en: 'inter-latin-wght-normal.woff2',
  ar: 'cairo-arabic-wght-normal.woff2',
};

/**
 * MUI's inputs tell that the browser autofilled a field by an animation that starts on
 * `:-webkit-autofill` (the label then moves out of the way). By default every input renders a
 * <GlobalStyles> of the two keyframes; the server sends them once, so each further input's copy was
 * compiled again while the page hydrated (in Arabic through the RTL plugin, whose first use compiles
 * cssjanus's expressions: 40 ms of the sign-in page's boot on Lighthouse's phone). Instead the
 * keyframes are part of every page's theme stylesheet (document-styles.tsx), the inputs render no
 * <GlobalStyles>, and the animations MUI then leaves out are added back here.
 */
const AUTOFILL = 'mui-auto-fill';
const AUTOFILL_CANCEL = 'mui-auto-fill-cancel';

export const AUTOFILL_KEYFRAMES = {
  // Non-empty, as MUI has them (emotion drops empty keyframes); animation properties are ignored inside keyframes.
  [`@keyframes ${AUTOFILL}`]: { from: { animationName: AUTOFILL } },
  [`@keyframes ${AUTOFILL_CANCEL}`]: { from: { animationName: AUTOFILL_CANCEL } },
} as const;

const AUTOFILL_ANIMATION = {
  animationName: AUTOFILL_CANCEL,
  animationDuration: '10ms',
  '&:-webkit-autofill': { animationDuration: '5000s', animationName: AUTOFILL },
} as const;

/**
 * The light and dark themes share one set of CSS variables, switched by an attribute on <html>: the
 * React tree is the same in both, so the server can render a page before it knows the system
 * preference and hydration never mismatches.
 */
export function createAppTheme(language: Language): Theme {
  return (themes[language] ??= buildTheme(language));
}

/**
 * One theme per language for the life of the process (the server renders every page with it) or
 * the page (the browser): building one takes a few milliseconds, and MUI never changes it.
 */
const themes: Partial<Record<Language, Theme>> = {};

function buildTheme(language: Language): Theme {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return createTheme({
    direction,
    cssVariables: { colorSchemeSelector: `[${COLOR_SCHEME_ATTRIBUTE}="%s"]` },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: '#0f6e63', light: '#3a9487', dark: '#0a4d45', contrastText: '#ffffff' },
          secondary: { main: '#b8862b', light: '#d4a94f', dark: '#8a6420', contrastText: '#ffffff' },
          background: { default: '#f7f8f6', paper: '#ffffff' },
          text: { primary: '#17211f', secondary: '#4d5b58' },
          // MUI's orange (#ed6c02) reads at 3:1 on white, under WCAG's 4.5:1 for the small "Archive"
          // buttons and chips that use it; this one 5.5:1, and white on it as much.
          warning: { main: '#a45200', light: '#c77700', dark: '#7a3d00', contrastText: '#ffffff' },
        },
      },
      dark: {
        palette: {
          primary: { main: '#4fb8a8', light: '#7dd3c6', dark: '#2a8c7e', contrastText: '#06201c' },
          secondary: { main: '#e0b65c', light: '#ecd08f', dark: '#b8862b', contrastText: '#1d1503' },
          background: { default: '#0e1514', paper: '#152120' },
          text: { primary: '#e8efed', secondary: '#a9b8b5' },
          // MUI's dark red (#f44336) reads at 4.49:1 on the paper colour, under WCAG's 4.5:1 for the
          // small texts that carry errors (field labels, helper texts, Cancel buttons); this one 6.9:1.
          error: { main: '#f28b82', light: '#f6aea9', dark: '#e06b61', contrastText: '#2a0a07' },
        },
      },
    },
    shape: { borderRadius: 12 },
    typography: {
      fontFamily: language === 'ar' ? ARABIC_STACK : LATIN_STACK,
      h1: { fontWeight: 800 },
      h2: { fontWeight: 800 },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true }, styleOverrides: { input: AUTOFILL_ANIMATION } },
    },
  });
}
