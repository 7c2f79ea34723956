import { byId } from '../audit/audit-rule';
import { BOOKING_TRANSITIONS } from '../../shared/constants';
import { bookingStatusSchema } from '../../shared/validation/booking-status';
import { bookingSchema } from '../../shared/validation/booking';
import type { RouteContext } from '../http/context';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, isAdmin, parseId, requireUser } from '../http/route';
import { noticeBookingReceived, noticeBookingStatus } from '../notifications/booking-notices';
import { missingServiceIds } from '../services/services.repository';
import { BOOKING_PARAMS } from './booking-params';
import { checkSlot } from '../scheduling/scheduling.service';
import { type BookedSlot, changeBookingStatus, createBooking, findBooking, listBookings } from './bookings.repository';

/** The booking if the caller may see it: an Admin, or the client who made it. Others get 404, not 403, to not reveal ids. */
async function visibleBooking(ctx: RouteContext, id: number) {
  const user = requireUser(ctx);
  const booking = await findBooking(ctx.app.db, id);
  if (!booking || (!isAdmin(user) && booking.clientId !== user.clientId)) throw notFound('requestNotFound');
  return booking;
}

const mainServiceId = (items: ReadonlyArray<{ isAdditionalService: boolean; serviceId: number }>) => items.find((i) => !i.isAdditionalService)!.serviceId;

/** The slot a booking asks for, checked against the main service's availability (400 if it cannot be booked). */
async function slotToBook(ctx: RouteContext, serviceId: number, startsAt: Date): Promise<BookedSlot> {
  const schedule = await checkSlot(ctx.app.db, serviceId, startsAt, new Date(), 'slotStartsAt');
  return { serviceId, startsAt, minutes: schedule.durationMinutes, capacity: schedule.capacity };
}

export const bookingRoutes = defineRoutes([
  {
    method: 'post',
    path: '/DemandeDeService/create',
    idempotent: true,
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'Book a service (a service request with its items)',
    description:
      "The client is the token's client record; a clientId in the body is ignored. Every service must exist. With slotStartsAt (a slot of the main service from GET /Availability/services/{id}/slots) the booking takes one of the slot's places: 400 when the slot is past, on a day off or not one of the service's slots; 409 CONFLICT when it is full.",
    body: bookingSchema,
    returns: { schema: 'ServiceRequest' },
    errors: { 409: 'The chosen slot is full (CONFLICT; field error slotStartsAt)' },
    successStatus: 201,
    async handle(ctx) {
      const input = bodyOf(ctx, bookingSchema);
      const missing = await missingServiceIds(
        ctx.app.db,
        input.demandeDeServiceItems.map((i) => i.serviceId),
      );
      if (missing.length > 0) {
        const errors: Record<string, string[]> = {};
        input.demandeDeServiceItems.forEach((item, index) => {
          if (missing.includes(item.serviceId)) errors[`demandeDeServiceItems[${index}].serviceId`] = ['provider:serviceDoesNotExist'];
        });
        throw badRequest(errors);
      }
      const slot = input.slotStartsAt ? await slotToBook(ctx, mainServiceId(input.demandeDeServiceItems), input.slotStartsAt) : null;
      const booking = await createBooking(ctx.app.db, {
        clientId: requireUser(ctx).clientId!,
        priorite: input.priorite,
        preferedContactMethode: input.preferedContactMethode,
        description: input.description,
        // A booked slot is the preferred time, whatever else was sent.
        preferedDateAndTime: slot?.startsAt ?? input.preferedDateAndTime,
        location: input.location,
        budget: input.budget,
        items: input.demandeDeServiceItems,
        slot,
      });
      if (!booking) throw new HttpError(409, 'CONFLICT', 'slotFull', { slotStartsAt: ['validation:slotFull'] });
      await noticeBookingReceived(ctx, booking);
      return { status: 201, result: booking, message: 'requestCreated' };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/my-requests',
    access: 'client',
    tag: 'DemandeDeService',
    summary: "The signed-in client's own requests, newest first",
    paged: true,
    query: [BOOKING_PARAMS.status, BOOKING_PARAMS.serviceId],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const result = await listBookings(ctx.app.db, {
        ...listQueryOf(ctx),
        clientId: requireUser(ctx).clientId,
        status: BOOKING_PARAMS.status.of(ctx),
        serviceId: BOOKING_PARAMS.serviceId.of(ctx),
      });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/get-all',
    access: 'admin',
    tag: 'DemandeDeService',
    summary: 'All service requests, newest first',
    paged: true,
    query: [BOOKING_PARAMS.status, BOOKING_PARAMS.serviceId],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const result = await listBookings(ctx.app.db, {
        ...listQueryOf(ctx),
        clientId: null,
        status: BOOKING_PARAMS.status.of(ctx),
        serviceId: BOOKING_PARAMS.serviceId.of(ctx),
      });
      return { result };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/:id',
    access: 'user',
    tag: 'DemandeDeService',
    summary: 'One service request (own, or any for an Admin)',
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      return { result: await visibleBooking(ctx, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'patch',
    path: '/DemandeDeService/update-status/:id',
    audit: { action: 'booking.status', entity: 'booking', read: byId(findBooking) },
    errors: { 409: "A move the booking's status does not allow (INVALID_STATE)" },
    // Cancelling gives the booking's slot place back (bookings.repository.ts changeBookingStatus).
    access: 'admin',
    tag: 'DemandeDeService',
    summary: 'Move a request to another status',
    description:
      'pending → in_review | quoted | in_progress | cancelled; in_review → quoted | in_progress | cancelled; quoted → in_review | in_progress | cancelled; in_progress → completed | cancelled. Other moves: 409 INVALID_STATE.',
    body: bookingStatusSchema,
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const { status: target } = bodyOf(ctx, bookingStatusSchema);
      const booking = await visibleBooking(ctx, id);
      if (booking.status === target) return { result: booking, message: 'requestStatusUpdated' };
      if (!BOOKING_TRANSITIONS[booking.status].includes(target) || !(await changeBookingStatus(ctx.app.db, id, booking.status, target))) {
        throw new HttpError(409, 'INVALID_STATE', 'statusTransitionInvalid');
      }
      const moved = (await findBooking(ctx.app.db, id))!;
      await noticeBookingStatus(ctx, moved);
      return { result: moved, message: 'requestStatusUpdated' };
    },
  },
  {
    method: 'patch',
    path: '/DemandeDeService/cancel/:id',
    errors: { 409: 'The booking is no longer pending (INVALID_STATE)' },
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'Cancel an own request while it is pending',
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const booking = await visibleBooking(ctx, id);
      if (booking.clientId !== requireUser(ctx).clientId) throw forbidden();
      if (booking.status !== 'pending' || !(await changeBookingStatus(ctx.app.db, id, 'pending', 'cancelled'))) {
        throw new HttpError(409, 'INVALID_STATE', 'onlyPendingCancellable');
      }
      const cancelled = (await findBooking(ctx.app.db, id))!;
      await noticeBookingStatus(ctx, cancelled);
      return { result: cancelled, message: 'requestCancelled' };
    },
  },
]);
