import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { resolveSessionSecret, SESSION_SECRET_FILE } from './session-secret';

const logger = pino({ level: 'silent' });

describe('session secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secret-test-')), 'nested');
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('uses SESSION_SECRET when it is set, and writes nothing', () => {
    expect(resolveSessionSecret({ sessionSecret: 'x'.repeat(40), dataDir }, logger)).toBe('x'.repeat(40));
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('generates one on first start, readable by this user only, and reuses it after a restart', () => {
    const first = resolveSessionSecret({ sessionSecret: undefined, dataDir }, logger);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret({ sessionSecret: undefined, dataDir }, logger)).toBe(first);
  });

  it('refuses a damaged secret file instead of silently replacing it', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, SESSION_SECRET_FILE), 'short');
    expect(() => resolveSessionSecret({ sessionSecret: undefined, dataDir }, logger)).toThrow(/shorter than 32/);
  });
});
