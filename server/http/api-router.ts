import { Router } from 'express';
import type { Logger } from 'pino';
import { authRoutes } from '../auth/auth-routes';
import { requireSessionStore } from '../auth/require-session-store';
import { createApiProxy, type ApiProxy } from '../proxy/api-proxy';
import { canonicalPathOnly } from '../proxy/canonical-path';
import { AUTH_RATE_RULES, authRateLimit, type RateRule, type RateRuleName, type RateStoreFactory } from './rate-limit';
import { refuseCrossOrigin } from './same-origin';
import { bodyGate, type BodyLimits } from './body-gate';
import { capInFlight, capPasswordCalls, type InFlightLimits } from './in-flight';
import { readSmallBody } from './small-body';

/** The provider's JSON body limit (provider/http/mount.ts): bodies up to it are read whole before proxying. */
export const SMALL_BODY_BYTES = 100 * 1024;
const DEFAULT_BODY_LIMITS: BodyLimits = { timeoutMs: 10_000, minBytesPerSecond: 8192, bufferBytes: SMALL_BODY_BYTES };
const DEFAULT_IN_FLIGHT: InFlightLimits = { writes: 16, reads: 64 };
const DEFAULT_PASSWORD_CALLS = 16;
/** The calls that make the provider hash a password. */
const PASSWORD_CALLS = ['/Auth/login', '/Auth/register', '/Auth/reset-password'];

export interface ApiRouterOptions {
  publicSiteUrl: string;
  providerUrl: () => string | undefined;
  providerTimeoutMs: number;
  /** How bodies must arrive before they are proxied (body-gate.ts). */
  bodyLimits?: BodyLimits;
  /** Requests in flight per client address (in-flight.ts). */
  inFlight?: InFlightLimits;
  /** Logins, registrations and password resets in flight in this process (in-flight.ts). */
  passwordCallsInFlight?: number;
  rateStoreFor: RateStoreFactory;
  rateRules?: Record<RateRuleName, RateRule>;
  logger: Logger;
  /** A write the provider accepted (2xx), by method and provider path. */
  onProviderWrite?: (method: string, path: string) => void;
}

/**
 * Everything under /api, in order: cross-site refusal, the cap on requests in flight per address,
 * the body gate (a body arrives before it may take a provider connection), the cap on password
 * calls in flight, the web server's own
 * auth routes, the rate limits of the e-mail-sending calls (their small body is read for the
 * e-mail), then the proxy.
 */
export function createApiRouter(options: ApiRouterOptions): { router: Router; proxy: ApiProxy } {
  const rules = options.rateRules ?? AUTH_RATE_RULES;
  const limit = (name: RateRuleName) => authRateLimit(name, options.rateStoreFor, rules);
  // The e-mail of a rate-limited call is in its small JSON body: read here, forwarded as it came.
  const smallJson = readSmallBody('16kb');
  const proxy = createApiProxy({
    providerUrl: options.providerUrl,
    timeoutMs: options.providerTimeoutMs,
    logger: options.logger,
    ...(options.onProviderWrite ? { onWrite: options.onProviderWrite } : {}),
  });

  const router = Router();
  router.use(refuseCrossOrigin(options.publicSiteUrl));
  router.use(canonicalPathOnly);
  router.use(capInFlight(options.inFlight ?? DEFAULT_IN_FLIGHT));
  router.use(bodyGate(options.bodyLimits ?? DEFAULT_BODY_LIMITS));
  router.post(PASSWORD_CALLS, capPasswordCalls(options.passwordCallsInFlight ?? DEFAULT_PASSWORD_CALLS));
  router.use(
    authRoutes({ providerUrl: options.providerUrl, providerTimeoutMs: options.providerTimeoutMs, loginLimit: limit('login'), logger: options.logger }),
  );

  const passwordReset = limit('passwordReset');
  router.post('/Auth/register', smallJson, limit('register'));
  router.post('/Auth/resend-confirmation-email', smallJson, limit('confirmation'));
  router.post('/Auth/send-reset-password-email', smallJson, passwordReset);
  router.post('/Auth/reset-password', smallJson, passwordReset);

  router.use(requireSessionStore({ evenWithoutCookie: false }), proxy.handler);
  return { router, proxy };
}
