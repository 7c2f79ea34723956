import os from 'node:os';
import path from 'node:path';
import { LOG_FORMATS, prettyLogsWanted } from '../shared/server/logger';

/** Every environment variable the web server reads, with its default: the table of docs/configuration.md is built from this. */
export const WEB_ENV_DOCS = [
  { name: 'PORT', default: '3000', description: 'Port the web server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface the web server binds to.' },
  { name: 'NODE_ENV', default: 'production', description: '`development` enables readable logs (see `LOG_FORMAT`).' },
  {
    name: 'PUBLIC_SITE_URL',
    default: 'http://localhost:3000',
    description: 'Public origin of the site: canonical links, allowed Origin for state-changing requests.',
  },
  {
    name: 'PROVIDER_URL',
    default: '(embedded provider)',
    description: 'Base URL of the provider API. Unset with `npm start`: the embedded provider on loopback.',
  },
  { name: 'PROVIDER_TIMEOUT_MS', default: '15000', description: 'Time the provider has to answer a proxied call before the web server answers 504.' },
  {
    name: 'BODY_TIMEOUT_MS',
    default: '10000',
    description:
      'A request body of up to 100 kB must arrive whole within this time (else 408) before it is sent to the provider; larger uploads must keep the minimum rate from then on.',
  },
  {
    name: 'BODY_MIN_BYTES_PER_SECOND',
    default: '8192',
    description: 'The slowest average rate an upload larger than 100 kB may arrive at once BODY_TIMEOUT_MS has passed (else 408).',
  },
  {
    name: 'API_IN_FLIGHT_PER_CLIENT',
    default: '16',
    description: 'Writes one client address may have unanswered at /api at once (reads: four times as many); beyond it 429 with Retry-After. Per web process.',
  },
  {
    name: 'PASSWORD_CALLS_IN_FLIGHT',
    default: '16',
    description: 'Logins, registrations and password resets a web process passes to the provider at once, from all addresses; beyond it 503 with Retry-After.',
  },
  {
    name: 'PAGE_DATA_TIMEOUT_MS',
    default: '5000',
    description: 'How long a server-rendered page waits for its data before it renders its error state (the browser then retries).',
  },
  {
    name: 'PAGE_CACHE_TTL_MS',
    default: '60000',
    description: "How long a visitor's page (no session) is served from memory; changes through the site drop it at once. 0 turns the cache off.",
  },
  {
    name: 'PAGE_CACHE_MAX_BYTES',
    default: '67108864',
    description: "Memory the visitors' page cache may use per web process (least recently used pages go first).",
  },
  { name: 'REDIS_URL', default: '(unset: in-memory)', description: 'Redis for sessions and rate limits. Unset: an in-memory store for a single process.' },
  { name: 'REDIS_KEY_PREFIX', default: 'khadamat:', description: 'Prefix of every Redis key the web server writes.' },
  {
    name: 'SESSION_SECRET',
    default: '(generated in DATA_DIR)',
    description: 'Secret that signs the session cookie. Unset: generated once and kept in DATA_DIR/session-secret.',
  },
  { name: 'SESSION_IDLE_MINUTES', default: '10080', description: 'A session unused for this long ends (default 7 days).' },
  { name: 'SESSION_ABSOLUTE_HOURS', default: '168', description: 'A session ends this long after login, however active (default 7 days).' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: 'Behind a TLS-terminating proxy: `true`, a hop count, or a list of addresses (Express `trust proxy`).',
  },
  { name: 'DATA_DIR', default: './data', description: 'Where the embedded defaults keep their files (database, secrets, uploads, outbox).' },
  { name: 'STATIC_DIR', default: './dist/client', description: 'Built client assets and their manifest.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'pino log level: fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description: '`auto`: readable lines when standard output is a terminal (or `NODE_ENV=development`), JSON lines otherwise; `pretty` or `json` to choose.',
  },
  { name: 'SHUTDOWN_TIMEOUT_MS', default: '10000', description: 'How long a graceful shutdown waits for in-flight requests.' },
  {
    name: 'SHUTDOWN_DRAIN_MS',
    default: '0',
    description: 'On SIGTERM, how long /readyz answers 503 while requests are still served, so a load balancer stops sending before new requests are refused.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: "Serve Prometheus metrics at /metrics to callers with this bearer token (at least 16 characters); one worker's figures each time.",
  },
  {
    name: 'METRICS_PORT',
    default: '(unset)',
    description: 'Serve /metrics on this port of its own (keep it off the public network); with WEB_CONCURRENCY above 1, the primary answers for all workers.',
  },
  { name: 'METRICS_HOST', default: '127.0.0.1', description: 'Interface the metrics port binds to.' },
  {
    name: 'WEB_CONCURRENCY',
    default: '(cores with REDIS_URL, else 1)',
    description: 'Web-server worker processes (node:cluster). Above 1 needs REDIS_URL, so every worker sees the same sessions. `npm start` runs 1 unless set.',
  },
] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface WebConfig {
  readonly port: number;
  readonly host: string;
  readonly isProduction: boolean;
  readonly publicSiteUrl: string;
  /** Undefined until the embedded provider is started (npm start) or when set from the environment. */
  readonly providerUrl: string | undefined;
  readonly providerTimeoutMs: number;
  readonly bodyTimeoutMs: number;
  readonly bodyMinBytesPerSecond: number;
  /** Writes in flight per client address at /api; reads may have four times as many. */
  readonly apiInFlightPerClient: number;
  /** Logins, registrations and password resets in flight in this process. */
  readonly passwordCallsInFlight: number;
  readonly pageDataTimeoutMs: number;
  readonly pageCacheTtlMs: number;
  readonly pageCacheMaxBytes: number;
  readonly redisUrl: string | undefined;
  readonly redisKeyPrefix: string;
  readonly sessionSecret: string | undefined;
  readonly sessionIdleMinutes: number;
  readonly sessionAbsoluteHours: number;
  readonly trustProxy: boolean | number | string;
  readonly dataDir: string;
  readonly staticDir: string;
  readonly logLevel: LogLevel;
  readonly shutdownTimeoutMs: number;
  readonly shutdownDrainMs: number;
  /** Web-server worker processes; 1 runs the server in this process. */
  readonly webConcurrency: number;
  readonly metricsToken: string | undefined;
  readonly metricsPort: number | undefined;
  readonly metricsHost: string;
  /** NODE_ENV=development: readable log lines instead of JSON. */
  readonly prettyLogs: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads variables one by one, collecting every problem so that one run reports them all. */
export class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  string(name: string, fallback: string): string {
    const value = this.env[name]?.trim();
    return value ? value : fallback;
  }

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  url(name: string, fallback: string | undefined, protocols: string[]): string | undefined {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw.replace(/\/+$/, '');
    } catch {
      this.problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${raw}")`);
      return fallback;
    }
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.env[name]?.trim();
    if (!raw) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
      return fallback;
    }
    return raw as T;
  }

  finish(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}

