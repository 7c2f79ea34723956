/**
 * Starts the built site (dist/) in its production shape for benchmarks: the provider API and the
 * web server as two processes, on loopback ports, with a throw-away data directory and a known
 * administrator. `stop()` ends both and removes the directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'Bench#2026admin' } as const;

export interface BuiltSite {
  url: string;
  providerUrl: string;
  dataDir: string;
  /** A copy of dist/client the site serves, so a benchmark may add files to its public folder. */
  staticDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  return exited;
}

export async function startBuiltSite(env: NodeJS.ProcessEnv = {}): Promise<BuiltSite> {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/index.js'))) throw new Error('No build in dist/: run npm run build first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khadamat-bench-'));
  const staticDir = path.join(dataDir, 'static');
  fs.cpSync(path.join(ROOT, 'dist/client'), staticDir, { recursive: true });
  const [webPort, providerPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${webPort}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, PUBLIC_SITE_URL: url };
  const provider = spawn(process.execPath, [path.join(ROOT, 'dist/provider/index.js')], {
    env: { ...base, PROVIDER_HOST: '127.0.0.1', PROVIDER_PORT: String(providerPort), ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const web = spawn(process.execPath, [path.join(ROOT, 'dist/server/index.js')], {
    env: { ...base, HOST: '127.0.0.1', PORT: String(webPort), PROVIDER_URL: providerUrl, STATIC_DIR: staticDir, WEB_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await Promise.all([stopProcess(web), stopProcess(provider)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(providerUrl, Date.now() + 120_000);
    await waitForReady(url, Date.now() + 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, providerUrl, dataDir, staticDir, stop };
}
