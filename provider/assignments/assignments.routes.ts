import { assignPartnerSchema, bookingAddressSchema } from '../../shared/validation/dispatch';
import { byId } from '../audit/audit-rule';
import { saveBookingAddress } from '../bookings/booking-address';
import { findBooking } from '../bookings/bookings.repository';
import { forbidden, HttpError } from '../http/http-error';
import { requireBookingAccess } from './booking-access';
import type { Db } from '../db/database';
import { bodyOf, defineRoutes, parseId } from '../http/route';
import { requireUser } from '../http/route';
import { BOOKING_PARAMS, CALENDAR_RANGE, calendarRangeOf } from '../bookings/booking-params';
import { assignmentsOfBooking, isLiveStatus, liveAssignmentsBetween } from './assignments.repository';
import { assignPartner, dispatchBoard, reassign, withdrawAssignment } from './dispatch.service';

/** The audit log's view of a booking's people: its assignments, before and after the change. */
const bookingAssignments = async (db: Db, id: number | null) => (id === null ? null : assignmentsOfBooking(db, id));

export const assignmentRoutes = defineRoutes([
  {
    // Before /DemandeDeService/:id/assignments, which would read "calendar" as a booking id.
    method: 'get',
    path: '/DemandeDeService/calendar/assignments',
    access: 'staff',
    area: 'operations',
    tag: 'Dispatch',
    summary: "The partners on the calendar's bookings: a lane per partner",
    description:
      'The live assignments (not declined or withdrawn) of the bookings that GET /DemandeDeService/calendar lists for the same dates and service: their slot, else their preferred date and time, on a Saudi calendar date from `from` to `to` (inclusive, at most 62 days). A booking with none is unassigned; one with several partners has a row for each.',
    query: [CALENDAR_RANGE.from, CALENDAR_RANGE.to, BOOKING_PARAMS.serviceId],
    returns: { schema: 'BookingAssignment', list: true },
    async handle(ctx) {
      return { result: await liveAssignmentsBetween(ctx.app.db, { ...calendarRangeOf(ctx), serviceId: BOOKING_PARAMS.serviceId.of(ctx) }) };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/:id/assignments',
    access: 'user',
    tag: 'Dispatch',
    summary: 'Who does the booking: its assignments',
    description:
      "An Admin sees every assignment, the declined and withdrawn ones too; the booking's client and a partner assigned to it see the live ones. Another client gets 404; a partner not assigned to the booking (or no longer) gets 403.",
    returns: { schema: 'BookingAssignment', list: true },
    errors: { 404: 'Unknown booking (or another client’s)' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const access = await requireBookingAccess(ctx.app.db, requireUser(ctx), id);
      const all = await assignmentsOfBooking(ctx.app.db, id);
      return { result: access === 'admin' ? all : all.filter((a) => isLiveStatus(a.status)) };
    },
  },
  {
    method: 'get',
    path: '/DemandeDeService/:id/dispatch',
    access: 'staff',
    area: 'operations',
    tag: 'Dispatch',
    summary: "A booking's assignments and the partners who do its service, each with why they cannot take it",
    description:
      "The booking's time window (its slot, else its preferred time for the service's visit length) and city; every partner of its main service with `refusal` null when they serve its city, work at that time (their own hours and days off within the company's) and hold no overlapping job, else the first reason: archived, otherService, otherCity, dayOff, outsideHours, busy (with `clash`, the job at that time) or assigned.",
    returns: { schema: 'DispatchBoard' },
    async handle(ctx) {
      return { result: await dispatchBoard(ctx.app.db, parseId(ctx.req.params.id)) };
    },
  },
  {
    method: 'post',
    path: '/DemandeDeService/:id/assignments',
    access: 'staff',
    area: 'operations',
    tag: 'Dispatch',
    summary: 'Assign a partner to the booking',
    description:
      "The partner must do the booking's service, serve its city and work at its time, and hold no overlapping job: otherwise 409 with a message naming the reason (the clashing booking, its service and time when busy). A booking can have several partners. The partner is told on their preferred channel (e-mail, SMS or WhatsApp) when they have a login. 409 also for a completed or cancelled booking.",
    body: assignPartnerSchema,
    returns: { schema: 'BookingAssignment' },
    successStatus: 201,
    errors: { 404: 'Unknown booking or partner', 409: 'Booking closed; partner not eligible, already assigned, or busy at that time (named)' },
    audit: { action: 'booking.assign', entity: 'booking', read: bookingAssignments },
    async handle(ctx) {
      const { partnerId } = bodyOf(ctx, assignPartnerSchema);
      const assignment = await assignPartner(ctx.app, ctx.language, requireUser(ctx), parseId(ctx.req.params.id), partnerId);
      return { status: 201, result: assignment, message: 'partnerAssigned' };
    },
  },
  {
    method: 'delete',
    path: '/DemandeDeService/:id/assignments/:assignmentId',
    access: 'staff',
    area: 'operations',
    tag: 'Dispatch',
    summary: 'Withdraw an assignment (before the partner started)',
    description: 'The row stays as history with status withdrawn; the partner is told. 409 once the partner has started or ended the job.',
    returns: { schema: 'BookingAssignment' },
    errors: { 404: 'Unknown booking or assignment', 409: 'The job was started, done, declined or withdrawn already' },
    audit: { action: 'booking.withdraw', entity: 'booking', read: bookingAssignments },
    async handle(ctx) {
      const result = await withdrawAssignment(ctx.app, parseId(ctx.req.params.id), parseId(ctx.req.params.assignmentId));
      return { result, message: 'assignmentWithdrawn' };
    },
  },
  {
    method: 'post',
    path: '/DemandeDeService/:id/assignments/:assignmentId/reassign',
    access: 'staff',
    area: 'operations',
    tag: 'Dispatch',
    summary: 'Hand the job to another partner',
    description:
      'Withdraws the assignment and assigns the partner in the body in one step, under the same rules as assigning: if the new partner is refused (409, named), nothing changes. Both partners are told.',
    body: assignPartnerSchema,
    returns: { schema: 'BookingAssignment' },
    successStatus: 201,
    errors: { 404: 'Unknown booking, assignment or partner', 409: 'Not withdrawable; booking closed; the new partner not eligible, already assigned or busy' },
    audit: { action: 'booking.reassign', entity: 'booking', read: bookingAssignments },
    async handle(ctx) {
      const { partnerId } = bodyOf(ctx, assignPartnerSchema);
      const result = await reassign(ctx.app, ctx.language, requireUser(ctx), parseId(ctx.req.params.id), parseId(ctx.req.params.assignmentId), partnerId);
      return { status: 201, result, message: 'partnerReassigned' };
    },
  },
]);

/** Where a booking happens: its address, set by an admin or by the client who made it while it is open. */
export const bookingAddressRoutes = defineRoutes([
  {
    method: 'put',
    path: '/DemandeDeService/:id/address',
    access: 'user',
    tag: 'Dispatch',
    summary: "Set the booking's Saudi national address and map link",
    description:
      'City from the Saudi city list, district, street, building number (4 digits), additional number (4), postal code (5), a note and an optional https map link. An Admin for any booking; its client while it is open (another client: 404); a partner: 403. 409 for a completed or cancelled booking.',
    body: bookingAddressSchema,
    returns: { schema: 'ServiceRequest' },
    errors: { 404: 'Unknown booking (or another client’s)', 409: 'Completed or cancelled booking' },
    audit: { action: 'booking.address', entity: 'booking', read: byId(findBooking) },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const access = await requireBookingAccess(ctx.app.db, requireUser(ctx), id);
      if (access === 'partner') throw forbidden('adminOnly');
      const booking = await findBooking(ctx.app.db, id);
      if (!booking || booking.status === 'completed' || booking.status === 'cancelled') throw new HttpError(409, 'INVALID_STATE', 'dispatchBookingClosed');
      await saveBookingAddress(ctx.app.db, id, bodyOf(ctx, bookingAddressSchema), new Date(ctx.app.clock.now()));
      return { result: await findBooking(ctx.app.db, id), message: 'bookingAddressSaved' };
    },
  },
]);
