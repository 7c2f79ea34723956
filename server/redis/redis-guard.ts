import { ErrorReply } from 'redis';

/** Redis could not be asked (offline, hung, queue full): callers answer 503 instead of waiting. */
export class StoreUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('session store unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

export function isStoreUnavailable(error: unknown): error is StoreUnavailableError {
  return error instanceof StoreUnavailableError;
}

export interface RedisGuardOptions {
  /** Longest a caller waits for one Redis call. */
  timeoutMs: number;
  /** After a failure, calls fail at once for this long instead of each waiting for the timeout. */
  cooldownMs: number;
  /** Whether the client's socket is connected and ready (false while it reconnects). */
  isReady: () => boolean;
  onTrip?: (cause: unknown) => void;
  /** Called by the first call that succeeds after a trip. */
  onRecover?: () => void;
  now?: () => number;
}

export interface RedisGuard {
  /** Runs one Redis call, or throws StoreUnavailableError quickly when Redis cannot answer. */
  run<T>(call: () => Promise<T>): Promise<T>;
  available(): boolean;
}

/**
 * Fail-fast wrapper around every Redis call. node-redis rejects at once while it is reconnecting
 * (disableOfflineQueue), but a command already written to a hung server waits for its reply with
 * no deadline: this guard gives the caller a deadline, and after a failure it short-circuits calls
 * for a cool-down so a hung Redis costs one timeout, not one per request. A Redis error reply
 * (e.g. WRONGTYPE) is the caller's problem, not an outage, and passes through unchanged.
 */
export function createRedisGuard(options: RedisGuardOptions): RedisGuard {
  const now = options.now ?? (() => Date.now());
  let openUntil = 0;
  let tripped = false;

  const trip = (cause: unknown) => {
    openUntil = now() + options.cooldownMs;
    tripped = true;
    options.onTrip?.(cause);
  };

  return {
    available: () => options.isReady() && now() >= openUntil,
    async run<T>(call: () => Promise<T>): Promise<T> {
      if (!options.isReady() || now() < openUntil) throw new StoreUnavailableError();
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`redis call timed out after ${options.timeoutMs} ms`)), options.timeoutMs);
      });
      try {
        const result = await Promise.race([call(), deadline]);
        if (tripped) {
          tripped = false;
          options.onRecover?.();
        }
        return result;
      } catch (error) {
        if (error instanceof ErrorReply) throw error;
        trip(error);
        throw new StoreUnavailableError(error);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
