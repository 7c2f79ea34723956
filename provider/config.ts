import { isUsableSecret } from './auth/totp';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_MAX_AGE_DAYS } from '../shared/constants';
import { LOG_FORMATS, type LogFormat, prettyLogsWanted } from '../shared/server/logger';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const FILE_STORAGE_KINDS = ['disk', 'database', 's3'] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). */
export interface S3Config {
  /** Base URL without the bucket, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  readonly endpoint: string;
  readonly region: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** Prepended to every object key ('' or ending in /). */
  readonly prefix: string;
  /** endpoint/bucket/key rather than bucket.endpoint/key. */
  readonly pathStyle: boolean;
}

export interface Quotas {
  /** Bookings of one client not yet completed or cancelled. */
  readonly openBookingsPerClient: number;
  /** Of those, with the same main service. */
  readonly openBookingsPerService: number;
  /** Bookings one client may make in an hour. */
  readonly bookingsPerClientPerHour: number;
  /** Contact messages e-mailed to admins one by one per clock hour; beyond, one digest at the hour's end. */
  readonly contactEmailsPerHour: number;
}

export interface ProviderConfig {
  readonly port: number;
  readonly host: string;
  /** null: embedded PGlite under `pgliteDir`. */
  readonly databaseUrl: string | null;
  readonly databaseSchema: string;
  readonly dataDir: string;
  readonly pgliteDir: string;
  readonly tokenSecret: string;
  readonly tokenTtlMinutes: number;
  readonly adminEmail: string | null;
  readonly adminPassword: string | null;
  /** The bootstrapped admin's TOTP secret (base32), for automated environments; null: enrols at first sign-in. */
  readonly adminTotpSecret: string | null;
  /** null: e-mails are written as .eml files to `outboxDir` and their links logged. */
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly outboxDir: string;
  readonly publicSiteUrl: string;
  readonly requireEmailConfirmation: boolean;
  readonly uploadDir: string;
  /** Where uploaded files live: this machine's UPLOAD_DIR, the database, or an S3 bucket. */
  readonly fileStorage: FileStorageKind;
  /** Set when fileStorage is s3. */
  readonly s3: S3Config | null;
  readonly logLevel: LogLevel;
  /** scrypt N (a power of two); tests lower it. */
  readonly passwordHashCost: number;
  /** Limits per client on bookings and on the e-mails contact messages send (docs/configuration.md). */
  readonly quotas: Quotas;
  /** Days a client has to confirm a booking's work or report a problem once the partners marked it done; then it completes itself. */
  readonly completionConfirmDays: number;
  /** Password hashes computed at once (each fills a thread of the pool); more wait in a queue. */
  readonly passwordHashConcurrency: number;
  /** Password checks that may wait for a turn; beyond it 503 with Retry-After. */
  readonly passwordHashQueue: number;
  /** How long a password check may wait for its turn before it is answered 503. */
  readonly passwordHashMaxWaitMs: number;
  /** On SIGTERM: how long /readyz answers 503 while requests are still served, then how long in-flight requests may take. */
  readonly shutdownDrainMs: number;
  readonly shutdownTimeoutMs: number;
  /** /metrics on the provider's port for this bearer; null: not served there. */
  readonly metricsToken: string | null;
  /** A listener of its own for /metrics; null: none. */
  readonly metricsPort: number | null;
  readonly metricsHost: string;
  /** NODE_ENV=development: readable log lines instead of JSON. */
  readonly prettyLogs: boolean;
  /** Where jobs (notifications, reminders) wait: pg-boss on PostgreSQL, the jobs table otherwise. */
  readonly jobQueue: JobQueueKind;
  /** A booking thread's e-mail goes once its side has been quiet this long (one e-mail per burst). */
  readonly bookingMessageQuietMinutes: number;
  /** pg-boss's own schema. */
  readonly jobsSchema: string;
  /** WhatsApp and SMS: an HTTP gateway, or files in the outbox when none is configured. */
  readonly whatsappGateway: GatewayConfig | null;
  readonly smsGateway: GatewayConfig | null;
  /** Seals the ZATCA private key and API secrets in the database; null: e-invoicing cannot be onboarded. */
  readonly zatcaSealKey: string | null;
  /** Fatoora's base address instead of the one of the environment chosen in the settings (a local test server). */
  readonly zatcaBaseUrl: string | null;
  /** Online payments through Moyasar (docs/payments.md); null: off, payments are recorded by hand as before. */
  readonly moyasar: MoyasarConfig | null;
}

