import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** How many recent durations of the real work are kept to imitate. */
const SAMPLES = 64;

export interface TimingTwin {
  /** Runs the real work (an e-mail sent to a known account) and remembers how long it took. */
  measure<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs the work of an unknown address (the same look-up, no e-mail to send), then waits until
   * it has taken as long as a real one drawn at random from the remembered ones, so the two
   * answers' times come from one distribution.
   */
  imitate<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Makes "no such account" take as long as "e-mail sent". Some of the real work (a one-time token
 * written, an e-mail handed to the mail server) cannot be done for an address that has no account,
 * so its time is matched instead: an imitation waits out a duration the real work recently took.
 */
export function createTimingTwin(): TimingTwin {
  const durations: number[] = [];
  let next = 0;
  return {
    async measure(work) {
      const started = performance.now();
      try {
        return await work();
      } finally {
        durations[next] = performance.now() - started;
        next = (next + 1) % SAMPLES;
      }
    },
    async imitate(work) {
      const started = performance.now();
      const result = await work();
      const target = durations.length > 0 ? durations[randomInt(durations.length)]! : 0;
      const left = target - (performance.now() - started);
      if (left > 0) await sleep(left);
      return result;
    },
  };
}
