/**
 * Starts the built site on its embedded defaults in a throw-away data directory, waits until it is
 * ready, runs the browser journeys against it, and stops it. Usage: npm run test:e2e (after a build).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = process.env.E2E_PORT ?? '3100';
const BASE_URL = `http://127.0.0.1:${PORT}`;

async function waitForReady(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${BASE_URL}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The site did not become ready at ${BASE_URL}`);
}

async function deleteRedisKeys(url: string, pattern: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  for await (const keys of client.scanIterator({ MATCH: pattern, COUNT: 100 })) if (keys.length > 0) await client.del(keys);
  await client.close();
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khadamat-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT,
    HOST: '127.0.0.1',
    PUBLIC_SITE_URL: BASE_URL,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'Admin#2026e2e',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  };
  // The journeys run against the embedded defaults, whatever the CI environment points elsewhere;
  // E2E_REDIS_URL runs them with sessions and rate limits in Redis instead (keys removed after).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.PROVIDER_URL;
  delete env.SMTP_URL;
  const redisUrl = process.env.E2E_REDIS_URL;
  if (redisUrl) {
    env.REDIS_URL = redisUrl;
    env.REDIS_KEY_PREFIX = `${process.env.REDIS_KEY_PREFIX ?? 'khadamat:'}e2e-${process.pid}:`;
  }

  const site = spawn(process.execPath, [path.join(ROOT, 'dist/site/main.js')], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  let exitCode = 1;
  try {
    await waitForReady(Date.now() + 60_000);
    const jest = spawn(
      process.execPath,
      [
        '--experimental-vm-modules',
        '--no-warnings=ExperimentalWarning',
        path.join(ROOT, 'node_modules/jest/bin/jest.js'),
        '--config',
        'e2e/jest.e2e.config.ts',
        ...process.argv.slice(2),
      ],
      {
        cwd: ROOT,
        // The journeys open the links the site e-mails: without SMTP_URL they are .eml files in the outbox.
        env: {
          ...env,
          E2E_BASE_URL: BASE_URL,
          E2E_ADMIN_EMAIL: env.ADMIN_EMAIL,
          E2E_ADMIN_PASSWORD: env.ADMIN_PASSWORD,
          E2E_OUTBOX_DIR: path.join(dataDir, 'outbox'),
        },
        stdio: 'inherit',
      },
    );
    exitCode = await new Promise<number>((resolve) => jest.on('exit', (code) => resolve(code ?? 1)));
  } finally {
    site.kill('SIGTERM');
    await new Promise((resolve) => site.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (redisUrl) await deleteRedisKeys(redisUrl, `${env.REDIS_KEY_PREFIX}*`);
  }
  process.exit(exitCode);
}

await main();