/** Moyasar's keys and address: the secret key and webhook token stay on the server, only the publishable key reaches a browser. */
export interface MoyasarConfig {
  readonly secretKey: string;
  readonly publishableKey: string;
  /** https://api.moyasar.com/v1, or a local Moyasar-compatible server (npm run gateway:local). */
  readonly baseUrl: string;
  /** The webhook's secret_token as set in Moyasar's dashboard; null: webhooks are refused and payments settle by asking the gateway. */
  readonly webhookSecret: string | null;
  /** Test keys (sk_test_/pk_test_): the pages say the payment is a test. */
  readonly testMode: boolean;
}

export const JOB_QUEUE_KINDS = ['table', 'pg-boss'] as const;
export type JobQueueKind = (typeof JOB_QUEUE_KINDS)[number];

/** A message gateway: messages are POSTed as JSON to `url` with this bearer token. */
export interface GatewayConfig {
  readonly url: string;
  readonly token: string;
}

export interface EnvDoc {
  name: string;
  default: string;
  description: string;
}

/** Every variable the provider reads, for the table of docs/configuration.md. */
export const PROVIDER_ENV_DOCS: readonly EnvDoc[] = [
  { name: 'PROVIDER_PORT', default: '4000', description: 'Port the provider API listens on (0 picks a free port).' },
  { name: 'SHUTDOWN_DRAIN_MS', default: '0', description: 'Provider: on SIGTERM, how long /readyz answers 503 while requests are still served.' },
  { name: 'SHUTDOWN_TIMEOUT_MS', default: '10000', description: 'Provider: how long a graceful shutdown waits for in-flight requests.' },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description: 'Provider: serve Prometheus metrics at /metrics to callers with this bearer token (at least 16 characters).',
  },
  {
    name: 'PROVIDER_METRICS_PORT',
    default: '(unset)',
    description: 'Provider: serve /metrics on this port of its own (keep it off the public network) instead of, or besides, the token.',
  },
  { name: 'METRICS_HOST', default: '127.0.0.1', description: 'Interface the metrics ports bind to.' },
  {
    name: 'ZATCA_SEAL_KEY',
    default: '(unset)',
    description:
      'Provider: secret (at least 32 characters) sealing the ZATCA private key and API secrets in the database; required to onboard e-invoicing (docs/zatca.md). Keep it outside the backups.',
  },
  {
    name: 'ZATCA_BASE_URL',
    default: '(unset)',
    description:
      "Provider: Fatoora's base address instead of the environment chosen in the settings (developer portal, simulation, core); for a local test server.",
  },
  {
    name: 'MOYASAR_SECRET_KEY',
    default: '(unset)',
    description:
      'Provider: Moyasar secret key (sk_test_… or sk_live_…); with MOYASAR_PUBLISHABLE_KEY it turns online payments on (docs/payments.md). Never sent to a browser, never logged.',
  },
  {
    name: 'MOYASAR_PUBLISHABLE_KEY',
    default: '(unset)',
    description: 'Provider: Moyasar publishable key (pk_test_… or pk_live_…), of the same mode as the secret key.',
  },
  {
    name: 'MOYASAR_WEBHOOK_SECRET',
    default: '(unset)',
    description: "Provider: the webhook's secret token as set in Moyasar's dashboard; unset refuses webhooks (payments still settle by asking Moyasar).",
  },
  {
    name: 'MOYASAR_BASE_URL',
    default: 'https://api.moyasar.com/v1',
    description: "Provider: Moyasar's API address; point it at the local gateway (npm run gateway:local) to try payments without Moyasar.",
  },
  { name: 'PROVIDER_HOST', default: '127.0.0.1', description: 'Interface the provider API binds to.' },
  { name: 'DATABASE_URL', default: '(unset)', description: 'PostgreSQL connection URL; unset uses embedded PGlite under DATA_DIR/pglite.' },
  { name: 'DATABASE_SCHEMA', default: 'public', description: 'PostgreSQL schema holding the tables (created if missing).' },
  { name: 'DATA_DIR', default: './data', description: 'Directory for the embedded database, uploads, the mail outbox and the generated token secret.' },
  {
    name: 'PROVIDER_TOKEN_SECRET',
    default: '(generated)',
    description:
      'Secret signing the bearer tokens (at least 32 characters); unset generates one once and keeps it in DATA_DIR/provider-token-secret (mode 0600).',
  },
  {
    name: 'TOKEN_TTL_MINUTES',
    default: String(SESSION_MAX_AGE_DAYS * 24 * 60),
    description: 'Lifetime of a bearer token in minutes (default matches the 7-day session).',
  },
  {
    name: 'ADMIN_EMAIL',
    default: '(unset)',
    description: 'E-mail of the administrator created at start if missing; unset creates admin@khadamat.local with a generated password printed once.',
  },
  { name: 'ADMIN_PASSWORD', default: '(unset)', description: 'Password of that administrator (used only when the account is created).' },
  {
    name: 'ADMIN_TOTP_SECRET',
    default: '(unset)',
    description:
      "That administrator's authenticator secret (base32, at least 128 bits), set at every start while the account has none confirmed: lets automated environments pass the two-step sign-in. Unset: the administrator sets up an app at the first sign-in.",
  },
  {
    name: 'SMTP_URL',
    default: '(unset)',
    description: 'SMTP URL for outgoing mail (smtp://user:pass@host:587); unset writes .eml files to DATA_DIR/outbox and logs the links.',
  },
  { name: 'MAIL_FROM', default: 'Khadamat <no-reply@khadamat.local>', description: 'Sender of outgoing mail.' },
  { name: 'PUBLIC_SITE_URL', default: 'http://localhost:3000', description: 'Public address of the web site, used for links in e-mails.' },
  { name: 'REQUIRE_EMAIL_CONFIRMATION', default: 'true', description: 'Whether a new account must confirm its e-mail before logging in.' },
  {
    name: 'UPLOAD_DIR',
    default: 'DATA_DIR/uploads',
    description: 'Directory of uploaded files with FILE_STORAGE=disk; with any storage, where an upload waits while its type is checked.',
  },
  {
    name: 'FILE_STORAGE',
    default: 'disk',
    description:
      'Where uploaded files live: disk (UPLOAD_DIR, one provider instance), database (a table of the database, any number of instances on PostgreSQL) or s3 (an S3-compatible bucket, see S3_*).',
  },
  { name: 'S3_BUCKET', default: '(unset)', description: 'With FILE_STORAGE=s3: the bucket (required).' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'With FILE_STORAGE=s3: the region requests are signed for.' },
  {
    name: 'S3_ENDPOINT',
    default: '(AWS for S3_REGION)',
    description: 'With FILE_STORAGE=s3: base URL of an S3-compatible service (MinIO, R2, ...) without the bucket; unset: https://s3.S3_REGION.amazonaws.com.',
  },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'With FILE_STORAGE=s3: access key id (required).' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'With FILE_STORAGE=s3: secret access key (required).' },
  { name: 'S3_PREFIX', default: '(none)', description: 'With FILE_STORAGE=s3: a folder inside the bucket for the files, e.g. khadamat/.' },
  {
    name: 'S3_FORCE_PATH_STYLE',
    default: '(true with S3_ENDPOINT)',
    description: 'With FILE_STORAGE=s3: address the bucket as ENDPOINT/BUCKET/key instead of BUCKET.ENDPOINT/key.',
  },
  { name: 'LOG_LEVEL', default: 'info', description: `Log level: ${LOG_LEVELS.join(', ')}.` },
  {
    name: 'LOG_FORMAT',
    default: 'auto',
    description: '`auto`: readable lines when standard output is a terminal (or `NODE_ENV=development`), JSON lines otherwise; `pretty` or `json` to choose.',
  },
  {
    name: 'COMPLETION_CONFIRM_DAYS',
    default: '3',
    description:
      "Days a client has to confirm a booking's work or report a problem once its partners marked it done (0..60); after them the booking completes itself.",
  },
  { name: 'PASSWORD_HASH_COST', default: '32768', description: 'scrypt cost N (power of two, 1024..1048576); lower only for tests.' },
  { name: 'OPEN_BOOKINGS_PER_CLIENT', default: '10', description: 'Bookings one client may have open (not completed or cancelled) at once; beyond, 429.' },
  { name: 'OPEN_BOOKINGS_PER_SERVICE', default: '3', description: 'Open bookings one client may have for the same main service; beyond, 429.' },
  { name: 'BOOKINGS_PER_CLIENT_PER_HOUR', default: '20', description: 'Bookings one client may make in an hour; beyond, 429 with Retry-After.' },
  {
    name: 'BOOKING_MESSAGE_QUIET_MINUTES',
    default: '10',
    description:
      "A booking's new messages are e-mailed to the other side once the writer has been quiet this long: one e-mail per burst of messages, none when the reader has read or answered them (1..1440).",
  },
  {
    name: 'CONTACT_EMAILS_PER_HOUR',
    default: '10',
    description: "Contact messages e-mailed to admins one by one per clock hour; the hour's later ones go out as one digest at its end.",
  },
  {
    name: 'PASSWORD_HASH_CONCURRENCY',
    default: '(cores - 1, at least 1)',
    description:
      'Password hashes (login, registration, reset) computed at once, leaving a core for answering everything else; the thread pool gets this many threads plus 4 for files and compression (UV_THREADPOOL_SIZE, unless set).',
  },
  {
    name: 'PASSWORD_HASH_QUEUE',
    default: '32',
    description: 'Password checks that may wait for their turn; beyond it the call answers 503 with Retry-After instead of slowing everyone.',
  },
  {
    name: 'PASSWORD_HASH_MAX_WAIT_MS',
    default: '3000',
    description: 'How long a password check may wait for its turn before it too answers 503 with Retry-After (well within the web server timeout).',
  },
  {
    name: 'JOB_QUEUE',
    default: '(pg-boss with DATABASE_URL, else table)',
    description:
      'Where notification and reminder jobs wait: pg-boss (PostgreSQL only, in JOBS_SCHEMA) or table (the jobs table of the database, polled by the provider; the embedded default).',
  },
  {
    name: 'JOBS_SCHEMA',
    default: 'pgboss',
    description: 'With pg-boss: its own schema (created at start); DATABASE_SCHEMA_pgboss when DATABASE_SCHEMA is not public.',
  },
  {
    name: 'WHATSAPP_GATEWAY_URL',
    default: '(unset)',
    description:
      'WhatsApp messages are POSTed here as JSON ({ channel, to, language, text }) with WHATSAPP_GATEWAY_TOKEN as bearer; unset writes them as .whatsapp.txt files to DATA_DIR/outbox.',
  },
  { name: 'WHATSAPP_GATEWAY_TOKEN', default: '(unset)', description: 'Bearer token for WHATSAPP_GATEWAY_URL (required with it).' },
  {
    name: 'SMS_GATEWAY_URL',
    default: '(unset)',
    description: 'SMS messages are POSTed here as JSON with SMS_GATEWAY_TOKEN as bearer; unset writes them as .sms.txt files to DATA_DIR/outbox.',
  },
  { name: 'SMS_GATEWAY_TOKEN', default: '(unset)', description: 'Bearer token for SMS_GATEWAY_URL (required with it).' },
];

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

