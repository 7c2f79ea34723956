/**
 * Codes from an authenticator secret for automated staff sign-ins (journeys, web-server tests,
 * fault runs, benchmarks): the bootstrapped admin's ADMIN_TOTP_SECRET, or the secret a test read
 * from an enrolment. The provider takes each 30-second step once, and never one older than the last
 * it took (provider/auth/second-step.ts), so sign-ins of the same secret take increasing steps: the
 * current one, then the next (accepted one step early), then they wait for the next window.
 * With `acrossProcesses`, processes on this machine share that order through files in the temp
 * folder, so parallel journey workers never spend the same code; otherwise it is kept in memory.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { totpCode } from '../../provider/auth/totp';

const PERIOD_MS = 30_000;
/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function filesOf(secret: string): { lock: string; last: string } {
  const base = path.join(os.tmpdir(), `khadamat-totp-${createHash('sha256').update(secret).digest('hex').slice(0, 16)}`);
  return { lock: `${base}.lock`, last: `${base}.last` };
}

async function acquire(lock: string): Promise<void> {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await sleep(100);
    }
  }
}

function lastStep(file: string): number {
  const value = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : Number.NaN);
  return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY;
}

/** The last step each secret took in this process, and its sign-ins queued one after another. */
const takenHere = new Map<string, number>();
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(secret: string, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(secret) ?? Promise.resolve()).catch(() => undefined).then(task);
  queues.set(secret, run);
  return run;
}

/**
 * Runs `submit` with a code of a step no earlier sign-in with this secret used, waiting for a new
 * window when both the current and the next step are spent. Only one submission per secret runs at
 * a time, so the provider sees the steps in order.
 */
export function withFreshTotpCode<T>(secret: string, submit: (code: string) => Promise<T>, options: { acrossProcesses?: boolean } = {}): Promise<T> {
  return oneAtATime(secret, async () => {
    const files = options.acrossProcesses ? filesOf(secret) : null;
    if (files) await acquire(files.lock);
    try {
      const current = Math.floor(Date.now() / PERIOD_MS);
      const last = Math.max(takenHere.get(secret) ?? Number.NEGATIVE_INFINITY, files ? lastStep(files.last) : Number.NEGATIVE_INFINITY);
      const step = Math.max(current, last + 1);
      // The next step's code is taken one step early; a later one waits until it is.
      if (step > current + 1) await sleep((step - 1) * PERIOD_MS - Date.now() + 200);
      takenHere.set(secret, step);
      if (files) fs.writeFileSync(files.last, String(step));
      return await submit(totpCode(secret, step * PERIOD_MS));
    } finally {
      if (files) fs.rmSync(files.lock, { recursive: true, force: true });
    }
  });
}
