import { secondStepRoutes } from './auth/second-step.routes';
import express, { type Express } from 'express';
import { randomUUID } from 'node:crypto';
import { REQUEST_LOG_SERIALIZERS } from '../shared/server/logger';
import { metricsRoute } from '../shared/server/metrics';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { adminNoticeRoutes } from './admin-notices/admin-notices.routes';
import { auditRoutes } from './audit/audit.routes';
import { authRoutes } from './auth/auth.routes';
import { blogAdminRoutes } from './blog/blog-admin.routes';
import { blogRoutes } from './blog/blog.routes';
import { boundedHasher } from './auth/hash-queue';
import { createPasswordHasher } from './auth/passwords';
import { createTokenService } from './auth/tokens';
import type { ProviderConfig } from './config';
import { contactRoutes } from './contact/contact.routes';
import { contentRoutes } from './content/content.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { exportRoutes } from './exports/exports.routes';
import { fileRoutes } from './files/files.routes';
import { createFileStorage } from './files/storage/create-storage';
import { AnswerCache } from './http/answer-cache';
import type { AppServices, ProviderDeps } from './http/context';
import { errorHandler, notFoundHandler } from './http/error-handler';
import { mountRoutes } from './http/mount';
import { setUpNotifications } from './notifications/notifications';
import { systemClock } from './jobs/job-queue';
import { connectionMetrics, requestMetrics } from './http/request-metrics';
import type { RouteDef } from './http/route';
import { buildOpenApiDocument } from './openapi/openapi';
import { partnerRoutes } from './partners/partners.routes';
import { assignmentRoutes, bookingAddressRoutes } from './assignments/assignments.routes';
import { partnerDispatchRoutes } from './partners/partner-dispatch.routes';
import { invoiceRoutes } from './invoices/invoices.routes';
import { quoteRoutes } from './quotes/quotes.routes';
import { financeRoutes } from './finance/finance.routes';
import { ratingRoutes } from './ratings/ratings.routes';
import { bookingRoutes } from './bookings/bookings.routes';
import { bookingChangeRoutes } from './bookings/booking-changes.routes';
import { bookingMessageRoutes } from './booking-messages/booking-messages.routes';
import { schedulingRoutes } from './scheduling/scheduling.routes';
import { serviceRoutes } from './services/services.routes';
import { systemRoutes } from './system/system.routes';
import { userRelatedRoutes } from './users/user-related.routes';
import { userRoutes } from './users/users.routes';
import { privacyRoutes } from './privacy/privacy.routes';
import { zatcaContextOf } from './zatca/zatca-context';
import { zatcaRoutes } from './zatca/zatca.routes';
import { paymentGatewayOf } from './payments/moyasar-gateway';
import { paymentRoutes } from './payments/payments.routes';
import { bookingProgressRoutes } from './job-progress/booking-progress.routes';
import { checklistRoutes } from './job-progress/checklists.routes';
import { partnerJobRoutes } from './job-progress/partner-jobs.routes';

export type ProviderAppDeps = ProviderDeps;

/** Every route of the provider, in mounting order (specific paths before their :id siblings). */
export function providerRoutes(config: ProviderConfig): RouteDef[] {
  const routes: RouteDef[] = [];
  let document: unknown;
  routes.push(
    ...systemRoutes(() => (document ??= buildOpenApiDocument(routes))),
    ...authRoutes,
    ...secondStepRoutes,
    // Before the areas' own routes: /Rates/export is not /Rates/:id.
    ...exportRoutes,
    ...serviceRoutes(config.uploadDir),
    ...partnerRoutes,
    ...partnerDispatchRoutes,
    ...ratingRoutes,
    ...contactRoutes,
    ...contentRoutes,
    ...dashboardRoutes,
    ...userRoutes,
    ...userRelatedRoutes,
    ...bookingChangeRoutes,
    ...bookingMessageRoutes(config.uploadDir),
    ...bookingRoutes,
    ...assignmentRoutes,
    ...bookingAddressRoutes,
    ...schedulingRoutes,
    ...quoteRoutes,
    ...financeRoutes,
    ...invoiceRoutes,
    ...paymentRoutes,
    ...zatcaRoutes,
    ...blogRoutes,
    ...blogAdminRoutes(config.uploadDir),
    ...fileRoutes,
    ...auditRoutes,
    ...adminNoticeRoutes,
    ...privacyRoutes,
    // Job progress (issue 27 items 4-5).
    ...partnerJobRoutes(config.uploadDir),
    ...bookingProgressRoutes,
    ...checklistRoutes,
  );
  return routes;
}

/** The provider API as an Express app, not listening (start.ts listens; tests use supertest). */
export function createProviderApp(deps: ProviderAppDeps): Express {
  const services: AppServices = {
    ...deps,
    storage: deps.storage ?? createFileStorage(deps.config, deps.db),
    tokens: createTokenService(deps.config.tokenSecret, deps.config.tokenTtlMinutes),
    passwords: boundedHasher(createPasswordHasher(deps.config.passwordHashCost), {
      concurrency: deps.config.passwordHashConcurrency,
      queue: deps.config.passwordHashQueue,
      maxWaitMs: deps.config.passwordHashMaxWaitMs,
    }),
    answers: new AnswerCache(),
    notifications: deps.notifications ?? setUpNotifications(deps),
    clock: deps.clock ?? systemClock,
    zatca: zatcaContextOf(deps.config),
    payments: paymentGatewayOf(deps.config),
  };
  if (deps.connectionStats) connectionMetrics(deps.connectionStats);
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  app.use(metricsRoute(deps.config.metricsToken ?? undefined));
  app.use(
    pinoHttp({
      logger: deps.logger,
      // The web server's request id, so one user action can be followed through both logs.
      genReqId: (req) => {
        const incoming = req.headers['x-request-id'];
        return typeof incoming === 'string' && /^[\w.-]{8,128}$/.test(incoming) ? incoming : randomUUID();
      },
      serializers: REQUEST_LOG_SERIALIZERS,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use(requestMetrics);
  app.use(
    helmet({
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'same-site' },
    }),
  );

  const router = express.Router();
  mountRoutes(router, providerRoutes(deps.config), services);
  app.use(router);

  app.use(notFoundHandler());
  app.use(errorHandler(deps.logger));
  return app;
}
