/**
 * AppThemeProvider stands in for MUI's CSS-variables ThemeProvider to keep MUI's init script and
 * storage manager off the first visit. It rebuilds the theme as MUI's provider does, with some of
 * MUI's internals: this test holds it to what MUI's own provider hands its components, so an MUI
 * update that changes the provider's theme fails here instead of restyling the site unseen.
 */
import { ThemeProvider as MuiThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import type { Language } from '../../shared/constants';
import { AppThemeProvider } from './app-theme-provider';
import { createAppTheme } from './create-app-theme';

let seen: Theme | undefined;
function Probe() {
  seen = useTheme();
  return null;
}

function capture(wrap: (probe: React.ReactNode) => React.ReactNode): Theme {
  seen = undefined;
  renderToString(wrap(<Probe />));
  if (!seen) throw new Error('the probe did not render');
  return seen;
}

/** The theme's data, and what its functions answer for the calls components make. */
function observable(theme: Theme) {
  const data = JSON.parse(JSON.stringify(theme, (key, value) => (typeof value === 'function' || key === 'unstable_sxConfig' ? undefined : value))) as unknown;
  return {
    data,
    spacing: [theme.spacing(1), theme.spacing(2, 3), theme.spacing(0.5)],
    breakpoints: [theme.breakpoints.up('md'), theme.breakpoints.down('sm'), theme.breakpoints.between('sm', 'lg')],
    typography: [theme.typography.pxToRem(14), theme.typography.body1, theme.typography.h1],
    transitions: theme.transitions.create(['opacity', 'transform']),
    shadows: theme.shadows[4],
    sx: (theme as Theme & { unstable_sx: (sx: unknown) => unknown }).unstable_sx({ p: 2, color: 'primary.main', bgcolor: 'background.paper' }),
  };
}

describe.each(['en', 'ar'] as Language[])('AppThemeProvider (%s)', (language) => {
  it("gives components the theme MUI's own CSS-variables provider gives them", () => {
    const ours = capture((probe) => <AppThemeProvider language={language}>{probe}</AppThemeProvider>);
    const mui = capture((probe) => (
      <MuiThemeProvider theme={createAppTheme(language)} defaultMode="system" noSsr>
        {probe}
      </MuiThemeProvider>
    ));
    expect(observable(ours)).toEqual(observable(mui));
    expect(ours.direction).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });
});
