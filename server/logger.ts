import { pino, type Logger } from 'pino';
import type { LogLevel } from './config';

export function createLogger(level: LogLevel, name = 'web'): Logger {
  return pino({
    name,
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.providerToken'], censor: '[redacted]' },
  });
}
