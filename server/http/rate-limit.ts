import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { createHash } from 'node:crypto';
import { fail, ok } from '../../shared/api/envelope';
import { resources } from '../../shared/i18n';
import { detectLanguage } from '../render/language';
import { apiMessage, type ApiMessageKey } from './messages';

export interface RateRule {
  windowMs: number;
  /** Calls from one IP, whatever the e-mail. */
  perIp: number;
  /** Calls about one e-mail, from anywhere (absent: no limit per e-mail). */
  perEmail?: number;
  /**
   * Beyond `perEmail`, answer as the provider does when it sends the mail (200, this provider
   * message) without sending another: others asking for someone's mail never block the owner's own
   * request, and the owner still holds the last link that went out (it stays valid: no newer one replaced it).
   */
  perEmailQuietly?: 'resetEmailSent' | 'confirmationEmailSent';
  /** The 429's message (default: tooManyAttempts). */
  message?: ApiMessageKey;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Limits of the calls that send e-mail or try reset tokens (login has growing delays instead:
 * login-throttle.ts). Per IP they slow one address; per e-mail they cap the mail one inbox receives.
 * The mail windows are shorter than the links' validity (reset: 60 min), so a quiet answer always
 * leaves a valid link in the inbox.
 */
export const AUTH_RATE_RULES = {
  register: { windowMs: HOUR, perIp: 20, perEmail: 5 },
  confirmation: { windowMs: 15 * MINUTE, perIp: 10, perEmail: 3, perEmailQuietly: 'confirmationEmailSent' },
  resetEmail: { windowMs: 15 * MINUTE, perIp: 10, perEmail: 3, perEmailQuietly: 'resetEmailSent' },
  /** Completing a reset: a token cannot be guessed, but an address trying many is slowed. */
  resetPassword: { windowMs: HOUR, perIp: 20 },
  /** Quotas per address (the provider has its own per client); their limits come from the configuration. */
  booking: { windowMs: HOUR, perIp: 30, message: 'tooManyBookings' },
  contact: { windowMs: HOUR, perIp: 5, message: 'tooManyMessages' },
} as const satisfies Record<string, RateRule>;

export type RateRuleName = keyof typeof AUTH_RATE_RULES;

/** The rules with the per-address quotas of the configuration. */
export function rateRulesOf(config: { bookingsPerIpPerHour: number; contactMessagesPerIpPerHour: number }): Record<RateRuleName, RateRule> {
  return {
    ...AUTH_RATE_RULES,
    booking: { ...AUTH_RATE_RULES.booking, perIp: config.bookingsPerIpPerHour },
    contact: { ...AUTH_RATE_RULES.contact, perIp: config.contactMessagesPerIpPerHour },
  };
}

/** The e-mail a call is about: in the JSON body, or (resend confirmation, reset) the `email` query parameter. */
export function emailOf(req: Request): string | undefined {
  const body = req.body as Record<string, unknown> | undefined;
  const raw = typeof body?.email === 'string' && body.email.trim() !== '' ? body.email : req.query.email;
  if (typeof raw !== 'string') return undefined;
  const email = raw.trim().toLowerCase();
  return email === '' ? undefined : email;
}

/** Keys name no address: Redis holds a hash of it. */
export const emailKey = (email: string) => `email:${createHash('sha256').update(email).digest('base64url').slice(0, 32)}`;

export type RateStoreFactory = (scope: string) => Store | undefined;

/**
 * The limiters of one rule, per IP then per e-mail, as middleware (the body must already be read). A
 * call refused per IP is not counted per e-mail. Over a limit: 429 with Retry-After and the
 * envelope, or the quiet answer of the mail calls. Server errors are not counted. Limits live in
 * Redis when it is configured (`storeFor` gives a store per scope), in this process otherwise; when
 * Redis cannot answer the request fails with 503 rather than go unlimited.
 */
export function authRateLimit(name: RateRuleName, storeFor: RateStoreFactory, rules: Record<RateRuleName, RateRule> = AUTH_RATE_RULES): RequestHandler[] {
  const rule = rules[name];
  const common = {
    windowMs: rule.windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // TRUST_PROXY decides what req.ip is; docs/configuration.md explains it (the library's own console checks are off).
    validate: { trustProxy: false, xForwardedForHeader: false, forwardedHeader: false },
    // A server error (provider or database down) is nobody's attempt: it is given back.
    skipFailedRequests: true,
    requestWasSuccessful: (_req: Request, res: Response) => res.statusCode < 500,
    handler: ((req, res) => {
      res.status(429).json(fail(apiMessage(req, res, rule.message ?? 'tooManyAttempts'), 'RATE_LIMITED'));
    }) satisfies RequestHandler,
  } as const;
  const withoutEmail = (req: Request) => emailOf(req) === undefined;
  const perIp = rateLimit({ ...common, limit: rule.perIp, store: storeFor(`${name}:ip:`) });
  if (rule.perEmail === undefined) return [perIp];
  const quietly = rule.perEmailQuietly;
  const perEmail = rateLimit({
    ...common,
    limit: rule.perEmail,
    store: storeFor(`${name}:email:`),
    skip: withoutEmail,
    keyGenerator: (req) => emailKey(emailOf(req) ?? ''),
    // Quiet answers carry no rate headers: they look like any other.
    ...(quietly
      ? {
          standardHeaders: false,
          handler: ((req, res) => {
            res.json(ok(null, resources[detectLanguage(req, res)].provider[quietly]));
          }) satisfies RequestHandler,
        }
      : {}),
  });
  return [perIp, perEmail];
}
