import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadProviderConfig } from './config';
import { startProvider } from './start';
import { totpCode } from './auth/totp';

/** The first admin's authenticator secret, as a deployment sets it (ADMIN_TOTP_SECRET): its sign-in needs a code. */
const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('startProvider (embedded PGlite under DATA_DIR)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'provider-start-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const config = () =>
    loadProviderConfig({
      DATA_DIR: dataDir,
      PROVIDER_PORT: '0',
      ADMIN_EMAIL: 'admin@start.test',
      ADMIN_PASSWORD: 'Start#Pass1',
      ADMIN_TOTP_SECRET,
      PASSWORD_HASH_COST: '1024',
      LOG_LEVEL: 'silent',
    });

  it('migrates, seeds, creates the admin and listens; a restart keeps the data and seeds nothing again', async () => {
    let token = '';
    const first = await startProvider(config(), pino({ level: 'silent' }));
    try {
      expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
      const services = (await (await fetch(`${first.url}/Services`)).json()) as { result: Array<{ id: number }> };
      expect(services.result).toHaveLength(4);
      const login = await fetch(`${first.url}/Auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@start.test', password: 'Start#Pass1' }),
      });
      const { challenge, secondStep } = ((await login.json()) as { result: { challenge: string; secondStep: string } }).result;
      // The bootstrapped admin's authenticator was set from ADMIN_TOTP_SECRET: the code step, not the enrolment.
      expect(secondStep).toBe('verify');
      const passed = await fetch(`${first.url}/Auth/second-step`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge, code: totpCode(ADMIN_TOTP_SECRET, Date.now()) }),
      });
      token = ((await passed.json()) as { result: { token: string } }).result.token;
      const removed = await fetch(`${first.url}/Services/${services.result[0]!.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      expect(removed.status).toBe(200);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    // Two pictures for each of the four services (the archived one keeps its pictures, as its records
    // do), and the three blog covers.
    expect(readdirSync(path.join(dataDir, 'uploads')).filter((n) => n.endsWith('.png'))).toHaveLength(11);

    const second = await startProvider(config(), pino({ level: 'silent' }));
    try {
      const services = (await (await fetch(`${second.url}/Services`)).json()) as { result: unknown[] };
      expect(services.result).toHaveLength(3);
      // The token secret was generated once and kept, so the admin's token from before still works.
      const me = await fetch(`${second.url}/Auth/me`, { headers: { Authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      await second.close();
    }
  }, 300_000); // two starts of an on-disk PGlite, each migrating or checking, on a busy shared machine

  it('on close, answers /readyz 503 first while still serving, then stops', async () => {
    const provider = await startProvider(
      loadProviderConfig({
        ...process.env,
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PROVIDER_PORT: '0',
        PASSWORD_HASH_COST: '1024',
        LOG_LEVEL: 'silent',
        SHUTDOWN_DRAIN_MS: '400',
      }),
      pino({ level: 'silent' }),
    );
    const closing = provider.close();
    const ready = await fetch(`${provider.url}/readyz`, { headers: { 'Accept-Language': 'ar' } });
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { message: string }).message).toBe('الخدمة قيد إعادة التشغيل - يرجى المحاولة بعد قليل');
    expect((await fetch(`${provider.url}/Services`)).status).toBe(200);
    await closing;
    await expect(fetch(`${provider.url}/healthz`)).rejects.toThrow();
  }, 300_000);
});
