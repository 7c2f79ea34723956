import { Router } from 'express';
import { ok } from '../../shared/api/envelope';
import type { PartState, SystemStatus } from '../../shared/types/system-status';
import { hasRole } from '../../shared/types/user';
import { requireSessionStore } from '../auth/require-session-store';
import '../session/session-data';
import { HttpError } from './errors';
import { runCheck, type ReadinessCheck } from './health';

export interface SystemStatusOptions {
  providerUrl: () => string | undefined;
  /** Redis's readiness check when sessions live there; absent for in-memory sessions. */
  redisCheck?: ReadinessCheck;
  timeoutMs?: number;
}

/**
 * The provider's /readyz tells three things apart: 200 (it and its database answer), 503 (it
 * answers, its database does not) and no answer at all.
 */
async function probeProvider(url: string | undefined, timeoutMs: number): Promise<Pick<SystemStatus, 'provider' | 'database'>> {
  if (!url) return { provider: 'down', database: 'unknown' };
  try {
    const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (response.ok) return { provider: 'up', database: 'up' };
    if (response.status === 503) return { provider: 'up', database: 'down' };
    return { provider: 'down', database: 'unknown' };
  } catch {
    return { provider: 'down', database: 'unknown' };
  }
}

/** GET /api/System/status: the dashboard's system-status panel, for a signed-in Admin only. */
export function systemStatusRoutes(options: SystemStatusOptions): Router {
  const timeoutMs = options.timeoutMs ?? 2000;
  const router = Router();
  router.get('/api/System/status', requireSessionStore({ evenWithoutCookie: false }), async (req, res) => {
    const user = req.session?.user;
    if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'signInRequired');
    if (!hasRole(user, 'Admin')) throw new HttpError(403, 'FORBIDDEN', 'adminOnly');
    const [providerParts, redis] = await Promise.all([
      probeProvider(options.providerUrl(), timeoutMs),
      options.redisCheck ? runCheck(options.redisCheck) : Promise.resolve(null),
    ]);
    const sessions: SystemStatus['sessions'] = redis
      ? { store: 'redis', state: (redis.ok ? 'up' : 'down') satisfies PartState }
      : { store: 'memory', state: 'up' };
    const status: SystemStatus = { webServer: 'up', ...providerParts, sessions, checkedAt: new Date().toISOString() };
    res.set('Cache-Control', 'no-store').json(ok(status));
  });
  return router;
}
