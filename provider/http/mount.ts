import express, { type RequestHandler, type Router } from 'express';
import { refuseDeepJson } from '../../shared/api/json-depth';
import { ok } from '../../shared/api/envelope';
import { authenticate } from '../auth/authenticate';
import { audited } from '../audit/audited';
import { answerCached } from './answer-cache';
import type { AppServices, RouteContext } from './context';
import { idempotencyKeyOf, oncePerKey, requestFingerprint } from './idempotency';
import { languageOf, translatorFor } from './i18n';
import { readRequestInput } from './request-input';
import type { RouteDef } from './route';

/**
 * Mounts each route: its JSON body parsed (only where it takes one), authentication and
 * authorization, then the strict read of its path,
 * query and JSON body (request-input.ts), then its own middleware (uploads), then the handler.
 */
export function mountRoutes(router: Router, routes: RouteDef[], app: AppServices): void {
  // Only a route that takes a JSON body reads one; deep nesting is refused before it is parsed.
  const jsonBody = express.json({ limit: '100kb', verify: refuseDeepJson });
  const noBody: RequestHandler = (_req, _res, next) => next();
  for (const def of routes) {
    router[def.method](
      def.path,
      def.body || def.jsonAlternative ? jsonBody : noBody,
      async (req, res, next) => {
        res.locals.routeTemplate = def.path;
        const language = languageOf(req);
        const user = await authenticate(app, req, def);
        const input = await readRequestInput(def, req);
        res.locals.context = {
          req,
          res,
          app,
          language,
          t: translatorFor(language),
          user,
          route: def,
          query: input.query,
          body: input.body,
        } satisfies RouteContext;
        next();
      },
      ...(def.before ?? []),
      async (req, res) => {
        const ctx = res.locals.context as RouteContext;
        const key = def.idempotent ? idempotencyKeyOf(req) : null;
        if (key) {
          const call = { scope: ctx.user ? `user:${ctx.user.id}` : 'public', key, fingerprint: requestFingerprint(def.method, req.path, ctx.body) };
          const answer = await oncePerKey(app.db, call, async (trx) => {
            const inTrx = { ...ctx, app: { ...ctx.app, db: trx } };
            const outcome = await audited(inTrx, () => def.handle(inTrx));
            if (!outcome) throw new Error(`${def.method} ${def.path} is idempotent but answered by itself`);
            return { status: outcome.status ?? 200, body: ok(outcome.result, outcome.message ? ctx.t(outcome.message) : '') };
          });
          if (answer.replayed) res.setHeader('Idempotent-Replayed', 'true');
          res.status(answer.status).json(answer.body);
          return;
        }
        if (def.cached && def.method === 'get') {
          await answerCached(ctx, def.cached, app.answers, async () => {
            const outcome = await def.handle(ctx);
            return outcome ? { status: outcome.status ?? 200, body: ok(outcome.result, outcome.message ? ctx.t(outcome.message) : '') } : undefined;
          });
          return;
        }
        const outcome = await audited(ctx, () => def.handle(ctx));
        if (!outcome || res.headersSent) return;
        res.status(outcome.status ?? 200).json(ok(outcome.result, outcome.message ? ctx.t(outcome.message) : ''));
      },
    );
  }
}