/**
 * Parses the provider's environment once into a frozen object. Throws one Error listing every bad
 * variable. When PROVIDER_TOKEN_SECRET is unset, the secret is read from (or created once in)
 * DATA_DIR/provider-token-secret so tokens survive restarts.
 */
export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const problems: string[] = [];
  const value = (name: string): string | undefined => {
    const raw = env[name];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = value(name)?.toLowerCase();
    if (raw === undefined) return fallback;
    if (TRUE.includes(raw)) return true;
    if (FALSE.includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, protocols: string[]): string | null => {
    const raw = value(name);
    if (raw === undefined) return null;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(`${name} must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
      return null;
    }
  };

  const port = int('PROVIDER_PORT', 4000, 0, 65535);
  const host = value('PROVIDER_HOST') ?? '127.0.0.1';
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const databaseSchema = value('DATABASE_SCHEMA') ?? 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push('DATABASE_SCHEMA must be a lower-case SQL identifier (letters, digits, underscore)');
  }
  const dataDir = path.resolve(value('DATA_DIR') ?? './data');
  const tokenTtlMinutes = int('TOKEN_TTL_MINUTES', SESSION_MAX_AGE_DAYS * 24 * 60, 1, 525_600);
  const adminEmail = value('ADMIN_EMAIL')?.toLowerCase() ?? null;
  if (adminEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be an e-mail address');
  const adminPassword = value('ADMIN_PASSWORD') ?? null;
  if (adminPassword !== null && adminPassword.length < 8) problems.push('ADMIN_PASSWORD must have at least 8 characters');
  if (adminPassword !== null && adminEmail === null) problems.push('ADMIN_PASSWORD is set but ADMIN_EMAIL is not');
  const adminTotpSecret = value('ADMIN_TOTP_SECRET')?.toUpperCase() ?? null;
  if (adminTotpSecret !== null && !isUsableSecret(adminTotpSecret))
    problems.push('ADMIN_TOTP_SECRET must be base32 (A-Z, 2-7) of at least 128 bits (26 characters)');
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = value('MAIL_FROM') ?? 'Khadamat <no-reply@khadamat.local>';
  const publicSiteUrl = (url('PUBLIC_SITE_URL', ['http:', 'https:']) ?? 'http://localhost:3000').replace(/\/+$/, '');
  const requireEmailConfirmation = bool('REQUIRE_EMAIL_CONFIRMATION', true);
  const uploadDir = path.resolve(value('UPLOAD_DIR') ?? path.join(dataDir, 'uploads'));
  const rawStorage = value('FILE_STORAGE')?.toLowerCase() ?? 'disk';
  const fileStorage = (FILE_STORAGE_KINDS as readonly string[]).includes(rawStorage) ? (rawStorage as FileStorageKind) : 'disk';
  if (fileStorage !== rawStorage) problems.push(`FILE_STORAGE must be one of ${FILE_STORAGE_KINDS.join(', ')} (got "${rawStorage}")`);
  let s3: S3Config | null = null;
  if (fileStorage === 's3') {
    const region = value('S3_REGION') ?? 'us-east-1';
    if (!/^[a-z0-9-]+$/.test(region)) problems.push('S3_REGION must be a region name such as eu-central-1');
    const endpoint = url('S3_ENDPOINT', ['http:', 'https:']);
    const bucket = value('S3_BUCKET');
    if (bucket === undefined) problems.push('S3_BUCKET is required with FILE_STORAGE=s3');
    else if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
      problems.push('S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)');
    const accessKeyId = value('S3_ACCESS_KEY_ID');
    const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
    if (accessKeyId === undefined || secretAccessKey === undefined)
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with FILE_STORAGE=s3');
    let prefix = value('S3_PREFIX') ?? '';
    prefix = prefix.replace(/^\/+/, '');
    if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
    s3 = {
      endpoint: (endpoint ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
      region,
      bucket: bucket ?? '',
      accessKeyId: accessKeyId ?? '',
      secretAccessKey: secretAccessKey ?? '',
      prefix,
      pathStyle: bool('S3_FORCE_PATH_STYLE', endpoint !== null),
    };
  }
  const rawLevel = value('LOG_LEVEL') ?? 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(rawLevel) ? (rawLevel as LogLevel) : 'info';
  if (logLevel !== rawLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${rawLevel}")`);
  const rawFormat = value('LOG_FORMAT') ?? 'auto';
  const logFormat: LogFormat = (LOG_FORMATS as readonly string[]).includes(rawFormat) ? (rawFormat as LogFormat) : 'auto';
  if (logFormat !== rawFormat) problems.push(`LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')} (got "${rawFormat}")`);
  const passwordHashCost = int('PASSWORD_HASH_COST', 32_768, 1024, 1_048_576);
  const quotas: Quotas = Object.freeze({
    openBookingsPerClient: int('OPEN_BOOKINGS_PER_CLIENT', 10, 1, 100_000),
    openBookingsPerService: int('OPEN_BOOKINGS_PER_SERVICE', 3, 1, 100_000),
    bookingsPerClientPerHour: int('BOOKINGS_PER_CLIENT_PER_HOUR', 20, 1, 100_000),
    contactEmailsPerHour: int('CONTACT_EMAILS_PER_HOUR', 10, 0, 100_000),
  });
  const completionConfirmDays = int('COMPLETION_CONFIRM_DAYS', 3, 0, 60);
  // One core stays free for answering everything else: each hash keeps a core busy while it runs.
  const passwordHashConcurrency = int('PASSWORD_HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1), 1, 64);
  const passwordHashQueue = int('PASSWORD_HASH_QUEUE', 32, 0, 100_000);
  const passwordHashMaxWaitMs = int('PASSWORD_HASH_MAX_WAIT_MS', 3000, 1, 600_000);
  const shutdownDrainMs = int('SHUTDOWN_DRAIN_MS', 0, 0, 600_000);
  const metricsToken = value('METRICS_TOKEN') ?? null;
  if (metricsToken !== null && metricsToken.length < 16) problems.push('METRICS_TOKEN must have at least 16 characters');
  const metricsPort = value('PROVIDER_METRICS_PORT') === undefined ? null : int('PROVIDER_METRICS_PORT', 0, 0, 65535);
  const shutdownTimeoutMs = int('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000);
  if ((passwordHashCost & (passwordHashCost - 1)) !== 0) problems.push('PASSWORD_HASH_COST must be a power of two');

  const bookingMessageQuietMinutes = int('BOOKING_MESSAGE_QUIET_MINUTES', 10, 1, 1440);
  const rawQueue = value('JOB_QUEUE')?.toLowerCase() ?? (databaseUrl ? 'pg-boss' : 'table');
  const jobQueue = (JOB_QUEUE_KINDS as readonly string[]).includes(rawQueue) ? (rawQueue as JobQueueKind) : 'table';
  if (jobQueue !== rawQueue) problems.push(`JOB_QUEUE must be one of ${JOB_QUEUE_KINDS.join(', ')} (got "${rawQueue}")`);
  if (jobQueue === 'pg-boss' && value('DATABASE_URL') === undefined) problems.push('JOB_QUEUE=pg-boss needs DATABASE_URL (PostgreSQL)');
  const jobsSchema = value('JOBS_SCHEMA') ?? (databaseSchema === 'public' ? 'pgboss' : `${databaseSchema.slice(0, 56)}_pgboss`);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(jobsSchema)) problems.push('JOBS_SCHEMA must be a lower-case SQL identifier (letters, digits, underscore)');
  if (jobsSchema === databaseSchema) problems.push('JOBS_SCHEMA must differ from DATABASE_SCHEMA (pg-boss keeps a schema of its own)');
  const gateway = (prefix: 'WHATSAPP' | 'SMS'): GatewayConfig | null => {
    const gatewayUrl = url(`${prefix}_GATEWAY_URL`, ['http:', 'https:']);
    const token = value(`${prefix}_GATEWAY_TOKEN`);
    if (gatewayUrl !== null && token === undefined) problems.push(`${prefix}_GATEWAY_TOKEN is required with ${prefix}_GATEWAY_URL`);
    if (gatewayUrl === null && token !== undefined && value(`${prefix}_GATEWAY_URL`) === undefined)
      problems.push(`${prefix}_GATEWAY_TOKEN is set but ${prefix}_GATEWAY_URL is not`);
    return gatewayUrl !== null && token !== undefined ? Object.freeze({ url: gatewayUrl, token }) : null;
  };
  const whatsappGateway = gateway('WHATSAPP');
  const smsGateway = gateway('SMS');

  const givenSecret = value('PROVIDER_TOKEN_SECRET');
  if (givenSecret !== undefined && givenSecret.length < 32) problems.push('PROVIDER_TOKEN_SECRET must have at least 32 characters');

  const zatcaSealKey = value('ZATCA_SEAL_KEY') ?? null;
  if (zatcaSealKey !== null && zatcaSealKey.length < 32) problems.push('ZATCA_SEAL_KEY must have at least 32 characters');
  const zatcaBaseUrl = url('ZATCA_BASE_URL', ['http:', 'https:']);
  const moyasar = moyasarConfig(value, url, problems);

  if (problems.length > 0) {
    throw new Error(`Invalid provider configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }

  return Object.freeze({
    port,
    host,
    databaseUrl,
    databaseSchema,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    tokenSecret: givenSecret ?? readOrCreateSecret(path.join(dataDir, 'provider-token-secret')),
    tokenTtlMinutes,
    adminEmail,
    adminPassword,
    adminTotpSecret,
    smtpUrl,
    mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    publicSiteUrl,
    requireEmailConfirmation,
    uploadDir,
    fileStorage,
    s3: s3 ? Object.freeze(s3) : null,
    logLevel,
    passwordHashCost,
    quotas,
    completionConfirmDays,
    passwordHashConcurrency,
    passwordHashQueue,
    passwordHashMaxWaitMs,
    shutdownDrainMs,
    shutdownTimeoutMs,
    metricsToken,
    metricsPort,
    metricsHost: value('METRICS_HOST') ?? '127.0.0.1',
    prettyLogs: prettyLogsWanted(logFormat, value('NODE_ENV'), process.stdout.isTTY === true),
    jobQueue,
    bookingMessageQuietMinutes,
    jobsSchema,
    whatsappGateway,
    smsGateway,
    zatcaSealKey,
    zatcaBaseUrl,
    moyasar,
  });
}

/** Both keys, or neither (payments off); of one mode (test or live), each with its own prefix. */
function moyasarConfig(
  value: (name: string) => string | undefined,
  url: (name: string, protocols: string[]) => string | null,
  problems: string[],
): MoyasarConfig | null {
  const secretKey = value('MOYASAR_SECRET_KEY');
  const publishableKey = value('MOYASAR_PUBLISHABLE_KEY');
  const baseUrl = url('MOYASAR_BASE_URL', ['http:', 'https:']) ?? 'https://api.moyasar.com/v1';
  if (secretKey === undefined && publishableKey === undefined) return null;
  if (secretKey === undefined || publishableKey === undefined) {
    problems.push('MOYASAR_SECRET_KEY and MOYASAR_PUBLISHABLE_KEY are set together or not at all');
    return null;
  }
  const secretMode = /^sk_(test|live)_\S+$/.exec(secretKey)?.[1];
  const publicMode = /^pk_(test|live)_\S+$/.exec(publishableKey)?.[1];
  if (!secretMode) problems.push('MOYASAR_SECRET_KEY must start with sk_test_ or sk_live_');
  if (!publicMode) problems.push('MOYASAR_PUBLISHABLE_KEY must start with pk_test_ or pk_live_');
  if (secretMode && publicMode && secretMode !== publicMode)
    problems.push('MOYASAR_SECRET_KEY and MOYASAR_PUBLISHABLE_KEY must both be test keys or both live keys');
  const webhookSecret = value('MOYASAR_WEBHOOK_SECRET') ?? null;
  if (webhookSecret !== null && webhookSecret.length < 16) problems.push('MOYASAR_WEBHOOK_SECRET must have at least 16 characters');
  return Object.freeze({ secretKey, publishableKey, baseUrl: baseUrl.replace(/\/+$/, ''), webhookSecret, testMode: secretMode === 'test' });
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
