import { sql } from 'kysely';
import { bearer, describeEachDialect, STRONG_PASSWORD, uniqueEmail, type TestProvider, type TestUser } from '../test-support/harness';
import { totpCode } from '../auth/totp';

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const account = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Huda Al-Qahtani',
  email: uniqueEmail('created'),
  phoneNumber: '0551234567',
  typeUser: 2,
  startDate: today(),
  role: 'Client',
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  ...overrides,
});

const linkParams = (text: string) => {
  const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
  return { path: url.pathname, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
};

describeEachDialect('Accounts created by admins', (provider) => {
  let p: TestProvider;
  let admin: TestUser;
  let client: TestUser;
  beforeAll(async () => {
    p = provider();
    admin = await p.user({ role: 'Admin', fullName: 'First Admin' });
    client = await p.user();
  });
  const createAccount = (body: Record<string, unknown>, language = 'en') =>
    p.http().post('/User/create-user').set(bearer(admin.token)).set('Accept-Language', language).send(body);

  describe('POST /User/create-user', () => {
    it('creates a client with a password set by the admin; the account can log in at once and book', async () => {
      const body = account();
      const res = await createAccount(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        isSuccess: true,
        message: 'Account created successfully',
        result: {
          fullName: 'Huda Al-Qahtani',
          email: body.email,
          typeUser: 2,
          roles: ['Client'],
          isActive: true,
          emailConfirmed: true,
          startDate: `${today()}T00:00:00.000Z`,
        },
      });
      expect(res.body.result.client).toEqual({ id: expect.any(Number) });
      const login = await p.http().post('/Auth/login').send({ email: body.email, password: STRONG_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.result).toMatchObject({ roles: ['Client'], client: { id: res.body.result.client.id } });
    });

    it('creates an admin (no client record) who can use the admin API', async () => {
      const body = account({ role: 'Admin', typeUser: 3 });
      const res = await createAccount(body);
      expect(res.body.result).toMatchObject({ roles: ['Admin'], client: null });
      // A staff account: the password gives a challenge, the enrolment's first code the token.
      const { challenge } = (await p.http().post('/Auth/login').send({ email: body.email, password: STRONG_PASSWORD })).body.result;
      const { secret } = (await p.http().post('/Auth/second-step/enrolment').send({ challenge })).body.result;
      const login = await p
        .http()
        .post('/Auth/second-step/confirm-enrolment')
        .send({ challenge, code: totpCode(secret, Date.now()) });
      expect((await p.http().get('/User/get-all-users').set(bearer(login.body.result.token))).status).toBe(200);
    });

    it('e-mails an invitation instead of a password; the link sets the password, confirms the e-mail, and works once', async () => {
      const body = account({ sendInvitation: true, password: undefined, confirmPassword: undefined });
      const res = await createAccount(body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe(`Account created successfully. An invitation to set a password has been sent to ${body.email}.`);
      expect(res.body.result.emailConfirmed).toBe(false);
      const mail = p.mail.find((m) => m.to === body.email)!;
      expect(mail.subject).toBe('You have been invited to Khadamat');
      expect(mail.text).toContain('Hello Huda Al-Qahtani,');
      expect(mail.text).toContain('valid for 7 days');
      const link = linkParams(mail.text);
      expect(link).toMatchObject({ path: '/reset-password', email: body.email });

      // Nobody can log in before the password is chosen.
      expect((await p.http().post('/Auth/login').send({ email: body.email, password: STRONG_PASSWORD })).status).toBe(400);
      const set = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email: body.email, token: link.token, newPassword: 'Chosen#Pass1', confirmPassword: 'Chosen#Pass1' });
      expect(set.status).toBe(200);
      const login = await p.http().post('/Auth/login').send({ email: body.email, password: 'Chosen#Pass1' });
      expect(login.status).toBe(200);
      const again = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email: body.email, token: link.token, newPassword: 'Other#Pass1', confirmPassword: 'Other#Pass1' });
      expect(again.status).toBe(400);
    });

    it('tells the invited person which privacy policy version is in force, and names a newer one once it is published', async () => {
      const before = (await p.http().get('/Policies/privacy')).body.result;
      const first = account({ sendInvitation: true, password: undefined, confirmPassword: undefined });
      await createAccount(first);
      const mail = p.mail.find((m) => m.to === first.email)!;
      expect(mail.text).toContain(
        `How we use your details: our privacy policy, version ${before.version} of ${before.publishedAt.slice(0, 10)}, in force now:`,
      );
      expect(mail.html).toContain('/privacy">');
      // The set-password link says it comes from an invitation (the page then shows the same notice); a reset's does not.
      expect(new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('invitation')).toBe('1');

      const published = await p
        .http()
        .post('/Policies')
        .set(bearer(admin.token))
        .send({ kind: 'privacy', bodyEn: 'Policy text, revised.', bodyAr: 'نص السياسة بعد التعديل.' });
      expect(published.status).toBe(201);
      const second = account({ sendInvitation: true, password: undefined, confirmPassword: undefined });
      await createAccount(second, 'ar');
      const arabic = p.mail.find((m) => m.to === second.email)!;
      expect(arabic.text).toContain(`سياسة الخصوصية السارية، النسخة ${before.version + 1} بتاريخ`);
    });

    it('sends a password reset link without the invitation notice', async () => {
      await p.http().post('/Auth/send-reset-password-email').send({ email: client.email });
      const mail = p.mail.filter((m) => m.to === client.email).at(-1)!;
      expect(mail.text).not.toContain('privacy policy');
      expect(new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.has('invitation')).toBe(false);
    });

    it("writes the invitation in the admin's language", async () => {
      const body = account({ sendInvitation: true, password: undefined, confirmPassword: undefined, fullName: 'سارة العتيبي' });
      const res = await createAccount(body, 'ar');
      expect(res.body.message).toBe(`تم إنشاء الحساب بنجاح، وأُرسلت دعوة لتعيين كلمة المرور إلى ${body.email}.`);
      const mail = p.mail.find((m) => m.to === body.email)!;
      expect(mail.subject).toBe('دعوة للانضمام إلى خدمات');
      expect(mail.html).toContain('dir="rtl"');
    });

    it('says so when the invitation could not be sent, and keeps the account', async () => {
      const body = account({ sendInvitation: true, password: undefined, confirmPassword: undefined });
      // The harness's memory mailer stores each message with push: make the next one fail.
      const original = p.mail.push.bind(p.mail);
      p.mail.push = () => {
        p.mail.push = original;
        throw new Error('SMTP down');
      };
      const res = await createAccount(body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('Account created, but the invitation email could not be sent. The user can use "Forgot password" to set a password.');
      expect((await p.http().get(`/User/get-user/${res.body.result.id}`).set(bearer(admin.token))).status).toBe(200);
    });

    it.each([
      ['typeUser', { typeUser: '' }, 'User type is required'],
      ['typeUser', { typeUser: 9 }, 'User type must be Individual, Business or Organization'],
      ['startDate', { startDate: '' }, 'Start date is required'],
      ['startDate', { startDate: inDays(3) }, 'Start date cannot be in the future'],
      ['role', { role: '' }, 'Role is required'],
      ['role', { role: 'Owner' }, 'Role must be Admin or Client'],
      ['password', { password: 'short' }, 'Password must be at least 8 characters'],
      ['password', { password: '', confirmPassword: '' }, 'Password is required'],
      ['confirmPassword', { confirmPassword: 'Secret#124' }, 'Passwords must match'],
      ['fullName', { fullName: 'A' }, 'Full name must be at least 2 characters'],
      ['phoneNumber', { phoneNumber: '123' }, 'Phone number must be at least 10 characters'],
      ['email', { email: 'nobody@' }, 'Please enter a valid email'],
    ])('refuses %s %j: "%s"', async (field, change, message) => {
      const res = await createAccount(account(change));
      expect(res.status).toBe(400);
      expect(res.body.errors[field]).toContain(message);
    });

    it('accepts today as the start date in any time zone, and a date in the past', async () => {
      expect((await createAccount(account({ startDate: '2021-02-01' }))).status).toBe(201);
      expect((await createAccount(account({ startDate: today() }))).status).toBe(201);
    });

    it("refuses an e-mail already in use (any case), with the spec's message", async () => {
      const res = await createAccount(account({ email: client.email.toUpperCase() }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'EMAIL_IN_USE', message: 'Email is already in use', errors: { email: ['Email is already in use'] } });
    });

    it('is for admins only', async () => {
      expect((await p.http().post('/User/create-user').set(bearer(client.token)).send(account())).status).toBe(403);
      expect((await p.http().post('/User/create-user').send(account())).status).toBe(401);
    });
  });

  describe('type and role', () => {
    it("changes a user's type", async () => {
      const res = await p.http().patch(`/User/set-type/${client.id}`).set(bearer(admin.token)).send({ typeUser: 1 });
      expect(res.body).toMatchObject({ message: 'User type updated', result: { typeUser: 1 } });
      expect((await p.http().patch(`/User/set-type/${client.id}`).set(bearer(admin.token)).send({ typeUser: 5 })).status).toBe(400);
      expect((await p.http().patch('/User/set-type/999999').set(bearer(admin.token)).send({ typeUser: 1 })).status).toBe(404);
      expect((await p.http().patch(`/User/set-type/${client.id}`).set(bearer(client.token)).send({ typeUser: 2 })).status).toBe(403);
    });

    it('promotes a client to admin (keeping the client record and its history) and back', async () => {
      const user = await p.user();
      const up = await p.http().patch(`/User/set-role/${user.id}`).set(bearer(admin.token)).send({ role: 'Admin' });
      expect(up.body).toMatchObject({ message: 'Role updated', result: { roles: ['Admin'], client: { id: user.clientId } } });
      expect((await p.http().get('/User/get-all-users').set(bearer(user.token))).status).toBe(200);
      const down = await p.http().patch(`/User/set-role/${user.id}`).set(bearer(admin.token)).send({ role: 'Client' });
      expect(down.body.result).toMatchObject({ roles: ['Client'], client: { id: user.clientId } });
      expect((await p.http().get('/User/get-all-users').set(bearer(user.token))).status).toBe(403);
    });

    it('gives an admin made a client a client record, so they can book and rate', async () => {
      const staff = await p.user({ role: 'Admin' });
      const res = await p.http().patch(`/User/set-role/${staff.id}`).set(bearer(admin.token)).send({ role: 'Client' });
      expect(res.body.result.client).toEqual({ id: expect.any(Number) });
      expect((await p.http().get('/DemandeDeService/my-requests').set(bearer(staff.token))).status).toBe(200);
    });

    it('validates the role', async () => {
      expect((await p.http().patch(`/User/set-role/${client.id}`).set(bearer(admin.token)).send({ role: 'Root' })).body.errors).toEqual({
        role: ['Role must be Admin or Client'],
      });
    });
  });
});

