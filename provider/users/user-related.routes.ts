import { notFound } from '../http/http-error';
import { listQueryOf, paged, type ListQuery } from '../http/list-query';
import { defineRoutes, parseId, requireSelfOrAdmin, type RouteOutcome } from '../http/route';
import { RATING_PARAMS } from '../ratings/rating-params';
import { BOOKING_PARAMS } from '../bookings/booking-params';
import type { RouteContext } from '../http/context';
import { listRatings } from '../ratings/ratings.repository';
import { listBookings } from '../bookings/bookings.repository';
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
    query: [BOOKING_PARAMS.status, BOOKING_PARAMS.serviceId],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const userId = authorizedUserId(ctx);
      const query = listQueryOf(ctx);
      const status = BOOKING_PARAMS.status.of(ctx);
      const serviceId = BOOKING_PARAMS.serviceId.of(ctx);
      const clientId = await clientIdOf(ctx, userId);
      if (clientId === null) return empty(query);
      return { result: await listBookings(ctx.app.db, { ...query, clientId, status, serviceId }) };
    },
  },
  {
    method: 'get',
    path: '/User/get-user/:id/ratings',
    access: 'user',
    tag: 'Users',
    summary: "A user's ratings, newest first (own account, or any for an Admin)",
    paged: true,
    query: [RATING_PARAMS.value, RATING_PARAMS.serviceId],
    returns: { schema: 'Rate', list: true },
    async handle(ctx) {
      const userId = authorizedUserId(ctx);
      const query = listQueryOf(ctx);
      const value = RATING_PARAMS.value.of(ctx);
      const serviceId = RATING_PARAMS.serviceId.of(ctx);
      const clientId = await clientIdOf(ctx, userId);
      if (clientId === null) return empty(query);
      return { result: await listRatings(ctx.app.db, { ...query, clientId, value, serviceId }) };
    },
  },
]);
