import type { RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { fail } from '../../shared/api/envelope';
import { apiMessage } from './messages';

export interface InFlightLimits {
  /** Reads (GET, HEAD, OPTIONS) one client address may have unanswered at once. */
  reads: number;
  /** Writes one client address may have unanswered at once (their bodies included). */
  writes: number;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Caps the /api requests one client address has in flight, reads and writes counted apart so that
 * an address busy writing (or sending bodies slowly) can still read. Over the cap: 429 with
 * Retry-After; a write's connection then closes, so its unread body is never waited for. Counted in
 * this process (each web worker caps on its own); an IPv6 address counts by its /56, like the rate
 * limits.
 */
export function capInFlight(limits: InFlightLimits): RequestHandler {
  const counts = new Map<string, number>();
  return (req, res, next) => {
    const read = READS.has(req.method);
    const key = `${read ? 'read' : 'write'}:${ipKeyGenerator(req.ip ?? '')}`;
    const current = counts.get(key) ?? 0;
    if (current >= (read ? limits.reads : limits.writes)) {
      res.setHeader('Retry-After', '1');
      if (!read) res.setHeader('Connection', 'close');
      res.status(429).json(fail(apiMessage(req, res, 'tooManyInFlight'), 'RATE_LIMITED'));
      return;
    }
    counts.set(key, current + 1);
    res.once('close', () => {
      const left = (counts.get(key) ?? 1) - 1;
      if (left > 0) counts.set(key, left);
      else counts.delete(key);
    });
    next();
  };
}

/**
 * Caps the calls that make the provider check or hash a password (login, registration, reset) in
 * flight in this process, from whatever address: the provider checks only a few at a time anyway,
 * so the rest are told 503 with Retry-After here, at once, before their rate-limit look-ups and
 * provider calls take this server's time from everyone else's requests.
 */
export function capPasswordCalls(limit: number): RequestHandler {
  let inFlight = 0;
  return (req, res, next) => {
    if (inFlight >= limit) {
      res.setHeader('Retry-After', '1');
      res.status(503).json(fail(apiMessage(req, res, 'passwordCheckBusy'), 'SERVICE_UNAVAILABLE'));
      return;
    }
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
    next();
  };
}
