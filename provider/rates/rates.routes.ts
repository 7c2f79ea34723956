import { rateSchema } from '../../shared/validation/rate';
import { badRequest, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { missingServiceIds } from '../services/services.repository';
import { RATE_PARAMS } from './rate-params';
import { createRate, deleteRate, listRates, ratingSummaries } from './rates.repository';

export const rateRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Rates/create-rate',
    idempotent: true,
    access: 'client',
    tag: 'Rates',
    summary: 'Rate a service as the signed-in client',
    description: "The client is the token's client record; a clientId in the body is ignored.",
    body: rateSchema,
    returns: { schema: 'Rate' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, rateSchema);
      if ((await missingServiceIds(ctx.app.db, [input.serviceId])).length > 0) throw badRequest({ serviceId: ['provider:serviceDoesNotExist'] });
      const rate = await createRate(ctx.app.db, {
        value: input.value,
        comment: input.comment,
        serviceId: input.serviceId,
        clientId: requireUser(ctx).clientId!,
      });
      return { status: 201, result: rate, message: 'rateCreated' };
    },
  },
  {
    method: 'get',
    path: '/Rates/get-all',
    access: 'public',
    tag: 'Rates',
    summary: 'All ratings, newest first',
    paged: true,
    query: [RATE_PARAMS.value, RATE_PARAMS.serviceId, RATE_PARAMS.withComment],
    returns: { schema: 'Rate', list: true },
    cached: { tables: ['rates', 'users', 'services'] },
    async handle(ctx) {
      const result = await listRates(ctx.app.db, {
        ...listQueryOf(ctx),
        value: RATE_PARAMS.value.of(ctx),
        serviceId: RATE_PARAMS.serviceId.of(ctx),
        withComment: RATE_PARAMS.withComment.of(ctx) === true,
      });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/Rates/summary',
    access: 'public',
    tag: 'Rates',
    summary: 'Average and number of ratings per rated service',
    description: 'Every rating counts towards the average; reviewCount says how many have a comment. Most rated services first.',
    returns: { schema: 'ServiceRatingSummary', list: true },
    cached: { tables: ['rates', 'services'] },
    async handle(ctx) {
      return { result: await ratingSummaries(ctx.app.db) };
    },
  },
  {
    method: 'delete',
    path: '/Rates/:id',
    access: 'admin',
    tag: 'Rates',
    summary: 'Delete a rating',
    returns: 'none',
    async handle(ctx) {
      if (!(await deleteRate(ctx.app.db, parseId(ctx.req.params.id)))) throw notFound('rateNotFound');
      return { result: null, message: 'rateDeleted' };
    },
  },
]);
