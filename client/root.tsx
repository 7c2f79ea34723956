import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as ReduxProvider } from 'react-redux';
import { toLanguage, type I18n } from './i18n/create-i18n';
import type { AppStore } from './store';
import { AppThemeProvider, type AppThemeProviderProps } from './theme/app-theme-provider';

export interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  emotionCache: EmotionCache;
  /** The server's global styles (client/theme/document-styles.tsx); the browser passes none. */
  documentStyles?: AppThemeProviderProps['documentStyles'];
  children: ReactNode;
}

/** Everything a page needs around it, identical on the server and in the browser but for the server's global styles. */
export function AppProviders({ store, i18n, emotionCache, documentStyles, children }: AppProvidersProps) {
  const language = toLanguage(i18n.language);
  return (
    <ReduxProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={emotionCache}>
          {/* The colour-scheme context is right from the first browser render (the mode is read
                before it) instead of changing just after hydration; such a change would make React
                throw away the server HTML of every section whose code is still loading
                (client/lib/deferred.tsx). Nothing renders from that context (the theme toggle shows
                both icons, CSS picks). */}
          <AppThemeProvider language={language} documentStyles={documentStyles}>
            {children}
          </AppThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    </ReduxProvider>
  );
}