function parseTrustProxy(reader: EnvReader): boolean | number | string {
  const raw = reader.optional('TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\w.:/, -]+$/.test(raw)) return raw;
  reader.problems.push(`TRUST_PROXY must be true, false, a hop count or a list of addresses (got "${raw}")`);
  return false;
}

export function loadWebConfig(env: NodeJS.ProcessEnv = process.env): WebConfig {
  const read = new EnvReader(env);
  const dataDir = path.resolve(read.string('DATA_DIR', './data'));
  const redisUrl = read.url('REDIS_URL', undefined, ['redis:', 'rediss:']);
  // Several workers only make sense with sessions every one of them sees: Redis.
  const webConcurrency = read.integer('WEB_CONCURRENCY', redisUrl ? os.availableParallelism() : 1, 1, 256);
  if (webConcurrency > 1 && !redisUrl) read.problems.push('WEB_CONCURRENCY above 1 needs REDIS_URL: in-memory sessions would differ from worker to worker');
  const config: WebConfig = {
    port: read.integer('PORT', 3000, 0, 65535),
    host: read.string('HOST', '0.0.0.0'),
    isProduction: read.string('NODE_ENV', 'production') !== 'development' && read.string('NODE_ENV', 'production') !== 'test',
    publicSiteUrl: read.url('PUBLIC_SITE_URL', 'http://localhost:3000', ['http:', 'https:']) ?? 'http://localhost:3000',
    providerUrl: read.url('PROVIDER_URL', undefined, ['http:', 'https:']),
    providerTimeoutMs: read.integer('PROVIDER_TIMEOUT_MS', 15_000, 100, 600_000),
    bodyTimeoutMs: read.integer('BODY_TIMEOUT_MS', 10_000, 100, 600_000),
    bodyMinBytesPerSecond: read.integer('BODY_MIN_BYTES_PER_SECOND', 8192, 1, 1024 * 1024 * 1024),
    apiInFlightPerClient: read.integer('API_IN_FLIGHT_PER_CLIENT', 16, 1, 100_000),
    passwordCallsInFlight: read.integer('PASSWORD_CALLS_IN_FLIGHT', 16, 1, 100_000),
    pageDataTimeoutMs: read.integer('PAGE_DATA_TIMEOUT_MS', 5_000, 100, 600_000),
    pageCacheTtlMs: read.integer('PAGE_CACHE_TTL_MS', 60_000, 0, 24 * 60 * 60 * 1000),
    pageCacheMaxBytes: read.integer('PAGE_CACHE_MAX_BYTES', 64 * 1024 * 1024, 0, 16 * 1024 * 1024 * 1024),
    redisUrl,
    redisKeyPrefix: read.string('REDIS_KEY_PREFIX', 'khadamat:'),
    sessionSecret: read.optional('SESSION_SECRET'),
    sessionIdleMinutes: read.integer('SESSION_IDLE_MINUTES', 7 * 24 * 60, 1, 365 * 24 * 60),
    sessionAbsoluteHours: read.integer('SESSION_ABSOLUTE_HOURS', 7 * 24, 1, 365 * 24),
    trustProxy: parseTrustProxy(read),
    dataDir,
    staticDir: path.resolve(read.string('STATIC_DIR', './dist/client')),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    shutdownTimeoutMs: read.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    shutdownDrainMs: read.integer('SHUTDOWN_DRAIN_MS', 0, 0, 600_000),
    webConcurrency,
    metricsToken: read.optional('METRICS_TOKEN'),
    metricsPort: read.optional('METRICS_PORT') === undefined ? undefined : read.integer('METRICS_PORT', 0, 0, 65535),
    metricsHost: read.string('METRICS_HOST', '127.0.0.1'),
    prettyLogs: prettyLogsWanted(read.oneOf('LOG_FORMAT', LOG_FORMATS, 'auto'), read.optional('NODE_ENV'), process.stdout.isTTY === true),
  };
  if (config.metricsToken !== undefined && config.metricsToken.length < 16) read.problems.push('METRICS_TOKEN must be at least 16 characters');
  if (config.sessionSecret !== undefined && config.sessionSecret.length < 32) {
    read.problems.push('SESSION_SECRET must be at least 32 characters');
  }
  read.finish();
  return Object.freeze(config);
}
