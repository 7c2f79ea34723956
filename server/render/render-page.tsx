import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { BootState } from '../../client/boot-state';
import { createI18n, directionOf } from '../../client/i18n/create-i18n';
import { api } from '../../client/lib/api';
import { preloadDeferred } from '../../client/lib/deferred';
import type { PageMeta, RouteHandle } from '../../client/lib/router/lazy-page';
import { AppProviders } from '../../client/root';
import { createRoutes } from '../../client/routes';
import { makeStore } from '../../client/store';
import { toThemePreference } from '../../client/theme/color-scheme';
import { createEmotionCache } from '../../client/theme/emotion-cache';
import { PRELOADED_FONT } from '../../client/theme/create-app-theme';
import { RTL_STYLIS_PLUGINS } from '../../client/theme/rtl-plugins';
import { THEME_COOKIE, type Language } from '../../shared/constants';
import { requestWriting, withPageWriting, writingKey } from './page-numerals';
import { resources } from '../../shared/i18n';
import { clearSessionCookie } from '../session/session-cookie';
import '../session/session-data';
import { destroySession } from '../session/session-ops';
import { assetUrl, preloadsFor, RTL_PLUGINS_CHUNK, type AssetManifest } from './asset-manifest';
import { SectionCacheContext } from '../../client/components/static-section';
import { bootStore, renderedData } from './boot-store';
import { collectCriticalCss } from './critical-css';
import { themeStylesheet } from './theme-stylesheet';
import { documentHead, documentTail } from './document';
import { detectLanguage } from './language';
import { pageResources, pageTextFiles } from './page-resources';
import { pageTransport } from './page-transport';
import { absoluteUrl, DEFAULT_SHARE_IMAGE, pageUrls, seoTags } from './seo';
import { createSectionStore, requestSections, type SectionStore } from './section-cache';
import { serializeState } from './serialize-state';
import type { PageCache } from './page-cache';
import { countLookup, sendVisitorPage, visitorPageKey } from './visitor-pages';
import { SESSION_COOKIE } from '../session/session-cookie';

export interface PageRendererDeps {
  manifest: AssetManifest;
  logger: Logger;
  /** Where server-side data loading reaches the provider (resolved per request: the embedded provider starts later). */
  providerUrl: () => string | undefined;
  /** How long a page waits for all its data (PAGE_DATA_TIMEOUT_MS) before rendering its error state. */
  pageDataTimeoutMs?: number;
  /** Visitors' pages kept in memory (page-cache.ts); none by default. */
  pageCache?: PageCache;
  /** Public origin of the site, for canonical, hreflang and Open Graph URLs. */
  publicSiteUrl: string;
  renderTimeoutMs?: number;
  /** Sections rendered before, reused across pages (server/render/section-cache.ts); one for the process by default. */
  sectionStore?: SectionStore;
}

const processSections = createSectionStore();

/**
 * One i18next instance per language for the life of the process: a server render only reads it
 * (the language is fixed per instance), and setting one up on every request cost more than using it.
 */
const i18nByLanguage = new Map<Language, ReturnType<typeof createI18n>>();
function serverI18n(language: Language) {
  let i18n = i18nByLanguage.get(language);
  if (!i18n) {
    i18n = createI18n(language, { [language]: resources[language] });
    i18nByLanguage.set(language, i18n);
  }
  return i18n;
}

async function endSession(req: Request, res: Response, logger: Logger): Promise<void> {
  try {
    await destroySession(req);
  } catch (error) {
    logger.warn({ err: error }, 'could not delete a session whose token the provider refused');
  }
  clearSessionCookie(res);
}

function toFetchRequest(req: Request, signal: AbortSignal): globalThis.Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return new globalThis.Request(new URL(req.originalUrl, 'http://localhost'), { method: 'GET', headers, signal });
}

/** A call of the page's data failed (provider down or late): the page shows an error state, for now only. */
function pageDataFailed(state: ReturnType<ReturnType<typeof makeStore>['getState']>): boolean {
  return Object.values(state[api.reducerPath].queries).some((query) => query?.status === 'rejected');
}

/** Route errors as plain data for hydration: status and a safe message, never a stack. */
function hydrationErrors(errors: StaticHandlerContext['errors']) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => {
      const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : 500;
      const statusText = typeof error === 'object' && error !== null && 'statusText' in error ? String(error.statusText) : '';
      return [routeId, { status, statusText, data: null, internal: false }];
    }),
  );
}

/**
 * Streams a page: runs the route loaders (guards, data prefetch through RTK Query with the session's
 * token), then React's stream between a head and a tail that carry language, direction, theme,
 * the route's modulepreloads and the escaped boot state.
 */
