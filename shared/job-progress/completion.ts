/**
 * The client's sign-off of a booking whose work the partners marked done: confirmed, or a problem
 * reported, within a number of days; else it completes itself.
 */
export interface CompletionState {
  /** When the last live job of the booking was marked done. */
  doneAt: Date;
  confirmedAt: Date | null;
  problemReportedAt: Date | null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a booking done at `doneAt` completes itself when the client says nothing. */
export const autoCompleteAt = (doneAt: Date, days: number) => new Date(doneAt.getTime() + days * DAY_MS);

/**
 * Whether the booking completes itself at `now`: the time to answer has passed, the client neither
 * confirmed (already complete) nor reported a problem (an admin looks into it and completes by hand).
 */
export function completesItself(state: CompletionState, now: Date, days: number): boolean {
  if (state.confirmedAt !== null || state.problemReportedAt !== null) return false;
  return now.getTime() >= autoCompleteAt(state.doneAt, days).getTime();
}

export type ClientAnswerRefusal = 'completionNotAwaited' | 'completionAnswered' | 'completionWindowClosed';

/**
 * Whether the client may give `answer` at `now`: null when they may, else why not. Confirming stays
 * open until the booking completes (after a reported problem too, once it is put right); a problem
 * is reported once, before the booking would complete itself.
 */
export function refuseClientAnswer(state: CompletionState | null, answer: 'confirm' | 'problem', now: Date, days: number): ClientAnswerRefusal | null {
  if (!state) return 'completionNotAwaited';
  if (state.confirmedAt !== null) return 'completionAnswered';
  if (answer === 'confirm') return null;
  if (state.problemReportedAt !== null) return 'completionAnswered';
  if (now.getTime() >= autoCompleteAt(state.doneAt, days).getTime()) return 'completionWindowClosed';
  return null;
}
