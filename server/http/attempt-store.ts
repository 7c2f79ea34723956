/**
 * How often one key (an address, an e-mail, an e-mail from one address) may try again: `free`
 * attempts at once, then each further one waits `baseMs`, doubled per failure up to `maxMs` after
 * the last one. A key is forgotten `forgetMs` after its last counted attempt.
 */
export interface DelayPolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterMs: number };

/** The wait before the next attempt of a key that has counted `failures` (exponent capped, so no overflow). */
export function delayAfter(failures: number, policy: Pick<DelayPolicy, 'free' | 'baseMs' | 'maxMs'>): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.baseMs * 2 ** Math.min(failures - policy.free, 40), policy.maxMs);
}

/**
 * Counters of attempts with growing delays, in Redis (shared by every web process) or in this
 * process's memory. Attempts are counted when they start, so concurrent guesses cannot all slip
 * through before the first failure is known; an attempt that turns out not to be a failure is given
 * back. `since`: counts older than this moment (a completed password reset) are void.
 */
export interface AttemptStore {
  /** Counts an attempt if the key may try now; otherwise says how long it must wait (and counts nothing). */
  take(key: string, policy: DelayPolicy, now: number, since?: number): Promise<Attempt>;
  /** Takes one counted attempt back (it was no failure). */
  giveBack(key: string): Promise<void>;
  /** The failures the key has counted, ignoring those before `since`. */
  failures(key: string, since?: number): Promise<number>;
  /** A moment kept under a key for `ttlMs` (when an e-mail's counters were cleared). */
  mark(key: string, at: number, ttlMs: number): Promise<void>;
  readMark(key: string): Promise<number | undefined>;
  forget(key: string): Promise<void>;
}

interface Entry {
  failures: number;
  lastAt: number;
  expiresAt: number;
}

const PRUNE_EVERY_MS = 60_000;

/** The embedded default: one process only, pruned so memory does not grow with every guesser. */
export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, Entry>();
  private readonly marks = new Map<string, { at: number; expiresAt: number }>();
  private readonly pruner = setInterval(() => this.prune(Date.now()), PRUNE_EVERY_MS);

  constructor() {
    this.pruner.unref();
  }

  private live(key: string, now: number, since?: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= now || (since !== undefined && entry.lastAt < since)) return undefined;
    return entry;
  }

  async take(key: string, policy: DelayPolicy, now: number, since?: number): Promise<Attempt> {
    const entry = this.live(key, now, since);
    const failures = entry?.failures ?? 0;
    const readyAt = (entry?.lastAt ?? 0) + delayAfter(failures, policy);
    if (now < readyAt) return { allowed: false, retryAfterMs: readyAt - now };
    this.entries.set(key, { failures: failures + 1, lastAt: now, expiresAt: now + policy.forgetMs });
    return { allowed: true };
  }

  async giveBack(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.failures > 0) entry.failures -= 1;
  }

  async failures(key: string, since?: number): Promise<number> {
    return this.live(key, Date.now(), since)?.failures ?? 0;
  }

  async mark(key: string, at: number, ttlMs: number): Promise<void> {
    this.marks.set(key, { at, expiresAt: at + ttlMs });
  }

  async readMark(key: string): Promise<number | undefined> {
    const mark = this.marks.get(key);
    return mark && mark.expiresAt > Date.now() ? mark.at : undefined;
  }

  async forget(key: string): Promise<void> {
    this.entries.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const [key, mark] of this.marks) if (mark.expiresAt <= now) this.marks.delete(key);
  }
}
