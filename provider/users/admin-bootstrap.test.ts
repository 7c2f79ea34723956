import pino from 'pino';
import { registrationSchema } from '../../shared/validation/registration';
import { createPasswordHasher } from '../auth/passwords';
import { loadProviderConfig } from '../config';
import { describeEachDialect, type TestProvider } from '../test-support/harness';
import { DEFAULT_ADMIN_EMAIL, ensureAdmin } from './admin-bootstrap';

interface LogLine {
  level: number;
  msg: string;
  email?: string;
  password?: string;
}

/** A logger whose lines the test reads. */
function capturingLogger() {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { logger, lines };
}

describeEachDialect('Admin bootstrap', (provider) => {
  let p: TestProvider;
  beforeAll(() => {
    p = provider();
  });
  beforeEach(async () => {
    await p.db.deleteFrom('users').where('role', '=', 'Admin').execute();
  });
  const configWith = (env: Record<string, string>) =>
    loadProviderConfig({ DATA_DIR: p.config.dataDir, PROVIDER_TOKEN_SECRET: 'x'.repeat(40), PASSWORD_HASH_COST: '1024', ...env });
  const passwords = createPasswordHasher(1024);
  const login = (email: string, password: string) => p.http().post('/Auth/login').send({ email, password });

  it('creates admin@khadamat.local with a generated password printed once, at the first start only', async () => {
    const { logger, lines } = capturingLogger();
    await ensureAdmin(p.db, configWith({}), passwords, logger);
    const printed = lines.filter((l) => l.password);
    expect(printed).toHaveLength(1);
    const password = printed[0]!.password!;
    expect(printed[0]).toMatchObject({ level: 40, email: DEFAULT_ADMIN_EMAIL });
    expect(printed[0]!.msg).toContain(password);
    // Strong enough for the registration rules, and it logs in as an Admin.
    await expect(
      registrationSchema.validate({
        fullName: 'Admin',
        email: 'a@b.co',
        password,
        confirmPassword: password,
        phoneNumber: '0501234567',
        acceptedPrivacyVersion: 1,
        acceptedTermsVersion: 1,
      }),
    ).resolves.toBeDefined();
    const res = await login(DEFAULT_ADMIN_EMAIL, password);
    expect(res.status).toBe(200);
    // The right password of a staff account without an authenticator yet: the enrolment is due.
    expect(res.body.result.secondStep).toBe('enrol');

    const second = capturingLogger();
    await ensureAdmin(p.db, configWith({}), passwords, second.logger);
    expect(second.lines).toEqual([]);
    expect((await login(DEFAULT_ADMIN_EMAIL, password)).status).toBe(200);
  });

  it('creates ADMIN_EMAIL with ADMIN_PASSWORD and prints no password', async () => {
    const { logger, lines } = capturingLogger();
    await ensureAdmin(p.db, configWith({ ADMIN_EMAIL: 'Boss@Khadamat.sa', ADMIN_PASSWORD: 'Chosen#Pass1' }), passwords, logger);
    expect(lines.some((l) => l.password || /Chosen#Pass1/.test(l.msg))).toBe(false);
    expect((await login('boss@khadamat.sa', 'Chosen#Pass1')).body.result).toMatchObject({ secondStep: 'enrol' });
    expect((await p.db.selectFrom('users').select('role').where('email', '=', 'boss@khadamat.sa').executeTakeFirst())?.role).toBe('Admin');
    // A later start with another password does not change the account.
    await ensureAdmin(p.db, configWith({ ADMIN_EMAIL: 'boss@khadamat.sa', ADMIN_PASSWORD: 'Other#Pass2' }), passwords, logger);
    expect((await login('boss@khadamat.sa', 'Chosen#Pass1')).status).toBe(200);
  });

  it('generates and prints a password for ADMIN_EMAIL given alone', async () => {
    const { logger, lines } = capturingLogger();
    await ensureAdmin(p.db, configWith({ ADMIN_EMAIL: 'owner@khadamat.sa' }), passwords, logger);
    const printed = lines.filter((l) => l.password);
    expect(printed).toHaveLength(1);
    expect((await login('owner@khadamat.sa', printed[0]!.password!)).status).toBe(200);
  });

  it('creates no second admin when one exists, and never promotes a client', async () => {
    const existing = await p.user({ role: 'Admin' });
    const quiet = capturingLogger();
    await ensureAdmin(p.db, configWith({}), passwords, quiet.logger);
    expect(quiet.lines).toEqual([]);
    expect((await p.db.selectFrom('users').select('email').where('role', '=', 'Admin').execute()).map((r) => r.email)).toEqual([existing.email]);

    const client = await p.user();
    const warned = capturingLogger();
    await ensureAdmin(p.db, configWith({ ADMIN_EMAIL: client.email }), passwords, warned.logger);
    expect(warned.lines).toEqual([expect.objectContaining({ level: 40, email: client.email, msg: expect.stringContaining('not promoted') })]);
    expect((await login(client.email, client.password)).body.result.roles).toEqual(['Client']);
  });
});
