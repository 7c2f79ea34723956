import { ratingSchema } from '../../shared/validation/rating';
import { badRequest, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { missingServiceIds } from '../services/services.repository';
import { RATING_PARAMS } from './rating-params';
import { createRating, deleteRating, listRatings, ratingSummaries } from './ratings.repository';

export const ratingRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Rates/create-rate',
    idempotent: true,
    access: 'client',
    tag: 'Rates',
    summary: 'Rate a service as the signed-in client',
    description: "The client is the token's client record; a clientId in the body is ignored.",
    body: ratingSchema,
    returns: { schema: 'Rate' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, ratingSchema);
      if ((await missingServiceIds(ctx.app.db, [input.serviceId])).length > 0) throw badRequest({ serviceId: ['provider:serviceDoesNotExist'] });
      const rate = await createRating(ctx.app.db, {
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
    query: [RATING_PARAMS.value, RATING_PARAMS.serviceId, RATING_PARAMS.withComment],
    returns: { schema: 'Rate', list: true },
    cached: { tables: ['ratings', 'users', 'services'] },
    async handle(ctx) {
      const result = await listRatings(ctx.app.db, {
        ...listQueryOf(ctx),
        value: RATING_PARAMS.value.of(ctx),
        serviceId: RATING_PARAMS.serviceId.of(ctx),
        withComment: RATING_PARAMS.withComment.of(ctx) === true,
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
    cached: { tables: ['ratings', 'services'] },
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
      if (!(await deleteRating(ctx.app.db, parseId(ctx.req.params.id)))) throw notFound('rateNotFound');
      return { result: null, message: 'rateDeleted' };
    },
  },
]);
