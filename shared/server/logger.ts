/**
 * The structured logger of both programs (Node only): JSON lines for a log collector, one readable
 * coloured line per entry with pino-pretty for a person at a terminal. Secrets never reach a log.
 */
import { pino, type Logger } from 'pino';

export interface LoggerOptions {
  name: string;
  level: string;
  /** Readable lines for a person at a terminal (see prettyLogsWanted). */
  pretty: boolean;
}

export const LOG_FORMATS = ['auto', 'pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT: `json` and `pretty` say it; `auto` (the default) gives readable lines when standard
 * output is a terminal (`npm start` in a shell) or NODE_ENV is development, and JSON lines otherwise
 * (a container, systemd, a pipe to a collector).
 */
export function prettyLogsWanted(format: LogFormat, nodeEnv: string | undefined, stdoutIsTerminal: boolean): boolean {
  if (format !== 'auto') return format === 'pretty';
  return nodeEnv === 'development' || stdoutIsTerminal;
}

const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  '*.password',
  '*.token',
  '*.providerToken',
  '*.newPassword',
  '*.oldPassword',
  '*.secret_token',
  '*.secretKey',
  '*.webhookSecret',
];

export function createProgramLogger(options: LoggerOptions): Logger {
  return pino({
    name: options.name,
    level: options.level,
    redact: { paths: REDACTED, censor: '[redacted]' },
    ...(options.pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, singleLine: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  });
}

/**
 * What a request log line holds: the request's id, method and address, and the answer's status;
 * never every header. An error's stack is logged once, by the error handler, not again here.
 */
export const REQUEST_LOG_SERIALIZERS = {
  req: (req: { id?: unknown; method?: string; url?: string }) => ({ id: req.id, method: req.method, url: req.url }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  err: (err: { type?: string; message?: string }) => ({ type: err.type, message: err.message }),
};
