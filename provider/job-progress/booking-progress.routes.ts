import { completionProblemSchema } from '../../shared/validation/job-progress';
import { canPartnerSeeBooking, requireBookingAccess } from '../assignments/booking-access';
import { findBooking } from '../bookings/bookings.repository';
import type { RouteContext } from '../http/context';
import { notFound } from '../http/http-error';
import { bodyOf, defineRoutes, worksIn, parseId, requireUser } from '../http/route';
import { photoOf } from './job-progress.repository';
import { bookingProgress, confirmCompletion, reportProblem } from './job-progress.service';
import { sendStoredFile } from '../files/send-stored-file';
import { STORED_NAME_PATTERN } from '../files/uploads';

/**
 * The client follows the job (issue 27 item 5): who is coming, the steps with their times, the
 * photos and the checklist, then confirms the work or reports a problem. The booking's client and
 * the admins see it; so does a partner assigned to it (requireBookingAccess).
 */

/** The client's own booking: an admin cannot answer for a client (404 for anyone else's). */
async function ownBooking(ctx: RouteContext, id: number) {
  const user = requireUser(ctx);
  const booking = await findBooking(ctx.app.db, id);
  if (!booking || booking.clientId !== user.clientId) throw notFound('requestNotFound');
  return booking;
}

export const bookingProgressRoutes = defineRoutes([
  {
    method: 'get',
    path: '/DemandeDeService/:id/progress',
    access: 'user',
    tag: 'DemandeDeService',
    summary: "A booking's work: who is coming, each step with its time, photos, checklist, and the client's sign-off",
    description:
      "For the booking's client, an Admin, or a partner assigned to it (404 for another client's booking, 403 for a partner not assigned to it). Jobs declined or withdrawn are left out. completion is null until every job still on is done; then the client has confirmDays days to confirm or report a problem (autoCompleteAt).",
    returns: { schema: 'BookingProgress' },
    async handle(ctx) {
      const id = parseId(ctx.req.params.id);
      await requireBookingAccess(ctx.app.db, requireUser(ctx), id);
      return { result: await bookingProgress(ctx, id) };
    },
  },
  {
    method: 'post',
    path: '/DemandeDeService/:id/confirm-completion',
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'The client confirms the work is done: the booking completes',
    description:
      "Once every job still on is done (409 before), and not after it completed: the booking moves to completed, which lets it be invoiced and rated, and the client is told as for any status. Also after a reported problem, once it is put right. 404 for another client's booking.",
    errors: { 409: 'The work is not done yet, it was already confirmed, or the booking is no longer in progress (INVALID_STATE)' },
    returns: { schema: 'BookingProgress' },
    async handle(ctx) {
      const booking = await ownBooking(ctx, parseId(ctx.req.params.id));
      await confirmCompletion(ctx, booking);
      return { result: await bookingProgress(ctx, booking.id), message: 'completionConfirmed' };
    },
  },
  {
    method: 'post',
    path: '/DemandeDeService/:id/report-problem',
    access: 'client',
    tag: 'DemandeDeService',
    summary: 'The client reports a problem with the work: the booking no longer completes itself, and the admins are told',
    description:
      "Once every job still on is done, within the days to answer, once. The admins see it under the dashboard's bell and by e-mail; they put it right and complete the booking (or the client confirms later). 404 for another client's booking.",
    body: completionProblemSchema,
    errors: { 409: 'The work is not done yet, the client already answered, or the days to answer are over (INVALID_STATE)' },
    returns: { schema: 'BookingProgress' },
    async handle(ctx) {
      const booking = await ownBooking(ctx, parseId(ctx.req.params.id));
      const { note } = bodyOf(ctx, completionProblemSchema);
      await reportProblem(ctx, booking, note);
      return { result: await bookingProgress(ctx, booking.id), message: 'problemReported' };
    },
  },
  {
    method: 'get',
    path: '/Jobs/photos/:storedName',
    access: 'user',
    tag: 'DemandeDeService',
    summary: "A photo a partner took on a job: for the booking's client, its partners and the admins",
    description:
      'Sent inline with Cache-Control private. 404 for anyone else, as for an unknown photo. One byte range (Range: bytes=a-b) is answered with 206.',
    returns: 'file',
    errors: { 416: 'The Range starts past the end of the file' },
    async handle(ctx) {
      const storedName = String(ctx.req.params.storedName ?? '');
      if (!STORED_NAME_PATTERN.test(storedName)) throw notFound('fileNotFound');
      const photo = await photoOf(ctx.app.db, storedName);
      if (!photo) throw notFound('fileNotFound');
      const user = requireUser(ctx);
      const maySee =
        worksIn(user, 'operations') ||
        (user.clientId !== null && user.clientId === photo.client_id) ||
        (user.partnerId !== null && (await canPartnerSeeBooking(ctx.app.db, user.partnerId, photo.booking_id)));
      if (!maySee) throw notFound('fileNotFound');
      await sendStoredFile(ctx, storedName, { fileName: photo.file_name, contentType: photo.content_type }, 'private');
    },
  },
]);
