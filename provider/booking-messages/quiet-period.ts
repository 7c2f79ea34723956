import type { MessageSide } from '../../shared/types/booking-message';

/**
 * The quiet-period rule of a thread's e-mails. Every message queues a job due one quiet period after
 * it; when the job runs, only the job of the newest message of a burst (a run of messages from one
 * side with no gap as long as the quiet period) sends, and it sends one e-mail for the whole burst.
 * So a client who writes five lines and two photos in a minute sends the company one e-mail, not
 * seven, and nobody is e-mailed about a message they answered or read in the meantime.
 */

export const otherSide = (side: MessageSide): MessageSide => (side === 'client' ? 'company' : 'client');

/** When the e-mail about a message written at `writtenAt` may go out. */
export const mailDueAt = (writtenAt: Date, quietMs: number): Date => new Date(writtenAt.getTime() + quietMs);

export interface BurstState {
  /** The message whose job is running. */
  messageId: number;
  /** The newest message of the same side in the thread. */
  latestOfSide: { id: number; createdAt: Date };
  /** The newest message of the other side (0: none). */
  latestOfOtherSideId: number;
  /** How far the other side has been e-mailed already (0: never). */
  mailedThroughId: number;
  now: Date;
  quietMs: number;
}

export type BurstDecision =
  /** A later message of the burst has a job of its own: it decides. */
  | { action: 'skip'; reason: 'later-message' | 'already-mailed' | 'answered' }
  /** Not quiet long enough yet (a clock that ran behind): look again at `at`. */
  | { action: 'wait'; at: Date }
  /** E-mail the messages after `afterId` through `throughId`. */
  | { action: 'send'; afterId: number; throughId: number };

export function burstDecision(state: BurstState): BurstDecision {
  const { latestOfSide, mailedThroughId } = state;
  if (latestOfSide.id > state.messageId) return { action: 'skip', reason: 'later-message' };
  const due = mailDueAt(latestOfSide.createdAt, state.quietMs);
  if (state.now.getTime() < due.getTime()) return { action: 'wait', at: due };
  if (mailedThroughId >= latestOfSide.id) return { action: 'skip', reason: 'already-mailed' };
  // The other side wrote after the burst: they were there, and an e-mail would tell them what they answered.
  if (state.latestOfOtherSideId > latestOfSide.id) return { action: 'skip', reason: 'answered' };
  return { action: 'send', afterId: Math.max(mailedThroughId, state.latestOfOtherSideId), throughId: latestOfSide.id };
}

/** A reader who has read the burst's last message already (they were in the thread) is not e-mailed. */
export const readerNeedsMail = (lastReadId: number, throughId: number): boolean => lastReadId < throughId;