/**
 * The last active admin: its own database, so the number of admins is known. Through the API an admin
 * can only be the last one while acting on themself, or when two admins act on each other at the same
 * moment; both are proven here.
 */
describeEachDialect('The last active admin', (provider) => {
  let p: TestProvider;
  beforeEach(async () => {
    p = provider();
    // Every test starts from one active admin.
    await p.db.updateTable('users').set({ is_active: false }).where('role', '=', 'Admin').execute();
  });
  const LAST_ADMIN =
    'This is the last active administrator: it cannot be deleted, deactivated or given another role. Make another account an administrator first.';

  it('cannot be made a client, not even by themself', async () => {
    const only = await p.user({ role: 'Admin' });
    const res = await p.http().patch(`/User/set-role/${only.id}`).set(bearer(only.token)).send({ role: 'Client' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'INVALID_STATE', message: LAST_ADMIN });
    const arabic = await p.http().patch(`/User/set-role/${only.id}`).set(bearer(only.token)).set('Accept-Language', 'ar').send({ role: 'Client' });
    expect(arabic.body.message).toBe('هذا آخر مسؤول نشط: لا يمكن حذفه أو إيقافه أو منحه دورًا آخر. اجعل حسابًا آخر مسؤولًا أولًا.');
    expect((await p.http().get('/Auth/me').set(bearer(only.token))).body.result.roles).toEqual(['Admin']);
  });

  it('may step down while another active admin remains; the one left is then the last', async () => {
    const first = await p.user({ role: 'Admin' });
    const second = await p.user({ role: 'Admin' });
    const stepDown = await p.http().patch(`/User/set-role/${first.id}`).set(bearer(first.token)).send({ role: 'Client' });
    expect(stepDown.status).toBe(200);
    expect((await p.http().patch(`/User/set-role/${second.id}`).set(bearer(second.token)).send({ role: 'Client' })).status).toBe(409);
  });

  it('cannot be deleted or deactivated (their own account, which is refused too)', async () => {
    const only = await p.user({ role: 'Admin' });
    expect((await p.http().delete(`/User/delete-user/${only.id}`).set(bearer(only.token))).status).toBe(409);
    expect((await p.http().patch(`/User/set-active/${only.id}`).set(bearer(only.token)).send({ isActive: false })).status).toBe(409);
    expect((await p.http().get('/Auth/me').set(bearer(only.token))).body.result).toMatchObject({ isActive: true, roles: ['Admin'] });
  });

  it('counts active admins only: an inactive admin may be deleted or demoted', async () => {
    const only = await p.user({ role: 'Admin' });
    const dormant = await p.user({ role: 'Admin', active: false });
    expect((await p.http().patch(`/User/set-role/${dormant.id}`).set(bearer(only.token)).send({ role: 'Client' })).status).toBe(200);
    expect((await p.http().delete(`/User/delete-user/${dormant.id}`).set(bearer(only.token))).status).toBe(200);
  });

  /**
   * Two admins act on each other at once. The test holds the admins' row locks while both requests
   * start, so both pass their checks on a state with two admins and wait on the same lock; then the
   * first goes through and the second must see it.
   */
  async function race(build: (actor: TestUser, target: TestUser) => Promise<{ status: number; body: { message: string } }>) {
    const a = await p.user({ role: 'Admin' });
    const b = await p.user({ role: 'Admin' });
    let results: Array<{ status: number; body: { message: string } }> = [];
    if (p.dialect === 'postgres') {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holder = p.db.transaction().execute(async (trx) => {
        await sql`select id from users where role = 'Admin' and is_active for update`.execute(trx);
        locked();
        await held;
      });
      await lockTaken;
      // Promise.resolve starts the requests now (supertest sends a request when it is awaited).
      const pending = [Promise.resolve(build(a, b)), Promise.resolve(build(b, a))];
      // Wait until both requests are past authentication and queued on the lock.
      const deadline = Date.now() + 10_000;
      for (;;) {
        const waiting = await sql<{ n: string }>`select count(*) as n from pg_locks where not granted`.execute(p.db);
        if (Number(waiting.rows[0]!.n) >= 2 || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      release();
      await holder;
      results = await Promise.all(pending);
    } else {
      // PGlite runs one statement at a time: the requests interleave at statement boundaries.
      results = await Promise.all([build(a, b), build(b, a)]);
    }
    const statuses = results.map((r) => r.status).sort();
    // One goes through; the other is refused: by the guard, or (if it started after the first finished)
    // because its own account is gone, inactive (401) or no longer an admin (403).
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    if (p.dialect === 'postgres') expect(results.find((r) => r.status !== 200)!.body.message).toBe(LAST_ADMIN);
    const active = await p.db.selectFrom('users').select('id').where('role', '=', 'Admin').where('is_active', '=', true).execute();
    expect(active).toHaveLength(1);
  }

  it('survives two admins deactivating each other at the same moment', async () => {
    await race((actor, target) => p.http().patch(`/User/set-active/${target.id}`).set(bearer(actor.token)).send({ isActive: false }));
  });

  it('survives two admins deleting each other at the same moment', async () => {
    await race((actor, target) => p.http().delete(`/User/delete-user/${target.id}`).set(bearer(actor.token)));
  });

  it('survives two admins demoting each other at the same moment', async () => {
    await race((actor, target) => p.http().patch(`/User/set-role/${target.id}`).set(bearer(actor.token)).send({ role: 'Client' }));
  });

  it('survives two admins deactivating each other through the profile update at the same moment', async () => {
    await race(async (actor, target) => {
      const current = (await p.http().get(`/User/get-user/${target.id}`).set(bearer(actor.token))).body.result;
      return p
        .http()
        .put(`/User/update-user/${target.id}`)
        .set(bearer(actor.token))
        .send({ fullName: current.fullName, email: current.email, phoneNumber: current.phoneNumber, isActive: false });
    });
  });
});
