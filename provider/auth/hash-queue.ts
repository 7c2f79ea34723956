import { HttpError } from '../http/http-error';
import type { PasswordHasher } from './passwords';

export interface HashLimits {
  /** Hashes computed at once. */
  concurrency: number;
  /** Hashes that may wait for a turn. */
  queue: number;
  /** How long one may wait for its turn before it is refused too (the caller's timeout is near). */
  maxWaitMs: number;
}

/** The answer when every turn is taken and the queue is full: 503 (with Retry-After, from the error handler). */
export const hashingBusy = () => new HttpError(503, 'SERVICE_UNAVAILABLE', 'passwordCheckBusy');

/**
 * A password hasher that computes at most `concurrency` hashes at once, lets `queue` more wait in
 * order for at most `maxWaitMs`, and refuses the rest at once. scrypt runs in libuv's thread pool,
 * which file reads and compression share, and each hash keeps a core busy: unbounded, a burst of
 * logins takes every thread and every core, and everything else waits.
 */
export function boundedHasher(inner: PasswordHasher, limits: HashLimits): PasswordHasher & { load(): { running: number; waiting: number } } {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** Waits in line; refused if the turn has not come within maxWaitMs. */
  const waitForTurn = () =>
    new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(take), 1);
        reject(hashingBusy());
      }, limits.maxWaitMs);
      waiting.push(take);
    });

  const turn = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= limits.concurrency) {
      if (waiting.length >= limits.queue) throw hashingBusy();
      await waitForTurn();
    } else {
      running += 1;
    }
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };

  return {
    hash: (password) => turn(() => inner.hash(password)),
    verify: (password, stored) => turn(() => inner.verify(password, stored)),
    load: () => ({ running, waiting: waiting.length }),
  };
}
