import { daysBetween, saudiDate } from '../../../../shared/scheduling/saudi-clock';

/** Where a data request stands against its 30-day deadline, counted in Saudi calendar days. */
export type Deadline = { kind: 'closed' } | { kind: 'today' } | { kind: 'left'; days: number } | { kind: 'overdue'; days: number };

/**
 * An open request due on a later Saudi day has days left; due today (still before the hour), "today";
 * past its due instant, overdue by the Saudi days since (at least one, so "overdue" never reads 0).
 */
export function deadlineOf(request: { state: string; dueAt: string }, now: Date): Deadline {
  if (request.state !== 'open') return { kind: 'closed' };
  const due = new Date(request.dueAt);
  const days = daysBetween(saudiDate(now), saudiDate(due));
  if (due.getTime() < now.getTime()) return { kind: 'overdue', days: Math.max(1, -days) };
  if (days === 0) return { kind: 'today' };
  return { kind: 'left', days };
}
