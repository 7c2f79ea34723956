/**
 * The production shape on one machine, as real processes, for the fault tests: a Redis of its own,
 * a PostgreSQL database of its own (made in the server DATABASE_URL points at, dropped after), the
 * provider API and the web server from the build in dist/. Each can be stopped, frozen and resumed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** `totpSecret` is the stack's ADMIN_TOTP_SECRET: the runs compute the admin's sign-in codes from it. */
export const ADMIN = { email: 'admin@faults.test', password: 'Faults#2026admin', totpSecret: 'KHADAMATFAULTSADMINTOTPSECRET234' } as const;

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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `probe` resolves true; the time it took. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

export class Proc {
  readonly output: string[] = [];
  private exited: Promise<number | null>;
  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 400) this.output.splice(0, 100);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  }
  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
  signal(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.running) {
      this.child.kill('SIGCONT');
      this.child.kill(signal);
    }
    return this.exited;
  }
  waitForExit(): Promise<number | null> {
    return this.exited;
  }
}

function node(name: string, entry: string, env: NodeJS.ProcessEnv, args: string[] = []): Proc {
  return new Proc(
    name,
    spawn(process.execPath, [path.join(ROOT, entry), ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/** Runs one of the build's commands (dist/provider/backup.js, ...) to its end: its exit code and output. */
export async function runCommand(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const proc = node(path.basename(entry), entry, env, args);
  const code = await proc.waitForExit();
  return { code, output: proc.output.join('') };
}

export interface Stack {
  webUrl: string;
  providerUrl: string;
  redisPort: number;
  /** The provider's database: a PostgreSQL URL, or null when it runs on PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** What the provider process is started with (the backup and restore commands need the same). */
  providerEnv: NodeJS.ProcessEnv;
  /** A pool on the PostgreSQL database (throws on a stack that runs on PGlite). */
  db: pg.Pool;
  redis: Proc;
  provider: Proc;
  web: Proc;
  startRedis(): Promise<void>;
  startProvider(): Promise<void>;
  startWeb(extraEnv?: NodeJS.ProcessEnv): Promise<void>;
  close(): Promise<void>;
}

async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await res.arrayBuffer();
  return res.ok;
}

/** Whether the suite can run here: a build, DATABASE_URL and a redis-server binary. */
export function missingForFaults(): string | null {
  if (!fs.existsSync(path.join(ROOT, 'dist/server/index.js'))) return 'no build in dist/ (run npm run build)';
  if (!process.env.DATABASE_URL) return 'DATABASE_URL is not set (a PostgreSQL server to make a database in)';
  const redisServer = (process.env.PATH ?? '').split(':').some((dir) => fs.existsSync(path.join(dir, 'redis-server')));
  if (!redisServer) return 'redis-server is not installed';
  return null;
}

export interface StackOptions {
  providerTimeoutMs?: number;
  webEnv?: NodeJS.ProcessEnv;
  providerEnv?: NodeJS.ProcessEnv;
  /** The provider on embedded PGlite in the stack's DATA_DIR instead of a PostgreSQL database of its own. */
  embedded?: boolean;
  /** Runs once the (empty) database and data directory exist, before any process starts: e.g. a restore into them. */
  beforeStart?: (stack: Stack) => Promise<void>;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const serverUrl = new URL(process.env.DATABASE_URL!);
  const database = `khadamat_faults_${process.pid}_${Date.now()}`;
  const databaseUrl = new URL(serverUrl.toString());
  databaseUrl.pathname = `/${database}`;
  if (!options.embedded) {
    const admin = new pg.Client({ connectionString: serverUrl.toString() });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
  }
  const pool = options.embedded ? null : new pg.Pool({ connectionString: databaseUrl.toString(), max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khadamat-faults-'));
  const [webPort, providerPort, redisPort] = [await freePort(), await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  const providerUrl = `http://127.0.0.1:${providerPort}`;
  const common = { DATA_DIR: dataDir, PUBLIC_SITE_URL: webUrl };
  const providerEnv: NodeJS.ProcessEnv = {
    ...common,
    PROVIDER_HOST: '127.0.0.1',
    PROVIDER_PORT: String(providerPort),
    ...(options.embedded ? {} : { DATABASE_URL: databaseUrl.toString() }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET: ADMIN.totpSecret,
    REQUIRE_EMAIL_CONFIRMATION: 'false',
    PASSWORD_HASH_COST: '1024',
    ...options.providerEnv,
  };

  const stack: Stack = {
    webUrl,
    providerUrl,
    redisPort,
    databaseUrl: options.embedded ? null : databaseUrl.toString(),
    dataDir,
    providerEnv,
    get db(): pg.Pool {
      if (!pool) throw new Error('this stack runs on PGlite: there is no PostgreSQL pool');
      return pool;
    },
    redis: undefined as unknown as Proc,
    provider: undefined as unknown as Proc,
    web: undefined as unknown as Proc,
    async startRedis() {
      stack.redis = new Proc(
        'redis',
        spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] }),
      );
      await waitUntil(
        () =>
          new Promise<boolean>((resolve) => {
            const socket = net.connect(redisPort, '127.0.0.1', () => {
              socket.end();
              resolve(true);
            });
            socket.on('error', () => resolve(false));
          }),
        10_000,
        'redis up',
      );
    },
    async startProvider() {
      stack.provider = node('provider', 'dist/provider/index.js', providerEnv);
      await waitUntil(() => httpOk(`${providerUrl}/readyz`), 60_000, 'provider ready');
    },
    async startWeb(extraEnv = {}) {
      stack.web = node('web', 'dist/server/index.js', {
        ...common,
        HOST: '127.0.0.1',
        PORT: String(webPort),
        PROVIDER_URL: providerUrl,
        PROVIDER_TIMEOUT_MS: String(options.providerTimeoutMs ?? 2000),
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        WEB_CONCURRENCY: '1',
        SESSION_SECRET: 'faults-session-secret-that-is-long-enough-0123456789',
        ...options.webEnv,
        ...extraEnv,
      });
      await waitUntil(() => httpOk(`${webUrl}/readyz`), 60_000, 'web ready');
    },
    async close() {
      await Promise.all([stack.web?.stop(), stack.provider?.stop(), stack.redis?.stop()]);
      if (pool) {
        await pool.end();
        const cleanup = new pg.Client({ connectionString: serverUrl.toString() });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${database} with (force)`);
        await cleanup.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // The tests' own pool may lose a connection when they kill the provider's: that is expected.
  pool?.on('error', () => undefined);
  try {
    await options.beforeStart?.(stack);
    await stack.startRedis();
    await stack.startProvider();
    await stack.startWeb();
  } catch (error) {
    await stack.close().catch(() => undefined);
    throw error;
  }
  return stack;
}
