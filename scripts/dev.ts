/**
 * npm run dev: builds, starts the site on the embedded defaults (NODE_ENV=development, readable
 * logs), and on every change under client/, server/, provider/ or shared/ rebuilds and restarts.
 * Precompression is skipped in development (SKIP_PRECOMPRESS=1) to keep rebuilds quick.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WATCHED = ['client', 'server', 'provider', 'shared'];
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', SKIP_PRECOMPRESS: '1' };

let site: ChildProcess | undefined;
let timer: NodeJS.Timeout | undefined;

function build(): boolean {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts')], { cwd: ROOT, env, stdio: 'inherit' });
  return result.status === 0;
}

async function stopSite(): Promise<void> {
  const running = site;
  site = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

async function restart(): Promise<void> {
  await stopSite();
  if (!build()) {
    console.error('\nBuild failed: fix the error above, the site restarts on the next change.\n');
    return;
  }
  site = spawn(process.execPath, [path.join(ROOT, 'dist/site/main.js')], { cwd: ROOT, env, stdio: 'inherit' });
}

for (const dir of WATCHED) {
  fs.watch(path.join(ROOT, dir), { recursive: true }, (_event, file) => {
    if (!file || /(^|\/)\.|\.test\.tsx?$/.test(file)) return;
    clearTimeout(timer);
    timer = setTimeout(() => void restart(), 200);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void stopSite().then(() => process.exit(0)));
}

await restart();
