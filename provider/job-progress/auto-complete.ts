import type { Logger } from 'pino';
import { completesItself } from '../../shared/job-progress/completion';
import { changeBookingStatus, findBooking } from '../bookings/bookings.repository';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import type { Clock } from '../jobs/job-queue';
import { noticeOf } from '../notifications/booking-calendar';
import { bookingStatusEvent, CHANNEL_OF_CONTACT_METHOD, type NotifyRequest } from '../notifications/notification';
import type { NotifyOptions } from '../notifications/notifications';
import { completionOf, markConfirmed } from './completions.repository';

/** The durable job that completes a booking whose client neither confirmed nor reported a problem in time. */
export const AUTO_COMPLETE_JOB = 'booking-auto-complete';

export interface AutoCompleteDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  days: number;
  notify(request: NotifyRequest, options: NotifyOptions): Promise<boolean>;
}

/**
 * Runs when the client's days to answer are over (queued when the work was marked done, kept in the
 * jobs table or pg-boss, so a restart does not lose it). Does nothing when the client answered, an
 * admin closed the booking meanwhile, or the booking is no longer in progress; throws (to be retried
 * later) when it runs before its time.
 */
export async function completeItself(deps: AutoCompleteDeps, bookingId: number): Promise<'completed' | 'skipped'> {
  const at = new Date(deps.clock.now());
  const record = await completionOf(deps.db, bookingId);
  if (!record || record.confirmedAt !== null || record.problemReportedAt !== null) return 'skipped';
  if (!completesItself(record, at, deps.days))
    throw new Error(`booking ${bookingId} does not complete itself before ${record.doneAt.toISOString()} + ${deps.days} days`);
  const completed = await inTransaction(deps.db, async (trx) => {
    if (!(await markConfirmed(trx, bookingId, at, null))) return false;
    // An admin may have completed or cancelled it by hand: then it stays as they left it.
    if (!(await changeBookingStatus(trx, bookingId, 'in_progress', 'completed'))) {
      throw new SkipCompletion();
    }
    return true;
  }).catch((error: unknown) => {
    if (error instanceof SkipCompletion) return false;
    throw error;
  });
  if (!completed) {
    deps.logger.info({ bookingId }, 'booking not completed by itself: it was answered or closed meanwhile');
    return 'skipped';
  }
  const booking = (await findBooking(deps.db, bookingId))!;
  const client = await deps.db.selectFrom('clients').select('user_id').where('id', '=', booking.clientId).executeTakeFirst();
  if (client?.user_id) {
    const channel = CHANNEL_OF_CONTACT_METHOD[booking.preferedContactMethode] ?? 'email';
    await deps.notify(
      { to: { userId: client.user_id, channel }, event: bookingStatusEvent('completed'), data: noticeOf(booking) },
      { dedupeKey: `booking:${bookingId}:completed:${Date.parse(booking.updatedAt)}:${channel}`, db: deps.db },
    );
  }
  return 'completed';
}

/** Rolls back the completion mark when the booking was closed by hand meanwhile. */
class SkipCompletion extends Error {}
