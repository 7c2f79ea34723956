import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { toLanguage, type I18n } from './i18n/create-i18n';
import type { AppStore } from './store';
import { cookieStorageManager, MODE_STORAGE_KEY } from './theme/cookie-storage-manager';
import { createAppTheme } from './theme/create-app-theme';

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  emotionCache: EmotionCache;
  children: ReactNode;
}

/** Everything a page needs around it, identical on the server and in the browser. */
export function AppProviders({ store, i18n, emotionCache, children }: AppProvidersProps) {
  const language = toLanguage(i18n.language);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCache}>
          {/* No disableTransitionOnChange: MUI would inject a <style> without the CSP nonce.
                noSsr: the colour-scheme context is right from the first browser render instead of
                changing just after hydration; such a change would make React throw away the
                server HTML of every section whose code is still loading (client/lib/deferred.tsx).
                Nothing renders from that context (the theme toggle shows both icons, CSS picks). */}
          <ThemeProvider theme={theme} storageManager={cookieStorageManager} modeStorageKey={MODE_STORAGE_KEY} defaultMode="system" noSsr>
            <CssBaseline enableColorScheme />
            {children}
          </ThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
