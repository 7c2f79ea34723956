import '@fontsource-variable/cairo/wght.css';
import '@fontsource-variable/inter/wght.css';
import 'react-toastify/dist/ReactToastify.css';
import type { Resource, ResourceLanguage } from 'i18next';
import './theme/hero.css';
import './theme/toasts.css';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BOOT_STATE_ELEMENT_ID, type BootState } from './boot-state';
import { createI18n, directionOf } from './i18n/create-i18n';
import { setHijriSource, setNumeralsSource } from '../shared/format/format';
import { pageNumerals } from '../shared/format/numerals';
import { configureToasts, notify } from './lib/notify';
import { loadMountedDeferred } from './lib/deferred';
import { setPageStore } from './lib/page-store';
import { BROWSER_TRANSPORT } from './lib/transport';
import { AppProviders } from './root';
import { createRoutes } from './routes';
import { makeStore } from './store';
import { providedTheme } from './theme/app-theme-provider';
import { createBrowserEmotionCache } from './theme/browser-emotion-cache';

/**
 * Ends the current task, so the browser can paint and answer input before the next piece of the
 * boot: each piece is a task of its own instead of one long task (Total Blocking Time counts what
 * every task takes beyond 50 ms).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Loads the code of the routes the server rendered before hydrating, so the first render matches. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, resolved);
        delete route.lazy;
      }
    }),
  );
}

/**
 * The page's texts: those the boot state carries, and the namespaces it names by file (preloaded by
 * the page's head, so the fetches find them on the way or in the cache).
 */
async function pageTexts(state: BootState): Promise<Resource> {
  const entries = await Promise.all(
    Object.entries(state.texts ?? {}).map(async ([namespace, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`texts ${url}: ${response.status}`);
      return [namespace, (await response.json()) as ResourceLanguage[string]] as const;
    }),
  );
  const inline = state.resources[state.language] ?? {};
  return { [state.language]: { ...inline, ...Object.fromEntries(entries) } };
}

async function boot() {
  const element = document.getElementById(BOOT_STATE_ELEMENT_ID);
  const state = JSON.parse(element?.textContent ?? '{}') as BootState;
  const texts = pageTexts(state);
  // Evaluating the modules was a task of its own; the boot goes on in the next one.
  await nextTask();
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
  setNumeralsSource((language) => pageNumerals(language, state.numerals));
  // The page's one choice, as the server rendered it (server/render/page-numerals.ts): the same text at hydration.
  setHijriSource(() => state.hijri ?? state.language === 'ar');
  const i18n = createI18n(state.language, await texts);
  configureToasts({ regionLabel: i18n.t('toasts.region'), rtl: state.language === 'ar' });

  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const sessionExpired = () => {
    notify('error', i18n.t('session.expired'), { id: 'session-expired' });
    // Re-running the loaders sends a guarded page to /login with its return path.
    void router?.revalidate();
  };
  const store = makeStore(state.store, { ...BROWSER_TRANSPORT, onSessionExpired: sessionExpired });
  setPageStore(store, state.renderedData);
  const routes = createRoutes(store);
  // The page's route code and (right to left) the RTL plugin: both preloaded, fetched together.
  const [emotionCache] = await Promise.all([createBrowserEmotionCache(directionOf(state.language), nonce), resolveLazyMatches(routes)]);
  // The theme (a few thousand objects) in a task of its own, before hydration reads it.
  await nextTask();
  providedTheme(state.language);
  await nextTask();
  const browserRouter = createBrowserRouter(routes, { hydrationData: state.router });
  router = browserRouter;
  // Any change of the router's state may re-render above a section still waiting for its code.
  browserRouter.subscribe(() => loadMountedDeferred());

  // Hydration as a transition: React does it in slices of a few milliseconds and lets the browser
  // paint and answer input in between, instead of one long task that blocks the page (a visitor's
  // click meanwhile hydrates its target first).
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <StrictMode>
        <AppProviders store={store} i18n={i18n} emotionCache={emotionCache}>
          <RouterProvider router={browserRouter} />
        </AppProviders>
      </StrictMode>,
    );
  });
  // The server ended the session while rendering this page (the provider refused its token).
  if ((state.store.session?.expiredCount ?? 0) > 0) sessionExpired();
}

void boot();