export function createPageRenderer(deps: PageRendererDeps) {
  const { manifest, logger } = deps;
  const timeoutMs = deps.renderTimeoutMs ?? 10_000;

  function renderPage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Every number, amount and date of the render is written in the page's digits.
    const language = detectLanguage(req, res);
    return withPageWriting(requestWriting(req, language), () => renderInScope(req, res, next, language));
  }

  async function renderInScope(req: Request, res: Response, next: NextFunction, language: Language) {
    const started = performance.now();
    const nonce = String(res.locals.cspNonce ?? '');
    const direction = directionOf(language);
    const theme = toThemePreference(req.cookies?.[THEME_COOKIE]);
    const writing = requestWriting(req, language);
    const { numerals } = writing;
    const user = req.session?.user ?? null;
    const token = req.session?.providerToken;
    const providerUrl = deps.providerUrl();
    // The session store is down and this browser holds a session: who it is cannot be known now.
    // A staff sign-in between the password and the code: the login page shows the code step.
    const pending = user ? undefined : req.session?.pendingSecondStep;
    const secondStepDue = pending && pending.expiresAt > Date.now() ? pending.due : undefined;
    const sessionUnknown = res.locals.sessionStatus === 'unavailable' && typeof req.cookies?.[SESSION_COOKIE] === 'string';

    const cache = deps.pageCache?.enabled ? deps.pageCache : undefined;
    const cacheKey = cache && visitorPageKey(req, res, { language: writingKey(language, writing), theme });
    if (cache && cacheKey) {
      let cached = cache.get(cacheKey);
      let result: 'hit' | 'shared' = 'hit';
      const underway = cached ? undefined : cache.inFlight(cacheKey);
      if (underway) {
        await underway;
        cached = cache.get(cacheKey);
        result = 'shared';
      }
      if (cached) {
        countLookup(result, cache);
        return sendVisitorPage(req, res, cached, nonce, result);
      }
      countLookup('miss', cache);
    }
    const cacheRender = cache && cacheKey ? cache.begin(cacheKey) : undefined;
    // Every way this request ends without a page to keep lets the requests waiting for it go on.
    res.on('close', () => cacheRender?.abandon());
    // A scheduled post appears at a known time: a cached page lives no longer than that.
    let changesAt: number | undefined;

    let tokenRefused = false;
    // One deadline for all of the page's data, however many calls it makes: past it, the page
    // renders its error state rather than keep the visitor waiting on a stalled provider.
    const dataDeadline = AbortSignal.timeout(deps.pageDataTimeoutMs ?? 5_000);
    const store = makeStore(
      { session: { user, expiredCount: 0, ...(sessionUnknown && { unavailable: true }), ...(secondStepDue && { secondStepDue }) } },
      pageTransport({
        providerUrl,
        token,
        language,
        requestId: String(req.id ?? ''),
        signal: dataDeadline,
        onSessionExpired: () => (tokenRefused = true),
        onContentChangesAt: (at) => (changesAt = Math.min(changesAt ?? Infinity, at)),
      }),
    );

    const abort = new AbortController();
    // On close: abort the loaders' calls, and clear RTK Query's cache timers, which would otherwise
    // keep this request's store alive for a minute.
    res.on('close', () => {
      abort.abort();
      store.dispatch(api.util.resetApiState());
    });
    try {
      const handler = createStaticHandler(createRoutes(store));
      const context = await handler.query(toFetchRequest(req, abort.signal));
      if (context instanceof globalThis.Response) {
        const location = context.headers.get('Location');
        if (location && context.status >= 300 && context.status < 400) return res.redirect(context.status, location);
        res.status(context.status).end();
        return;
      }
      // The page's data (started by the route loaders) and the code of its deferred sections.
      await Promise.all([...store.dispatch(api.util.getRunningQueriesThunk()), preloadDeferred()]);
      const dataLoaded = performance.now();
      // The visitor left while the data loaded: rendering now would only keep a busy server busier.
      if (abort.signal.aborted) return;
      // The provider refused the session's token while loading the page: the session ends here,
      // and the page goes out for a visitor whose boot state says why (the browser shows the toast).
      if (tokenRefused && user) await endSession(req, res, logger);

      const i18n = serverI18n(language);
      const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined).filter((h): h is RouteHandle => !!h);
      const leaf = handles.at(-1);
      const appName = i18n.t('appName');
      const errorStatus = context.errors ? Object.values(context.errors).map((e) => (e as { status?: number })?.status)[0] : undefined;
      const titleKey =
        errorStatus === 404
          ? 'errors.notFoundTitle'
          : errorStatus === 403
            ? 'errors.forbiddenTitle'
            : errorStatus === 503
              ? 'errors.unavailableTitle'
              : leaf?.titleKey;
      const meta: Partial<PageMeta> =
        (!errorStatus && leaf?.seo?.meta?.({ state: store.getState(), params: context.matches.at(-1)?.params ?? {}, language, t: i18n.t })) || {};
      const title = meta.title ?? (titleKey ? `${i18n.t(titleKey)} | ${appName}` : appName);
      const description = meta.description ?? (leaf?.seo?.descriptionKey && !errorStatus ? i18n.t(leaf.seo.descriptionKey) : i18n.t('appTagline'));
      const siteUrl = deps.publicSiteUrl;
      const seo = seoTags({
        siteName: appName,
        title,
        description,
        language,
        urls: pageUrls(siteUrl, new URL(req.originalUrl, 'http://localhost').pathname, language, meta.languages),
        image: absoluteUrl(siteUrl, meta.image ?? DEFAULT_SHARE_IMAGE),
        indexable: Boolean(leaf?.seo?.indexable) && meta.indexable !== false && !errorStatus && context.statusCode < 400,
        ...(meta.article ? { article: meta.article } : {}),
      });

      const pathname = new URL(req.originalUrl, 'http://localhost').pathname;
      const deferredData = new Set(handles.flatMap((handle) => handle.deferredData ?? []));
      const rendered = renderedData(store.getState(), deferredData);
      const texts = pageTextFiles(manifest, language, pathname, !context.errors);
      const bootState: BootState = {
        language,
        numerals,
        hijri: writing.hijri,
        resources: texts ? {} : pageResources(language, pathname, !context.errors),
        ...(texts && { texts }),
        store: bootStore(store.getState(), deferredData, language),
        ...(rendered && { renderedData: rendered }),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: hydrationErrors(context.errors) },
      };
      const serializedState = serializeState(bootState);
      const router = createStaticRouter(handler.dataRoutes, context);

      let status = context.statusCode;
      const emotionCache = createEmotionCache(direction, nonce, direction === 'rtl' ? RTL_STYLIS_PLUGINS : undefined);
      const criticalCss = collectCriticalCss(emotionCache);
      const sections = requestSections(deps.sectionStore ?? processSections, writingKey(language, writing), emotionCache, criticalCss);
      const body: Buffer[] = [];
      const collector = new PassThrough();
      collector.on('data', (chunk: Buffer) => body.push(chunk));
      collector.on('end', () => {
        if (res.destroyed || res.writableEnded) return cacheRender?.abandon();
        const bodyHtml = Buffer.concat(body).toString('utf8');
        if (status < 500) sections.keep(bodyHtml);
        const rendered = performance.now();
        // Where an uncached page's time went: loading its data, then rendering it.
        res.setHeader('Server-Timing', `data;dur=${(dataLoaded - started).toFixed(1)}, render;dur=${(rendered - dataLoaded).toFixed(1)}`);
        const html =
          documentHead({
            language,
            direction,
            theme,
            title,
            description,
            nonce,
            // The baseline and the theme's variables (theme-stylesheet.tsx), then the page's own rules.
            stylesheets: [...manifest.entry.css.map(assetUrl), themeStylesheet(language).url],
            fontPreloads: [manifest.fonts?.[PRELOADED_FONT[language]]].filter((file): file is string => !!file).map(assetUrl),
            criticalCss: criticalCss.styleElements(nonce, bodyHtml),
            extraHead: seo,
          }) +
          bodyHtml +
          documentTail({
            nonce,
            serializedState,
            code: {
              entry: assetUrl(manifest.entry.file),
              // An Arabic page's hydration waits for the RTL stylis plugin: fetched with the rest.
              modules: [
                manifest.entry.file,
                ...manifest.entry.imports,
                ...preloadsFor(manifest, [...handles.map((h) => h.chunk), ...(direction === 'rtl' ? [RTL_PLUGINS_CHUNK] : [])]),
              ].map(assetUrl),
              texts: texts ? Object.values(texts) : [],
            },
          });
        // Only a complete page, with all its data, that any visitor would get is kept.
        const keepable = status === 200 && !context.errors && !tokenRefused && !dataDeadline.aborted && !pageDataFailed(store.getState());
        if (cacheRender && keepable) {
          const page = cacheRender.store({ status, html, nonce, ...(changesAt !== undefined && { changesAt }) });
          return sendVisitorPage(req, res, page, nonce, 'miss');
        }
        cacheRender?.abandon();
        res.status(status);
        if (status === 503) res.setHeader('Retry-After', '5');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'private, no-cache');
        res.setHeader('Vary', 'Cookie, Accept-Language');
        res.end(html);
      });
      const stream = renderToPipeableStream(
        <AppProviders store={store} i18n={i18n} emotionCache={emotionCache}>
          <SectionCacheContext.Provider value={sections.cache}>
            <StaticRouterProvider router={router} context={context} hydrate={false} nonce={nonce} />
          </SectionCacheContext.Provider>
        </AppProviders>,
        {
          nonce,
          // Never "outline" a large completed Suspense boundary (send its fallback first and swap
          // the content in with a script later): the page must read the same without JavaScript.
          progressiveChunkSize: Number.MAX_SAFE_INTEGER,
          // The whole page at once: its data is loaded before rendering starts, so nothing is left
          // to stream, and <head> can carry the page's CSS, known only once everything rendered.
          onAllReady() {
            stream.pipe(collector);
          },
          onShellError(error) {
            logger.error({ err: error, url: req.originalUrl }, 'page shell failed to render');
            if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error');
          },
          onError(error) {
            status = 500;
            logger.error({ err: error, url: req.originalUrl }, 'page render error');
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error('render timeout')), timeoutMs);
      res.on('close', () => clearTimeout(timer));
    } catch (error) {
      // The visitor left while the page's data was loading: nobody is waiting for an answer, and
      // react-router's static handler does not always end an aborted query with the abort's reason
      // (a lazy route's loader settles as undefined, and query() then fails reading its `.result`).
      if (abort.signal.aborted) return;
      next(error);
    }
  }

  return renderPage;
}
