import { byId } from '../audit/audit-rule';
import { recordConsents } from '../privacy/consents.repository';
import { requireCurrentPolicies } from '../privacy/privacy.service';
import { BOOKING_TRANSITIONS } from '../../shared/constants';
import { bookingStatusSchema } from '../../shared/validation/booking-status';
import { bookingSchema } from '../../shared/validation/booking';
import { badRequest, forbidden, HttpError } from '../http/http-error';
import { listQueryOf } from '../http/list-query';
import { bodyOf, defineRoutes, parseId, requireUser } from '../http/route';
import { noticeBookingReceived, noticeBookingStatus, noticeClientCancelled } from '../notifications/booking-notices';
import { missingServiceIds } from '../services/services.repository';
import { BOOKING_PARAMS, CALENDAR_RANGE, calendarRangeOf } from './booking-params';
import { mainServiceId, nowOf, slotToBook, visibleBooking } from './booking-access';
import { checkBookingQuota } from './booking-quota';
import { refuseClientChange } from './booking-changes.service';
import { cancelBookingSchema } from '../../shared/validation/booking-change';
import { CALENDAR_LIMIT, calendarBookings, changeBookingStatus, createBooking, findBooking, listBookings } from './bookings.repository';
import type { RouteContext } from '../http/context';
import type { Db } from '../db/database';

/** Queues the e-mail of a credit note that cancelling a booking issued, in the cancelling transaction. */
const mailCreditNote = (ctx: RouteContext) => (creditNoteId: number, trx: Db) => ctx.app.notifications.invoiceIssued(creditNoteId, trx);

export const bookingRoutes = defineRoutes([
  {
    method: 'post',
    path: '/DemandeDeService/create',
    idempotent: true,
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'Book a service (a service request with its items)',
    description:
      "The client is the token's client record; a clientId in the body is ignored. Every service must exist. acceptedPrivacyVersion, when sent, is recorded as the client's consent to that privacy policy version (the one in force, else 400 policyOutdated). With slotStartsAt (a slot of the main service from GET /Availability/services/{id}/slots) the booking takes one of the slot's places: 400 when the slot is past, on a day off or not one of the service's slots; 409 CONFLICT when it is full. An optional `address` (the Saudi national address and map link, as PUT /DemandeDeService/{id}/address takes it) is kept with the booking, its fields' errors under `address.<field>`.",
    body: bookingSchema,
    returns: { schema: 'ServiceRequest' },
    errors: {
      409: 'The chosen slot is full (CONFLICT; field error slotStartsAt)',
      429: 'Over a quota of the client (RATE_LIMITED, with Retry-After): bookings in the last hour (BOOKINGS_PER_CLIENT_PER_HOUR), open bookings (OPEN_BOOKINGS_PER_CLIENT), open bookings of the same main service (OPEN_BOOKINGS_PER_SERVICE)',
    },
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
      if (input.acceptedPrivacyVersion !== undefined)
        await requireCurrentPolicies(ctx.app.db, { privacy: { version: input.acceptedPrivacyVersion, field: 'acceptedPrivacyVersion' } });
      const slot = input.slotStartsAt ? await slotToBook(ctx, mainServiceId(input.demandeDeServiceItems), input.slotStartsAt) : null;
      const clientId = requireUser(ctx).clientId!;
      const booking = await createBooking(
        ctx.app.db,
        {
          clientId,
          priorite: input.priorite,
          preferedContactMethode: input.preferedContactMethode,
          description: input.description,
          // A booked slot is the preferred time, whatever else was sent.
          preferedDateAndTime: slot?.startsAt ?? input.preferedDateAndTime,
          location: input.location,
          address: input.address ?? null,
          budget: input.budget,
          items: input.demandeDeServiceItems,
          slot,
        },
        (trx) => checkBookingQuota(trx, ctx.app.config.quotas, clientId, mainServiceId(input.demandeDeServiceItems)),
      );
      if (!booking) throw new HttpError(409, 'CONFLICT', 'slotFull', { slotStartsAt: ['validation:slotFull'] });
      if (input.acceptedPrivacyVersion !== undefined)
        await recordConsents(ctx.app.db, requireUser(ctx).id, 'booking', { privacy: input.acceptedPrivacyVersion });
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
    access: 'staff',
    area: 'operations',
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
    path: '/DemandeDeService/calendar',
    access: 'staff',
    area: 'operations',
    tag: 'DemandeDeService',
    summary: "The bookings of a date range by their time, for the admins' calendar",
    description: `Every booking whose slot (else its preferred date and time) falls on a Saudi calendar date from \`from\` to \`to\` (inclusive, at most 62 days), earliest first, at most ${CALENDAR_LIMIT}; all statuses, each with its status. Optionally only those that include a service.`,
    query: [CALENDAR_RANGE.from, CALENDAR_RANGE.to, BOOKING_PARAMS.serviceId],
    returns: { schema: 'ServiceRequest', list: true },
    async handle(ctx) {
      const result = await calendarBookings(ctx.app.db, { ...calendarRangeOf(ctx), serviceId: BOOKING_PARAMS.serviceId.of(ctx) });
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
    access: 'staff',
    area: 'operations',
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
      const by = { userId: requireUser(ctx).id, role: 'Admin' as const, reason: '' };
      if (
        !BOOKING_TRANSITIONS[booking.status].includes(target) ||
        !(await changeBookingStatus(ctx.app.db, id, booking.status, target, by, mailCreditNote(ctx)))
      ) {
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
    errors: {
      409: 'The booking is completed or already cancelled, or the notice period before its time has begun, or it changed meanwhile (INVALID_STATE)',
    },
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'Cancel an own open booking, until the notice period before its time',
    description:
      "Open bookings (pending, in_review, quoted, in_progress) can be cancelled by their client until `changeDeadline` (the notice period an admin sets with PUT /Availability/change-policy, 48 hours by default, before its slot or preferred time). The reason is kept on the booking (cancellationReason) and in its changes; every admin is e-mailed it; the slot's place is given back.",
    body: cancelBookingSchema,
    returns: { schema: 'ServiceRequest' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const user = requireUser(ctx);
      const booking = await visibleBooking(ctx, id);
      if (booking.clientId !== user.clientId) throw forbidden();
      refuseClientChange(booking, nowOf(ctx));
      const { reason } = bodyOf(ctx, cancelBookingSchema);
      if (!(await changeBookingStatus(ctx.app.db, id, booking.status, 'cancelled', { userId: user.id, role: 'Client', reason }, mailCreditNote(ctx)))) {
        throw new HttpError(409, 'INVALID_STATE', 'bookingChangedMeanwhile');
      }
      const cancelled = (await findBooking(ctx.app.db, id))!;
      await noticeBookingStatus(ctx, cancelled);
      await noticeClientCancelled(ctx, cancelled);
      return { result: cancelled, message: 'requestCancelled' };
    },
  },
]);
