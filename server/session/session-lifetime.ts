import type { SessionData } from 'express-session';
import { SESSION_MAX_AGE_DAYS } from '../../shared/constants';
import './session-data';

export interface SessionLimits {
  /** A session unused for this long ends. */
  idleMs: number;
  /** A session ends this long after login, however active. */
  absoluteMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function sessionLimits(config: { sessionIdleMinutes: number; sessionAbsoluteHours: number }): SessionLimits {
  return { idleMs: config.sessionIdleMinutes * 60_000, absoluteMs: config.sessionAbsoluteHours * 3_600_000 };
}

/** The cookie lives 7 days (spec section 9), never longer than the session itself may. */
export function cookieMaxAgeMs(limits: SessionLimits): number {
  return Math.min(SESSION_MAX_AGE_DAYS * DAY_MS, limits.absoluteMs);
}

/**
 * How long the store keeps a session from now: the idle timeout, cut short by the absolute one.
 * Called on every save and touch, so each request a session serves pushes the idle deadline on.
 */
export function sessionTtlMs(session: Partial<SessionData>, limits: SessionLimits, now: number): number {
  if (typeof session.createdAt !== 'number') return limits.idleMs;
  return Math.min(limits.idleMs, session.createdAt + limits.absoluteMs - now);
}

/** Redis counts expiry in whole seconds; a session at its deadline gets 0 and is deleted. */
export function sessionTtlSeconds(session: Partial<SessionData>, limits: SessionLimits, now: number): number {
  return Math.max(0, Math.ceil(sessionTtlMs(session, limits, now) / 1000));
}

export function isPastAbsoluteLimit(session: Partial<SessionData>, limits: SessionLimits, now: number): boolean {
  return typeof session.createdAt === 'number' && now >= session.createdAt + limits.absoluteMs;
}
