import { autoCompleteAt, refuseClientAnswer } from '../../shared/job-progress/completion';
import { isLiveJob, refuseJobMove, type PartnerMove } from '../../shared/job-progress/transitions';
import type { Booking } from '../../shared/types/booking';
import type { BookingCompletion, BookingProgress } from '../../shared/types/job-progress';
import { changeBookingStatus, findBooking } from '../bookings/bookings.repository';
import type { RouteContext } from '../http/context';
import { forbidden, HttpError, notFound } from '../http/http-error';
import { requireUser } from '../http/route';
import { inTransaction } from '../db/transaction';
import { AUTO_COMPLETE_JOB } from './auto-complete';
import { type CompletionRecord, completionOf, markConfirmed, markProblem, recordWorkDone } from './completions.repository';
import { findJob, type JobRow, jobIdsOfBooking, liveJobStatuses, moveJob, progressOf } from './job-progress.repository';
import { noticeJobDeclined, noticeProblemReported, noticeWorkDone } from './job-notices';
import { noticeBookingStatus } from '../notifications/booking-notices';

const now = (ctx: RouteContext) => new Date(ctx.app.clock.now());

/** The partner the signed-in user is (routes with access 'partner' let only partner logins in). */
export function requirePartner(ctx: RouteContext): { userId: number; partnerId: number } {
  const user = requireUser(ctx);
  if (user.partnerId === null) throw forbidden('partnerOnly');
  return { userId: user.id, partnerId: user.partnerId };
}

/**
 * A job of the signed-in partner: 404 when there is no such job, 403 when it is another partner's,
 * or one they declined or were taken off (they no longer reach its booking).
 */
export async function ownJob(ctx: RouteContext, assignmentId: number): Promise<JobRow & { userId: number }> {
  const { userId, partnerId } = requirePartner(ctx);
  const job = await findJob(ctx.app.db, assignmentId);
  if (!job) throw notFound('jobNotFound');
  if (job.partnerId !== partnerId || !isLiveJob(job.status)) throw forbidden('jobNotYours');
  return { ...job, userId };
}

const invalidState = (message: string) => new HttpError(409, 'INVALID_STATE', message);

/** The booking a job is on (it exists: the foreign key keeps it). */
async function bookingOf(ctx: RouteContext, bookingId: number): Promise<Booking> {
  const booking = await findBooking(ctx.app.db, bookingId);
  if (!booking) throw notFound('requestNotFound');
  return booking;
}

/**
 * The partner takes the job's next step (or declines it): 409 when the step is not the next one or
 * the booking does not allow it. Declining tells the admins; the last live job marked done starts
 * the client's days to confirm, and queues the booking's completing itself after them.
 */
export async function movePartnerJob(ctx: RouteContext, job: JobRow & { userId: number }, input: { status: PartnerMove; note: string; reason: string }) {
  const booking = await bookingOf(ctx, job.bookingId);
  const refusal = refuseJobMove(job.status, input.status, booking.status);
  if (refusal) throw invalidState(refusal);
  const at = now(ctx);
  const days = ctx.app.config.completionConfirmDays;
  const workDone = await inTransaction(ctx.app.db, async (trx) => {
    const moved = await moveJob(trx, {
      assignmentId: job.id,
      from: job.status,
      to: input.status,
      note: input.note,
      reason: input.reason,
      userId: job.userId,
      at,
    });
    if (!moved) throw invalidState('jobChangedMeanwhile');
    if (input.status !== 'done') return false;
    const live = await liveJobStatuses(trx, job.bookingId);
    if (!live.every((status) => status === 'done')) return false;
    if (!(await recordWorkDone(trx, job.bookingId, at))) return false;
    await ctx.app.jobs.enqueue(
      AUTO_COMPLETE_JOB,
      { bookingId: job.bookingId },
      { dedupeKey: `booking:${job.bookingId}:auto-complete`, startAfter: autoCompleteAt(at, days), db: trx },
    );
    return true;
  });
  if (input.status === 'declined') await noticeJobDeclined(ctx, booking, job.id, input.reason);
  if (workDone) await noticeWorkDone(ctx, booking, days);
}

const completionView = (record: CompletionRecord, days: number): BookingCompletion => ({
  doneAt: record.doneAt.toISOString(),
  autoCompleteAt: autoCompleteAt(record.doneAt, days).toISOString(),
  confirmedAt: record.confirmedAt?.toISOString() ?? null,
  autoCompleted: record.autoCompleted,
  problemReportedAt: record.problemReportedAt?.toISOString() ?? null,
  problemNote: record.problemNote,
});

/** Who is coming and how the work goes: the booking's jobs still on (and done), and its sign-off. */
export async function bookingProgress(ctx: RouteContext, bookingId: number): Promise<BookingProgress> {
  const days = ctx.app.config.completionConfirmDays;
  const jobs = (await progressOf(ctx.app.db, await jobIdsOfBooking(ctx.app.db, bookingId))).filter((job) => isLiveJob(job.status));
  const completion = await completionOf(ctx.app.db, bookingId);
  return { bookingId, jobs, completion: completion ? completionView(completion, days) : null, confirmDays: days };
}

/** The client confirms the work: the booking completes (which lets it be invoiced and rated). */
export async function confirmCompletion(ctx: RouteContext, booking: Booking): Promise<void> {
  const user = requireUser(ctx);
  const at = now(ctx);
  const refusal = refuseClientAnswer((await completionOf(ctx.app.db, booking.id)) ?? null, 'confirm', at, ctx.app.config.completionConfirmDays);
  if (refusal) throw invalidState(refusal);
  await inTransaction(ctx.app.db, async (trx) => {
    if (!(await markConfirmed(trx, booking.id, at, user.id))) throw invalidState('completionAnswered');
    if (!(await changeBookingStatus(trx, booking.id, 'in_progress', 'completed', { userId: user.id, role: 'Client', reason: '' }))) {
      throw invalidState('bookingChangedMeanwhile');
    }
  });
  await noticeBookingStatus(ctx, (await findBooking(ctx.app.db, booking.id))!);
}

/** The client reports a problem with the work: it no longer completes itself, and the admins are told. */
export async function reportProblem(ctx: RouteContext, booking: Booking, note: string): Promise<void> {
  const at = now(ctx);
  const refusal = refuseClientAnswer((await completionOf(ctx.app.db, booking.id)) ?? null, 'problem', at, ctx.app.config.completionConfirmDays);
  if (refusal) throw invalidState(refusal);
  if (!(await markProblem(ctx.app.db, booking.id, at, note))) throw invalidState('completionAnswered');
  await noticeProblemReported(ctx, booking, note);
}
