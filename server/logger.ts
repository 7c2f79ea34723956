import type { Logger } from 'pino';
import { createProgramLogger } from '../shared/server/logger';
import type { LogLevel } from './config';

export function createLogger(level: LogLevel, name = 'web', pretty = false): Logger {
  return createProgramLogger({ name, level, pretty });
}
