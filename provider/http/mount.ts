import type { Router } from 'express';
import { ok } from '../../shared/api/envelope';
import { authenticate } from '../auth/authenticate';
import type { AppServices, RouteContext } from './context';
import { languageOf, translatorFor } from './i18n';
import type { RouteDef } from './route';

/** Mounts each route: authentication and authorization first, then its own middleware, then the handler. */
export function mountRoutes(router: Router, routes: RouteDef[], app: AppServices): void {
  for (const def of routes) {
    router[def.method](
      def.path,
      async (req, res, next) => {
        const language = languageOf(req);
        res.locals.context = {
          req,
          res,
          app,
          language,
          t: translatorFor(language),
          user: await authenticate(app, req, def.access),
        } satisfies RouteContext;
        next();
      },
      ...(def.before ?? []),
      async (_req, res) => {
        const ctx = res.locals.context as RouteContext;
        const outcome = await def.handle(ctx);
        if (!outcome || res.headersSent) return;
        res.status(outcome.status ?? 200).json(ok(outcome.result, outcome.message ? ctx.t(outcome.message) : ''));
      },
    );
  }
}
