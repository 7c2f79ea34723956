import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import { fail } from '../../shared/api/envelope';
import { apiMessage } from './messages';

export interface RateRule {
  windowMs: number;
  /** Calls from one IP, whatever the e-mail. */
  perIp: number;
  /** Calls about one e-mail, from anywhere (in `emailWindowMs` when given). */
  perEmail: number;
  /** The window of `perEmail` when it is not `windowMs` (login: a slower cap over a longer time). */
  emailWindowMs?: number;
  /** Calls about one e-mail from one IP, in `windowMs` (login). */
  perEmailAndIp?: number;
  /** Login: only failed attempts count, so people who sign in often are never slowed down. */
  countOnlyFailures: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the calls that guess passwords or send e-mail. Per e-mail they protect one account (or
 * one inbox) from many addresses; per IP they slow one address trying many accounts.
 *
 * Login counts failures per e-mail *and* IP, so someone guessing at an account from their own
 * address locks out only that address, never the owner signing in from theirs; a much higher cap
 * per e-mail over an hour still stops a guess spread over many addresses (and only then does the
 * owner wait too).
 */
export const AUTH_RATE_RULES = {
  login: { windowMs: 15 * MINUTE, perIp: 50, perEmailAndIp: 10, perEmail: 100, emailWindowMs: HOUR, countOnlyFailures: true },
  register: { windowMs: HOUR, perIp: 20, perEmail: 5, countOnlyFailures: false },
  confirmation: { windowMs: HOUR, perIp: 10, perEmail: 5, countOnlyFailures: false },
  passwordReset: { windowMs: HOUR, perIp: 20, perEmail: 10, countOnlyFailures: false },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof AUTH_RATE_RULES;

/** The e-mail a call is about: in the JSON body, or (resend confirmation, reset) the `email` query parameter. */
export function emailOf(req: Request): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const raw = typeof body?.email === 'string' && body.email.trim() !== '' ? body.email : req.query.email;
  if (typeof raw !== 'string') return undefined;
  const email = raw.trim().toLowerCase();
  return email === '' ? undefined : email;
}

/** Keys name no address: Redis holds a hash of it. */
const emailKey = (email: string) => `email:${createHash('sha256').update(email).digest('base64url').slice(0, 32)}`;

/** The e-mail and the caller's IP (an IPv6 caller by its /56, as the per-IP limit counts it). */
const emailAndIpKey = (req: Request) => `${emailKey(emailOf(req) ?? '')}:ip:${ipKeyGenerator(req.ip ?? '')}`;

export type RateStoreFactory = (scope: string) => Store | undefined;

/**
 * The limiters of one rule, per IP, per e-mail and IP (when the rule has it) and per e-mail, as
 * middleware in that order (the body must already be read). A call refused by one limiter is not
 * counted by the ones after it, so attempts an address is already barred from do not use up the
 * e-mail's overall budget. Over a limit: 429 with Retry-After and the envelope. Limits live in
 * Redis when it is configured (`storeFor` gives a store per scope), in this process otherwise; when
 * Redis cannot answer the request fails with 503 rather than go unlimited.
 */
export function authRateLimit(name: RateRuleName, storeFor: RateStoreFactory, rules: Record<RateRuleName, RateRule> = AUTH_RATE_RULES): RequestHandler[] {
  const rule = rules[name];
  const common = {
    windowMs: rule.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: rule.countOnlyFailures,
    // TRUST_PROXY decides what req.ip is; docs/configuration.md explains it (the library's own console checks are off).
    validate: { trustProxy: false, xForwardedForHeader: false, forwardedHeader: false },
    handler: ((req, res) => {
      res.status(429).json(fail(apiMessage(req, res, 'tooManyAttempts'), 'RATE_LIMITED'));
    }) satisfies RequestHandler,
  } as const;
  const withoutEmail = (req: Request) => emailOf(req) === undefined;
  const perIp = rateLimit({ ...common, limit: rule.perIp, store: storeFor(`${name}:ip:`) });
  const perEmailAndIp =
    rule.perEmailAndIp === undefined
      ? []
      : [rateLimit({ ...common, limit: rule.perEmailAndIp, store: storeFor(`${name}:email-ip:`), skip: withoutEmail, keyGenerator: emailAndIpKey })];
  const perEmail = rateLimit({
    ...common,
    windowMs: rule.emailWindowMs ?? rule.windowMs,
    limit: rule.perEmail,
    store: storeFor(`${name}:email:`),
    skip: withoutEmail,
    keyGenerator: (req) => emailKey(emailOf(req) ?? ''),
  });
  return [perIp, ...perEmailAndIp, perEmail];
}
