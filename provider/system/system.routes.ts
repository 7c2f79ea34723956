import { pingDatabase } from '../db/database';
import { HttpError } from '../http/http-error';
import { defineRoutes, type RouteDef } from '../http/route';

/** Health, readiness and the API document (built lazily, so it lists these routes too). */
export function systemRoutes(document: () => unknown): RouteDef[] {
  return defineRoutes([
    {
      method: 'get',
      path: '/healthz',
      access: 'public',
      tag: 'System',
      summary: 'Liveness: the process answers',
      returns: { schema: 'Health' },
      async handle() {
        return { result: { status: 'ok' } };
      },
    },
    {
      method: 'get',
      path: '/readyz',
      errors: { 503: 'The database does not answer, or the provider is shutting down' },
      access: 'public',
      tag: 'System',
      summary: 'Readiness: the database answers (503 otherwise)',
      returns: { schema: 'Health' },
      async handle(ctx) {
        // Stopping: a load balancer should send nothing new here, whatever the database says.
        if ((ctx.app.phase?.() ?? 'running') !== 'running') throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'shuttingDown');
        try {
          await pingDatabase(ctx.app.db);
        } catch (error) {
          ctx.app.logger.warn({ err: error }, 'readiness check failed');
          throw new HttpError(503, 'SERVICE_UNAVAILABLE', 'databaseUnavailable');
        }
        return { result: { status: 'ready' } };
      },
    },
    {
      method: 'get',
      path: '/openapi.json',
      access: 'public',
      tag: 'System',
      summary: 'This OpenAPI 3.1 document',
      async handle(ctx) {
        ctx.res.json(document());
      },
    },
  ]);
}
