import { ICS_CONTENT_TYPE } from '../../shared/calendar/ics';
import { rescheduleBookingSchema } from '../../shared/validation/booking-change';
import { byId } from '../audit/audit-rule';
import { LANGUAGES } from '../../shared/constants';
import { forbidden, notFound } from '../http/http-error';
import { enumParam } from '../http/query-params';
import { noticeIcs, noticeOf } from '../notifications/booking-calendar';
import { findBooking } from './bookings.repository';
import { bodyOf, defineRoutes, worksIn, parseId, requireUser } from '../http/route';
import { noticeBookingMoved } from '../notifications/booking-notices';
import { visibleBooking } from './booking-access';
import { rescheduleBooking } from './booking-changes.service';

const CALENDAR_LANG = enumParam('lang', {
  description: 'The language of the event texts (else Accept-Language).',
  values: LANGUAGES,
  message: 'quotes:server.languageInvalid',
});

export const bookingChangeRoutes = defineRoutes([
  {
    method: 'get',
    path: '/DemandeDeService/:id/calendar',
    access: 'user',
    tag: 'DemandeDeService',
    summary: 'The booking as an iCalendar (.ics) file to add to a calendar (its client, or an admin)',
    description:
      "RFC 5545, one VEVENT in UTC: UID booking-<id>@<site host> (the same as the .ics of the booking's e-mails, so a later file updates the event), SEQUENCE growing with each change, texts in the language of lang, else of Accept-Language; STATUS:TENTATIVE until the booking is confirmed (in_progress), then CONFIRMED; a cancelled booking is METHOD:CANCEL with STATUS:CANCELLED. Sent as an attachment. 404 for another client's booking (not revealed) and for a booking made with a day but no time.",
    query: [CALENDAR_LANG],
    returns: 'file',
    fileType: 'text/calendar',
    async handle(ctx) {
      const booking = await visibleBooking(ctx, parseId(ctx.req.params.id));
      const ics = noticeIcs(noticeOf(booking), CALENDAR_LANG.of(ctx) ?? ctx.language, {
        siteUrl: ctx.app.config.publicSiteUrl,
        mailFrom: ctx.app.config.mailFrom,
        now: new Date(ctx.app.clock.now()),
      });
      if (!ics) throw notFound('bookingHasNoTime');
      const { res } = ctx;
      res.setHeader('Content-Type', `${ICS_CONTENT_TYPE}; method=${booking.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'}`);
      res.setHeader('Content-Disposition', `attachment; filename="booking-${booking.id}.ics"`);
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.status(200).end(ics);
    },
  },
  {
    method: 'post',
    path: '/DemandeDeService/reschedule/:id',
    // Recorded when an Admin moves a booking (a client's own move is not an admin change).
    audit: { action: 'booking.reschedule', entity: 'booking', read: byId(findBooking) },
    access: 'user',
    tag: 'DemandeDeService',
    summary: 'Move a booking to another free slot of its main service (its client, or an admin)',
    description:
      "The new slot is taken, the old one given back and the move recorded (with its reason) in one transaction, so two moves into a slot's last place cannot both succeed. A client may move an own open booking (pending, in_review, quoted, in_progress) until `changeDeadline`, the notice period before its time (PUT /Availability/change-policy; 48 hours by default); an admin may move any open booking at any time. The client is told of the new time; when the client moved it, every admin is e-mailed the move and its reason. 400: the slot is past, on a day off, not one of the service's slots, or the booking's own; 409 CONFLICT: the slot is full; 409 INVALID_STATE: the booking is completed or cancelled, the notice period has begun (clients), or the booking changed meanwhile.",
    body: rescheduleBookingSchema,
    returns: { schema: 'ServiceRequest' },
    errors: {
      409: 'The slot is full (CONFLICT; field error slotStartsAt), or the booking cannot be moved now (INVALID_STATE)',
    },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      const user = requireUser(ctx);
      const booking = await visibleBooking(ctx, id);
      // A client moves only their own bookings (visibleBooking has already hidden others' behind a 404).
      if (!worksIn(user, 'operations') && booking.clientId !== user.clientId) throw forbidden();
      const { slotStartsAt, reason } = bodyOf(ctx, rescheduleBookingSchema);
      const moved = await rescheduleBooking(ctx, booking, slotStartsAt, reason);
      const change = moved.changes.at(-1);
      if (change) await noticeBookingMoved(ctx, moved, change);
      return { result: moved, message: 'bookingRescheduled' };
    },
  },
]);
