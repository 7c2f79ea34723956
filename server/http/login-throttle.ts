import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AttemptStore, DelayPolicy } from './attempt-store';
import { emailKey, emailOf } from './rate-limit';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface LoginThrottleRules {
  /** Failures from one address, whatever the e-mail: that address waits, nobody else. */
  perIp: DelayPolicy;
  /** Failures on one e-mail from one address: that address waits for that account, nobody else. */
  perEmailAndIp: DelayPolicy;
  /**
   * Failures on one e-mail from all addresses, counted over `windowMs`. Beyond `underAttackAfter` the
   * account is under attack: every address then has only `freeUnderAttack` attempt(s) on it before
   * its own delays start, so a guess spread over many addresses is slowed, while the owner's first
   * attempt from a fresh address still goes through (no hard lock on the right password).
   */
  perEmail: { underAttackAfter: number; freeUnderAttack: number; windowMs: number };
}

export const LOGIN_THROTTLE_RULES: LoginThrottleRules = {
  perIp: { free: 30, baseMs: 2 * SECOND, maxMs: 15 * MINUTE, forgetMs: HOUR },
  perEmailAndIp: { free: 5, baseMs: 2 * SECOND, maxMs: 15 * MINUTE, forgetMs: HOUR },
  perEmail: { underAttackAfter: 20, freeUnderAttack: 1, windowMs: HOUR },
};

const clearedKey = (email: string) => `cleared:${emailKey(email)}`;

export type LoginStart =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** After the provider's answer: its status, or undefined when there was none (unreachable, timeout). */
      settle(status: number | undefined): Promise<void>;
    };

/** Only an answer that says the credentials (or their shape) were wrong is a guess that failed. */
const isFailedGuess = (status: number | undefined) => status === 400 || status === 401;

/**
 * Growing delays on failed logins, never a hard lock: an address that keeps failing waits longer and
 * longer, for one account or for all, but another address (the owner's) is not held by it; an
 * account under attack gives every address fewer free attempts. Successful logins and server errors
 * (a provider or database outage) never count; a completed password reset clears the account's
 * counters (`cleared`).
 */
export function createLoginThrottle(store: AttemptStore, rules: LoginThrottleRules = LOGIN_THROTTLE_RULES, now: () => number = Date.now) {
  return {
    /** `email`: the account tried, when it is not the request's own (the code step of a staff sign-in). */
    async start(req: Request, email = emailOf(req) ?? ''): Promise<LoginStart> {
      const at = now();
      const since = (await store.readMark(clearedKey(email))) ?? 0;
      const ipKey = `ip:${ipKeyGenerator(req.ip ?? '')}`;
      const pairKey = `${emailKey(email)}:${ipKey}`;
      const accountKey = emailKey(email);
      const underAttack = (await store.failures(accountKey, since)) >= rules.perEmail.underAttackAfter;
      const pairPolicy = underAttack
        ? { ...rules.perEmailAndIp, free: Math.min(rules.perEmailAndIp.free, rules.perEmail.freeUnderAttack) }
        : rules.perEmailAndIp;
      const accountPolicy: DelayPolicy = { free: Number.MAX_SAFE_INTEGER, baseMs: 0, maxMs: 0, forgetMs: rules.perEmail.windowMs };

      // In order; a refusal gives back what the earlier ones counted, so waiting attempts cost nothing.
      const steps: Array<[string, DelayPolicy, number]> = [
        [ipKey, rules.perIp, 0],
        [pairKey, pairPolicy, since],
        [accountKey, accountPolicy, since],
      ];
      const taken: string[] = [];
      for (const [key, policy, after] of steps) {
        const attempt = await store.take(key, policy, at, after);
        if (!attempt.allowed) {
          await Promise.all(taken.map((k) => store.giveBack(k)));
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(attempt.retryAfterMs / SECOND)) };
        }
        taken.push(key);
      }
      return {
        allowed: true,
        async settle(status) {
          if (isFailedGuess(status)) return;
          await Promise.all(taken.map((k) => store.giveBack(k)));
          // The right password from this address: its own delay for this account starts again.
          if (status !== undefined && status >= 200 && status < 300) await store.forget(pairKey);
        },
      };
    },

    /** A completed password reset: earlier failures on this account no longer count anywhere. */
    async cleared(email: string): Promise<void> {
      const normalised = email.trim().toLowerCase();
      await store.mark(clearedKey(normalised), now(), rules.perEmail.windowMs + rules.perEmailAndIp.forgetMs);
      await store.forget(emailKey(normalised));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
