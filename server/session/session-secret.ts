import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';

export const SESSION_SECRET_FILE = 'session-secret';
const MIN_LENGTH = 32;

function readSecret(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function checked(secret: string, file: string): string {
  if (secret.length < MIN_LENGTH) {
    throw new Error(`${file} holds a session secret shorter than ${MIN_LENGTH} characters; delete the file to generate a new one`);
  }
  return secret;
}

/**
 * SESSION_SECRET from the environment, or (embedded default) one generated on first start and kept
 * in DATA_DIR, readable by this user only, so sessions survive a restart without any set-up.
 */
export function resolveSessionSecret(options: { sessionSecret: string | undefined; dataDir: string }, logger: Logger): string {
  if (options.sessionSecret) return options.sessionSecret;
  const file = path.join(options.dataDir, SESSION_SECRET_FILE);
  const existing = readSecret(file);
  if (existing !== undefined) return checked(existing, file);

  fs.mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first: use theirs, so both sign cookies alike.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return checked(readSecret(file) ?? '', file);
    throw error;
  }
  logger.info({ file }, 'generated a session secret (set SESSION_SECRET to choose one)');
  return secret;
}
