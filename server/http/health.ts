import { Router } from 'express';

export interface ReadinessCheck {
  name: string;
  /** Resolves when the dependency answers; rejects (or times out) when it does not. */
  check: (signal: AbortSignal) => Promise<void>;
}

const CHECK_TIMEOUT_MS = 2000;

export async function runCheck(check: ReadinessCheck): Promise<{ name: string; ok: boolean; error?: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_TIMEOUT_MS);
  try {
    await Promise.race([
      check.check(controller.signal),
      new Promise((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timed out')))),
    ]);
    return { name: check.name, ok: true };
  } catch (error) {
    return { name: check.name, ok: false, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** /healthz: the process is alive. /readyz: every dependency answers, each reported by name. */
export function healthRoutes(checks: () => ReadinessCheck[]) {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const results = await Promise.all(checks().map(runCheck));
    const ready = results.every((r) => r.ok);
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: ready ? 'ok' : 'unavailable',
        checks: Object.fromEntries(results.map((r) => [r.name, r.ok ? 'up' : `down: ${r.error}`])),
      });
  });
  return router;
}

/** The provider is ready when its own /readyz (database reachable) answers 200. */
export function providerReadiness(providerUrl: () => string | undefined): ReadinessCheck {
  return {
    name: 'provider',
    async check(signal) {
      const url = providerUrl();
      if (!url) throw new Error('not configured');
      const response = await fetch(`${url}/readyz`, { signal });
      if (!response.ok) throw new Error(`status ${response.status}`);
    },
  };
}
