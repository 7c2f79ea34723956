import { byId } from '../audit/audit-rule';
import { ratingSchema } from '../../shared/validation/rating';
import type { RatingEligibility } from '../../shared/types/rating';
import type { Db } from '../db/database';
import { onUniqueViolation } from '../db/db-errors';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { missingServiceIds } from '../services/services.repository';
import { RATING_PARAMS } from './rating-params';
import {
  createRating,
  deleteRating,
  findRating,
  hasCompletedBooking,
  isRatedBooking,
  listRatings,
  rateableBookings,
  ratingSummaries,
} from './ratings.repository';

/**
 * The completed booking a new rating reviews: the one named, if it is one of the client's completed
 * bookings of the service not yet rated, else the oldest such booking. Refused (403) without a
 * completed booking of the service, and (409) when each one is already rated.
 */
async function bookingToRate(db: Db, clientId: number, serviceId: number, named: number | undefined): Promise<number> {
  const open = await rateableBookings(db, clientId, serviceId);
  const chosen = named === undefined ? open[0] : open.find((id) => id === named);
  if (chosen !== undefined) return chosen;
  if (named === undefined && (await hasCompletedBooking(db, clientId, serviceId))) throw new HttpError(409, 'CONFLICT', 'serviceAlreadyRated');
  if (named !== undefined && (await isRatedBooking(db, clientId, named))) throw new HttpError(409, 'CONFLICT', 'bookingAlreadyRated');
  throw forbidden('ratingNeedsCompletedBooking');
}

export const ratingRoutes = defineRoutes([
  {
    method: 'post',
    path: '/Rates/create-rate',
    idempotent: true,
    access: 'client',
    tag: 'Rates',
    summary: 'Rate a service as the signed-in client (verified reviews)',
    description:
      "The client is the token's client record; a clientId in the body is ignored. Only a client with a completed booking of the service may rate it, once per booking: bookingId names the booking (one of GET /Rates/eligibility/{serviceId}); without it, the oldest completed booking not yet rated is taken.",
    body: ratingSchema,
    returns: { schema: 'Rate' },
    successStatus: 201,
    errors: {
      409: 'Every completed booking of the service, or the one named, is already rated (CONFLICT); 403 (FORBIDDEN) when the client has no completed booking of the service, or bookingId is not one',
    },
    async handle(ctx) {
      const input = bodyOf(ctx, ratingSchema);
      const clientId = requireUser(ctx).clientId!;
      if ((await missingServiceIds(ctx.app.db, [input.serviceId])).length > 0) throw badRequest({ serviceId: ['provider:serviceDoesNotExist'] });
      const bookingId = await bookingToRate(ctx.app.db, clientId, input.serviceId, input.bookingId);
      const rate = await onUniqueViolation(
        () => createRating(ctx.app.db, { value: input.value, comment: input.comment, serviceId: input.serviceId, clientId, bookingId }),
        () => {
          // Two submissions for the same booking at once: the unique index kept the first.
          throw new HttpError(409, 'CONFLICT', 'bookingAlreadyRated');
        },
      );
      return { status: 201, result: rate, message: 'rateCreated' };
    },
  },
  {
    method: 'get',
    path: '/Rates/eligibility/:serviceId',
    access: 'client',
    tag: 'Rates',
    summary: "What the signed-in client may rate of a service: their completed bookings of it that aren't rated yet",
    returns: { schema: 'RatingEligibility' },
    async handle(ctx) {
      const serviceId = parseId(ctx.req.params.serviceId);
      const clientId = requireUser(ctx).clientId!;
      if ((await missingServiceIds(ctx.app.db, [serviceId])).length > 0) throw notFound('serviceNotFound');
      const eligibility: RatingEligibility = {
        serviceId,
        bookingIds: await rateableBookings(ctx.app.db, clientId, serviceId),
        hasCompletedBooking: await hasCompletedBooking(ctx.app.db, clientId, serviceId),
      };
      return { result: eligibility };
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
    audit: { action: 'rating.delete', entity: 'rating', read: byId(findRating) },
    access: 'admin',
    tag: 'Rates',
    summary: 'Delete an unverified rating (verified ones are kept)',
    description:
      'For moderation. A verified rating (made by a client after a completed booking of the service) is a record and is never deleted: 409 INVALID_STATE. 404 for an unknown rating.',
    errors: { 409: 'The rating is verified and is kept (INVALID_STATE)' },
    returns: 'none',
    async handle(ctx) {
      const outcome = await deleteRating(ctx.app.db, parseId(ctx.req.params.id));
      if (outcome === 'missing') throw notFound('rateNotFound');
      if (outcome === 'verified') throw new HttpError(409, 'INVALID_STATE', 'verifiedRatingKept');
      return { result: null, message: 'rateDeleted' };
    },
  },
]);
