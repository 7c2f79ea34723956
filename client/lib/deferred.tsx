import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { IS_SERVER } from './on-server';

/**
 * Code that is server-rendered with the page but downloaded by the browser only when it is needed
 * (a section nearing the viewport after the visitor started scrolling, a field receiving focus).
 * Until then React 19 leaves the server's HTML of the surrounding <Suspense> boundary in place,
 * readable and undisturbed, and hydrates it once the code arrives: the JavaScript of a first visit
 * stays small.
 *
 * Rules for callers, or React throws the server's HTML away and shows the fallback instead:
 * render the boundary inside a component whose props do not change (memo with stable props), and
 * change no context above it before it hydrates.
 */
export interface Deferred<P extends object> {
  /** Renders the component: on the server at once, in the browser once `load` was called and the code arrived. */
  Component: ComponentType<P>;
  /** Lets the browser fetch the code now (idempotent). */
  load(): void;
  /** Settles once the section hydrated in this browser (never on the server). */
  hydrated: Promise<void>;
  /**
   * Calls `listener` if the section turns out not to match the server's HTML any more (its importer
   * said `changed`: the data it shows changed since the page was rendered). The section is then
   * rendered anew in place of the server's HTML (DeferredSection remounts it) instead of hydrated,
   * which React would refuse with a hydration error (#418).
   */
  onChanged(listener: () => void): () => void;
  /** Whether the section has hydrated (or been rendered anew) in this browser. */
  readonly isHydrated: boolean;
  /**
   * Gives up the server's HTML of a section that has not hydrated yet: it is rendered anew (as for
   * onChanged) once its code is there. For a change of state that must not wait any longer.
   */
  renderAnew(): void;
}

/** What an importer gives: the module, and whether the server's HTML of it is out of date. */
export type DeferredModule<P extends object> = { default: ComponentType<P>; changed?: boolean };

const registry = new Set<() => Promise<unknown>>();

/**
 * Marks on <html> (data-deferred-ready="home-sections contact-form") which deferred sections have
 * hydrated: the browser tests wait on it, as they wait on data-hydrated for the page itself.
 */
function useMarkReady(name: string, onReady: () => void) {
  useEffect(() => {
    onReady();
    const root = document.documentElement;
    const ready = new Set((root.dataset.deferredReady ?? '').split(' ').filter(Boolean));
    ready.add(name);
    root.dataset.deferredReady = [...ready].join(' ');
  }, [name, onReady]);
}

/** `name` identifies the section in data-deferred-ready; `importer` loads its module. */
export function deferred<P extends object>(name: string, importer: () => Promise<DeferredModule<P>>): Deferred<P> {
  let module: Promise<DeferredModule<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  let changed = false;
  const changeListeners = new Set<() => void>();
  const fetchModule = () =>
    (module ??= importer().then((imported) => {
      loaded = imported.default;
      return imported;
    }));
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let isHydrated = false;
  let resolveHydrated: () => void = () => {};
  const hydrated = new Promise<void>((resolve) => {
    resolveHydrated = resolve;
  });
  const markHydrated = () => {
    isHydrated = true;
    resolveHydrated();
  };
  const renderAnew = () => {
    if (isHydrated || changed) return;
    changed = true;
    for (const listener of changeListeners) listener();
  };
  function Ready(props: P) {
    useMarkReady(name, markHydrated);
    return loaded ? createElement(loaded, props) : null;
  }
  const Lazy = lazy(async () => {
    const imported = await (IS_SERVER ? fetchModule() : gate.then(fetchModule));
    if (!IS_SERVER && imported.changed) {
      // Never resolves: the server's HTML stays until DeferredSection replaces the boundary.
      renderAnew();
      return new Promise<never>(() => {});
    }
    return { default: Ready };
  });

  function Component(props: P) {
    // The server renders the loaded component itself: React.lazy would suspend once even for
    // loaded code, and the boundary would stream in later instead of being part of the HTML.
    if (IS_SERVER && loaded) return createElement(loaded, props);
    // Rendered anew (see onChanged): the code is there, nothing to wait for.
    if (changed && loaded) return createElement(Ready, props);
    return createElement(Lazy, props);
  }
  registry.add(fetchModule);
  return {
    Component,
    load: () => open(),
    hydrated,
    onChanged(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    get isHydrated() {
      return isHydrated;
    },
    renderAnew,
  };
}

/**
 * Server: loads the code of every deferred component before a page renders. Loading one module
 * can define more (a deferred form inside a deferred section), so this repeats until none is new.
 */
export async function preloadDeferred(): Promise<void> {
  let seen = 0;
  while (registry.size > seen) {
    seen = registry.size;
    await Promise.all([...registry].map((fetchModule) => fetchModule()));
  }
}

const mounted = new Set<Deferred<object>>();

/** A deferred section on the page registers here while it is mounted (see loadMountedDeferred). */
export function trackMounted(content: Deferred<object>): () => void {
  mounted.add(content);
  return () => mounted.delete(content);
}

/**
 * Called when the router starts a navigation. A navigation changes the router's context above
 * every section; React cannot hydrate a boundary whose code has not arrived, so it would hold the
 * navigation until it can. Loading the code of the sections on the page lets it finish.
 */
export function loadMountedDeferred(): void {
  for (const content of mounted) content.load();
}

/**
 * Loads the sections on the page and waits until they hydrated (at most `limitMs`). Needed before
 * a change of state that is not a transition (Redux's session, read through useSyncExternalStore)
 * and reaches a section the server rendered for the old state: React cannot keep the server's HTML
 * of a boundary that has not hydrated through such an update, and fails with a hydration mismatch
 * (React error #418), as logging out on the home page and signing in on the login page (its footer,
 * in the account's digits on Arabic pages) did. A section still not hydrated after `limitMs` (a slow
 * device or network) gives up its server HTML and is rendered anew for the new state.
 */
export async function hydrateMountedDeferred(limitMs = 5_000): Promise<void> {
  const sections = [...mounted];
  for (const content of sections) content.load();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  await Promise.race([Promise.all(sections.map((content) => content.hydrated)), limit]);
  clearTimeout(timer);
  for (const content of sections) if (!content.isHydrated) content.renderAnew();
}

const INTERACTIONS = ['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart'] as const;
let interacted: Promise<void> | undefined;

/** Resolves on the visitor's first scroll, tap, click or key press on the page. */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return interacted;
}
