import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** `totpSecret` is the site's ADMIN_TOTP_SECRET: the scripts compute the admin's sign-in codes from it. */
export const BENCH_ADMIN = { email: 'admin@bench.test', password: 'Admin#2026bench', totpSecret: 'KHADAMATBENCHADMINTOTPSECRET2345' } as const;

/** A built site started by a benchmark: its addresses, the web server's process and how to stop it. */
export interface BuiltSite {
  url: string;
  /** The provider's own address (with `separateProvider`). */
  providerUrl?: string;
  /** The process that renders pages (with `separateProvider`, the web server alone). */
  web: ChildProcess;
  /** The copy of dist/client the site serves (with `copyStatic`): a benchmark may add files to its public folder. */
  staticDir?: string;
  /** The throw-away DATA_DIR (the browser journeys read the mails in its outbox/); removed by `stop`. */
  dataDir: string;
  stop(): Promise<void>;
}

export interface BuiltSiteOptions {
  /** The checkout whose `dist/` runs (another folder holding a build of main, for A/B). Default: this one. */
  root?: string;
  /** Default: a free port. */
  port?: number;
  /**
   * Run the provider in its own process, as production does, so that the web server's CPU time is
   * the renderer's alone. Otherwise `dist/site/main.js` runs both, as `npm start` does.
   */
  separateProvider?: boolean;
  /** Serve a copy of dist/client, so files can be added to it without touching the build. */
  copyStatic?: boolean;
  /** Extra Node flags for the web server's process (`--cpu-prof`, ...). */
  nodeFlags?: string[];
  /** Variables added to the environment; `undefined` removes one. */
  env?: Record<string, string | undefined>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
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
 * Starts `root`'s built site on its embedded defaults in a throw-away data directory (the browser
 * journeys start theirs with it too, e2e/support/start-site.ts), as a new user runs it: NODE_ENV is
 * left out unless `env` sets it.
 */
export async function startBuiltSite(options: BuiltSiteOptions = {}): Promise<BuiltSite> {
  const root = options.root ?? ROOT;
  if (!fs.existsSync(path.join(root, 'dist/server/index.js'))) throw new Error(`No build in ${root}/dist: run npm run build first`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khadamat-bench-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ADMIN_TOTP_SECRET: BENCH_ADMIN.totpSecret,
  };
  for (const name of ['NODE_ENV', 'DATABASE_URL', 'REDIS_URL', 'PROVIDER_URL', 'SMTP_URL', 'WEB_CONCURRENCY']) delete env[name];
  let staticDir: string | undefined;
  if (options.copyStatic) {
    staticDir = path.join(dataDir, 'static');
    fs.cpSync(path.join(root, 'dist/client'), staticDir, { recursive: true });
    env.STATIC_DIR = staticDir;
  }
  for (const [name, value] of Object.entries(options.env ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  const dist = (file: string) => path.join(root, 'dist', file);
  const children: ChildProcess[] = [];
  const start = (file: string, extraEnv: NodeJS.ProcessEnv, flags: string[] = []) => {
    const child = spawn(process.execPath, [...flags, dist(file)], { env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'], cwd: root });
    children.push(child);
    return child;
  };
  const stop = async () => {
    for (const child of children.reverse()) await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    let web: ChildProcess;
    let providerUrl: string | undefined;
    if (options.separateProvider) {
      const providerPort = await freePort();
      const provider = start('provider/index.js', { PROVIDER_PORT: String(providerPort), PROVIDER_HOST: '127.0.0.1' });
      providerUrl = `http://127.0.0.1:${providerPort}`;
      await waitForReady(providerUrl, Date.now() + 180_000, () => provider.exitCode !== null);
      web = start('server/index.js', { PROVIDER_URL: providerUrl }, options.nodeFlags);
    } else {
      web = start('site/main.js', {}, options.nodeFlags);
    }
    await waitForReady(url, Date.now() + 180_000, () => web.exitCode !== null);
    return { url, ...(providerUrl ? { providerUrl } : {}), web, ...(staticDir ? { staticDir } : {}), dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
