import { mkdir, rmdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PORT } from './e2e-site';

/**
 * Journeys in two workers share one site, and a few of them change a company-wide setting for a
 * moment (the notice period and grace period of booking changes, saved whole by the availability
 * screen). `withSettingsLock` runs such a stretch alone: an atomic mkdir is the lock, across workers.
 * A lock older than the longest journey is left over from a killed run and is taken over.
 */
const LOCK = join(tmpdir(), `khadamat-e2e-${PORT}-settings.lock`);
const STALE_MS = 180_000;
const POLL_MS = 200;

async function acquire(): Promise<void> {
  for (;;) {
    try {
      await mkdir(LOCK);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const since = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rmdir(LOCK).catch(() => undefined);
      else await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

export async function withSettingsLock<T>(stretch: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await stretch();
  } finally {
    await rmdir(LOCK).catch(() => undefined);
  }
}
