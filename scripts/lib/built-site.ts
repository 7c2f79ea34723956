import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built site started by a benchmark: its address, the web server's process and how to stop it. */
export interface BuiltSite {
  url: string;
  /** The process that renders pages (with `separateProvider`, the web server alone). */
  web: ChildProcess;
  stop(): Promise<void>;
}

export interface BuiltSiteOptions {
  /** The checkout whose `dist/` runs (another folder holding a build of main, for A/B). */
  root: string;
  port: number;
  /**
   * Run the provider in its own process, as production does, so that the web server's CPU time is
   * the renderer's alone. Otherwise `dist/server/main.js` runs both, as `npm start` does.
   */
  separateProvider?: boolean;
  /** Extra Node flags for the web server's process (`--cpu-prof`, ...). */
  nodeFlags?: string[];
  /** Variables added to the environment; `undefined` removes one. */
  env?: Record<string, string | undefined>;
}

async function waitForReady(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline && !exited()) {
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not become ready at ${url}`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts `root`'s built site on its embedded defaults in a throw-away data directory (like
 * e2e/run.ts), as a new user runs it: NODE_ENV is left out unless `env` sets it.
 */
export async function startBuiltSite(options: BuiltSiteOptions): Promise<BuiltSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khadamat-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'Admin#2026bench',
  };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'PROVIDER_URL', 'SMTP_URL']) delete env[name];
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const dist = (file: string) => path.join(options.root, 'dist', file);
  const children: ChildProcess[] = [];
  const start = (file: string, extraEnv: NodeJS.ProcessEnv, flags: string[] = []) => {
    const child = spawn(process.execPath, [...flags, dist(file)], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'], cwd: options.root });
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    let web: ChildProcess;
    if (options.separateProvider) {
      const providerPort = options.port + 1000;
      const provider = start('provider/index.js', { PROVIDER_PORT: String(providerPort), PROVIDER_HOST: '127.0.0.1' });
      const providerUrl = `http://127.0.0.1:${providerPort}`;
      await waitForReady(providerUrl, Date.now() + 180_000, () => provider.exitCode !== null);
      web = start('server/index.js', { PROVIDER_URL: providerUrl }, options.nodeFlags);
    } else {
      web = start('server/main.js', {}, options.nodeFlags);
    }
    await waitForReady(url, Date.now() + 180_000, () => web.exitCode !== null);
    return { url, web, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
