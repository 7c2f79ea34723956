import type { Request, RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import { fail } from '../../shared/api/envelope';
import { apiMessage } from './messages';

export interface RateRule {
  windowMs: number;
  perIp: number;
  perEmail: number;
  /** Login: only failed attempts count, so people who sign in often are never slowed down. */
  countOnlyFailures: boolean;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the calls that guess passwords or send e-mail. Per e-mail they protect one account (or
 * one inbox) from many addresses; per IP they slow one address trying many accounts.
 */
export const AUTH_RATE_RULES = {
  login: { windowMs: 15 * MINUTE, perIp: 50, perEmail: 10, countOnlyFailures: true },
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

export type RateStoreFactory = (scope: string) => Store | undefined;

/**
 * The two limiters of one rule, per IP and per e-mail, as middleware (the body must already be
 * read). Over the limit: 429 with Retry-After and the envelope. Limits live in Redis when it is
 * configured (`storeFor` gives a store per scope), in this process otherwise; when Redis cannot
 * answer the request fails with 503 rather than go unlimited.
 */
export function authRateLimit(name: RateRuleName, storeFor: RateStoreFactory, rules: Record<RateRuleName, RateRule> = AUTH_RATE_RULES): RequestHandler[] {
  const rule = rules[name];
  const common = {
    windowMs: rule.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: rule.countOnlyFailures,
    // TRUST_PROXY decides what req.ip is; the README explains it (the library's own console checks are off).
    validate: { trustProxy: false, xForwardedForHeader: false, forwardedHeader: false },
    handler: ((req, res) => {
      res.status(429).json(fail(apiMessage(req, res, 'tooManyAttempts'), 'RATE_LIMITED'));
    }) satisfies RequestHandler,
  } as const;
  const perIp = rateLimit({ ...common, limit: rule.perIp, store: storeFor(`${name}:ip:`) });
  const perEmail = rateLimit({
    ...common,
    limit: rule.perEmail,
    store: storeFor(`${name}:email:`),
    skip: (req) => emailOf(req) === undefined,
    keyGenerator: (req) => emailKey(emailOf(req) ?? ''),
  });
  return [perIp, perEmail];
}
