import { RATING_MAX, RATING_MIN, REQUEST_STATUSES } from '../../shared/constants';
import { notFound } from '../http/http-error';
import { paged, parseListQuery, type ListQuery } from '../http/list-query';
import { enumFilter, intFilter, serviceIdFilter } from '../http/query-filters';
import { defineRoutes, parseId, requireSelfOrAdmin, type RouteOutcome } from '../http/route';
import type { RouteContext } from '../http/context';
import { listRates } from '../rates/rates.repository';
import { listServiceRequests } from '../requests/requests.repository';
import { findUserById } from './users.repository';

/**
 * A user's bookings and ratings, for the admin's user-details modal (and the user themself). Both go
 * through the user's client record; a user without one (an Admin) has none, answered as an empty list.
 */
function authorizedUserId(ctx: RouteContext): number {
  const id = parseId(ctx.req.params.id);
  requireSelfOrAdmin(ctx, id);
  return id;
}

async function clientIdOf(ctx: RouteContext, userId: number): Promise<number | null> {
  const row = await findUserById(ctx.app.db, userId);
  if (!row) throw notFound('userNotFound');
  return row.client_id;
}

const empty = (query: ListQuery): RouteOutcome => ({ result: query.page === null ? [] : paged([], 0, query) });

export const userRelatedRoutes = defineRoutes([
  {
    method: 'get',
    path: '/User/get-user/:id/requests',
    access: 'user',
    tag: 'Users',
    summary: "A user's service requests, newest first (own account, or any for an Admin)",
    paged: true,
    query: [
      { name: 'status', type: 'string', description: 'Only requests in this status.', enum: REQUEST_STATUSES },
      { name: 'serviceId', type: 'integer', description: 'Only requests that include this service.' },
    ],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const userId = authorizedUserId(ctx);
      const query = await parseListQuery(ctx.req.query);
      const status = enumFilter(ctx.req.query, 'status', REQUEST_STATUSES, 'validation:statusInvalid');
      const serviceId = serviceIdFilter(ctx.req.query);
      const clientId = await clientIdOf(ctx, userId);
      if (clientId === null) return empty(query);
      return { result: await listServiceRequests(ctx.app.db, { ...query, clientId, status, serviceId }) };
    },
  },
  {
    method: 'get',
    path: '/User/get-user/:id/ratings',
    access: 'user',
    tag: 'Users',
    summary: "A user's ratings, newest first (own account, or any for an Admin)",
    paged: true,
    query: [
      { name: 'value', type: 'integer', description: 'Only ratings with this star value (1-5; 0 means all).' },
      { name: 'serviceId', type: 'integer', description: 'Only ratings of this service.' },
    ],
    returns: { schema: 'Rate', list: true },
    async handle(ctx) {
      const userId = authorizedUserId(ctx);
      const query = await parseListQuery(ctx.req.query);
      const value = intFilter(ctx.req.query, 'value', RATING_MIN, RATING_MAX, 'validation:ratingRange', true);
      const serviceId = serviceIdFilter(ctx.req.query);
      const clientId = await clientIdOf(ctx, userId);
      if (clientId === null) return empty(query);
      return { result: await listRates(ctx.app.db, { ...query, clientId, value, serviceId }) };
    },
  },
]);
