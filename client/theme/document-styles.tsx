import CssBaseline from '@mui/material/CssBaseline';
import { GlobalStyles } from '@mui/styled-engine';
import type { Language } from '../../shared/constants';
import { providedTheme } from './app-theme-provider';
import { AUTOFILL_KEYFRAMES } from './create-app-theme';

/**
 * The global styles of every page, rendered by the server only, once per language, into the theme's
 * stylesheet that every page links (server/render/theme-stylesheet.tsx): MUI's baseline, the
 * inputs' autofill keyframes (AUTOFILL_KEYFRAMES), and the theme's CSS variables for both colour
 * schemes, where MUI's CSS-variables provider rendered them. The browser never builds these, so
 * neither CssBaseline nor the serialising of some 300 variables is part of hydration.
 */
export function documentStyles(language: Language) {
  const theme = providedTheme(language) as ReturnType<typeof providedTheme> & { generateStyleSheets?: () => Array<Record<string, unknown>> };
  return {
    before: (
      <>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={AUTOFILL_KEYFRAMES} />
      </>
    ),
    after: <GlobalStyles styles={(theme.generateStyleSheets?.() ?? []) as Parameters<typeof GlobalStyles>[0]['styles']} />,
  };
}
