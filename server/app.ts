import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type RequestHandler, type Router } from 'express';
import path from 'node:path';
import type { Logger } from 'pino';
import type { WebConfig } from './config';
import { errorHandler, notFoundHandler } from './http/errors';
import { precompressedAssets } from './http/precompressed-assets';
import { metricsRoute } from '../shared/server/metrics';
import { refuseMalformedPath } from './http/malformed-path';
import { requestMetrics } from './http/request-metrics';
import { healthRoutes, providerReadiness, type ReadinessCheck } from './http/health';
import { requestLogging } from './http/request-logging';
import { systemStatusRoutes } from './http/system-status';
import { cspNonce, securityHeaders } from './http/security';
import { createLogger } from './logger';
import { readManifest, ASSETS_URL_PREFIX, type AssetManifest } from './render/asset-manifest';
import { createPageRenderer } from './render/render-page';
import { themeStylesheetRoute } from './render/theme-stylesheet';
import type { SectionStore } from './render/section-cache';
import type { PageCache } from './render/page-cache';
import { cachedVisitorPages } from './render/visitor-pages';
import { seoRoutes } from './seo/seo-routes';

export interface WebAppDeps {
  logger?: Logger;
  manifest?: AssetManifest;
  /** The provider's base URL, read per request (the embedded provider is started after the app is made). */
  providerUrl?: () => string | undefined;
  /** Session middleware (express-session); without it pages render for visitors only. */
  session?: RequestHandler;
  /** The /api routes (login, logout, me, proxy to the provider). */
  api?: Router;
  readinessChecks?: ReadinessCheck[];
  /** Server-rendered sections kept for reuse (server/render/section-cache.ts); one for the process by default. */
  sectionStore?: SectionStore;
  /** Visitors' pages kept in memory (server/render/page-cache.ts); none without it. */
  pageCache?: PageCache;
}

/** Builds the web server without listening: supertest and server/index.ts both start here. */
export function createApp(config: WebConfig, deps: WebAppDeps = {}) {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const manifest = deps.manifest ?? readManifest(config.staticDir);
  const providerUrl = deps.providerUrl ?? (() => config.providerUrl);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);

  app.use(metricsRoute(config.metricsToken));
  app.use(requestLogging(logger));
  app.use(requestMetrics);
  app.use(refuseMalformedPath);
  app.use(cspNonce);
  app.use(securityHeaders({ https: config.publicSiteUrl.startsWith('https:') }));
  // A visitor's page kept in memory goes out before anything else runs, compressed as stored.
  if (deps.pageCache) app.use(cachedVisitorPages(deps.pageCache));
  app.use(compression());

  // Content-hashed files: cached for a year and never revalidated; prebuilt .br/.gz when accepted.
  app.use(ASSETS_URL_PREFIX, themeStylesheetRoute());
  app.use(ASSETS_URL_PREFIX, precompressedAssets(path.join(config.staticDir, 'assets')));
  app.use(ASSETS_URL_PREFIX, express.static(path.join(config.staticDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }));
  // Only for names with an extension (every file of the public folder has one): a stat of the folder
  // on every page and /api call cost more than proxying the call.
  const publicFiles = express.static(path.join(config.staticDir, 'public'), { maxAge: '1d', index: false });
  app.use((req, res, next) => (!req.path.startsWith('/api/') && /\.[^/]*$/.test(req.path) ? publicFiles(req, res, next) : next()));

  app.use(healthRoutes(() => [providerReadiness(providerUrl), ...(deps.readinessChecks ?? [])]));
  app.use(seoRoutes({ publicSiteUrl: config.publicSiteUrl, providerUrl, providerTimeoutMs: config.providerTimeoutMs, logger }));

  app.use(cookieParser());
  if (deps.session) app.use(deps.session);
  if (deps.session) app.use(systemStatusRoutes({ providerUrl, redisCheck: deps.readinessChecks?.find((check) => check.name === 'redis') }));
  if (deps.api) app.use('/api', deps.api);

  app.use(
    createPageRenderer({
      manifest,
      logger,
      providerUrl,
      pageDataTimeoutMs: config.pageDataTimeoutMs,
      publicSiteUrl: config.publicSiteUrl,
      ...(deps.sectionStore ? { sectionStore: deps.sectionStore } : {}),
      ...(deps.pageCache ? { pageCache: deps.pageCache } : {}),
    }),
  );
  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
