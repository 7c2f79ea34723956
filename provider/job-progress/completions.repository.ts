import type { CompletionState } from '../../shared/job-progress/completion';
import type { Db } from '../db/database';

export interface CompletionRecord extends CompletionState {
  bookingId: number;
  autoCompleted: boolean;
  problemNote: string | null;
}

/** The sign-off of a booking whose work is done, or undefined while it is not. */
export async function completionOf(db: Db, bookingId: number): Promise<CompletionRecord | undefined> {
  const row = await db.selectFrom('booking_completions').selectAll().where('booking_id', '=', bookingId).executeTakeFirst();
  if (!row) return undefined;
  return {
    bookingId: row.booking_id,
    doneAt: row.done_at,
    confirmedAt: row.confirmed_at,
    problemReportedAt: row.problem_reported_at,
    autoCompleted: row.auto_completed,
    problemNote: row.problem_note,
  };
}

/** The work of a booking is done at `at`: the client's days to answer start (once; a later call keeps the first moment). */
export async function recordWorkDone(db: Db, bookingId: number, at: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('booking_completions')
    .values({ booking_id: bookingId, done_at: at })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The booking's work confirmed (by its client, or by itself when `by` is null); false when it was already. */
export async function markConfirmed(db: Db, bookingId: number, at: Date, by: number | null): Promise<boolean> {
  const result = await db
    .updateTable('booking_completions')
    .set({ confirmed_at: at, confirmed_by: by, auto_completed: by === null })
    .where('booking_id', '=', bookingId)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The client reported a problem with the work; false when one was reported before or it is confirmed. */
export async function markProblem(db: Db, bookingId: number, at: Date, note: string): Promise<boolean> {
  const result = await db
    .updateTable('booking_completions')
    .set({ problem_reported_at: at, problem_note: note })
    .where('booking_id', '=', bookingId)
    .where('confirmed_at', 'is', null)
    .where('problem_reported_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
