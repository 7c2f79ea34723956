import { bearer, describeEachDialect } from '../test-support/harness';
import { totpCode, RECOVERY_CODE_COUNT } from './totp';
import { findSecondFactor } from './second-factor.repository';
import { waitAfterWrongCodes } from './second-step';

/** Issue 28 item 7: staff accounts get no token from the password alone. */
describeEachDialect('Two-step sign-in for staff', (provider) => {
  const login = (email: string, password: string) => provider().http().post('/Auth/login').send({ email, password });

  it('gives a client its token at once, and a staff account only a challenge', async () => {
    const client = await provider().user();
    expect((await login(client.email, client.password)).body.result.token).toEqual(expect.any(String));
    for (const role of ['Admin', 'Staff', 'Accountant'] as const) {
      const staff = await provider().user({ role });
      const res = await login(staff.email, staff.password);
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual({ secondStep: 'enrol', challenge: expect.any(String) });
      expect(res.body.result.token).toBeUndefined();
      // The challenge is not a bearer token.
      expect((await provider().http().get('/Auth/me').set(bearer(res.body.result.challenge))).status).toBe(401);
    }
  });

  it('enrols with a QR code and a first code, gives ten recovery codes once, then asks for a code each time', async () => {
    const admin = await provider().user({ role: 'Admin' });
    const { challenge } = (await login(admin.email, admin.password)).body.result;
    const enrolment = await provider().http().post('/Auth/second-step/enrolment').send({ challenge });
    expect(enrolment.status).toBe(200);
    expect(enrolment.body.result.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrolment.body.result.otpauthUrl).toContain(`secret=${enrolment.body.result.secret}`);
    const secret: string = enrolment.body.result.secret;

    const wrong = await provider().http().post('/Auth/second-step/confirm-enrolment').send({ challenge, code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'INVALID_CREDENTIALS']);
    const firstCode = totpCode(secret, Date.now());
    const done = await provider().http().post('/Auth/second-step/confirm-enrolment').send({ challenge, code: firstCode });
    expect(done.status).toBe(200);
    expect(done.body.result.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await provider().http().get('/Auth/me').set(bearer(done.body.result.token))).status).toBe(200);
    // Never sent again once confirmed; the codes are kept hashed.
    expect((await provider().http().post('/Auth/second-step/enrolment').send({ challenge })).status).toBe(409);
    const stored = await provider().db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', admin.id).execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(done.body.result.recoveryCodes[0]);

    const next = (await login(admin.email, admin.password)).body.result;
    expect(next.secondStep).toBe('verify');
    // The code just used is not taken twice (the same code: a slow run may be in the next step by now).
    const reused = await provider().http().post('/Auth/second-step').send({ challenge: next.challenge, code: firstCode });
    expect(reused.status).toBe(400);
    // A recovery code works once.
    const code = done.body.result.recoveryCodes[0] as string;
    const recovered = await provider().http().post('/Auth/second-step').send({ challenge: next.challenge, code: code.toUpperCase() });
    expect(recovered.status).toBe(200);
    expect(recovered.body.message).toContain('9');
    expect((await provider().http().post('/Auth/second-step').send({ challenge: next.challenge, code })).status).toBe(400);
  });

  it('refuses a forged or stale challenge, and slows wrong codes down like passwords', async () => {
    expect((await provider().http().post('/Auth/second-step').send({ challenge: 'forged.challenge.x', code: '123456' })).status).toBe(401);
    const staff = await provider().user({ role: 'Staff' });
    const { challenge } = (await login(staff.email, staff.password)).body.result;
    await provider().http().post('/Auth/second-step/enrolment').send({ challenge });
    for (let i = 0; i < 5; i += 1)
      expect((await provider().http().post('/Auth/second-step/confirm-enrolment').send({ challenge, code: '000000' })).status).toBe(400);
    const held = await provider().http().post('/Auth/second-step/confirm-enrolment').send({ challenge, code: '000000' });
    expect(held.status).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(waitAfterWrongCodes(4)).toBe(0);
    expect(waitAfterWrongCodes(5)).toBe(2_000);
    expect(waitAfterWrongCodes(50)).toBe(15 * 60_000);
  });

  it("lets an admin reset a staff member's second step (audited), and no one else", async () => {
    const admin = await provider().user({ role: 'Admin' });
    const staff = await provider().user({ role: 'Accountant' });
    const { challenge } = (await login(staff.email, staff.password)).body.result;
    const { secret } = (await provider().http().post('/Auth/second-step/enrolment').send({ challenge })).body.result;
    await provider()
      .http()
      .post('/Auth/second-step/confirm-enrolment')
      .send({ challenge, code: totpCode(secret, Date.now()) });
    expect((await findSecondFactor(provider().db, staff.id))?.confirmedAt).toBeInstanceOf(Date);

    expect((await provider().http().post(`/User/reset-second-step/${staff.id}`).set(bearer(staff.token))).status).toBe(403);
    const client = await provider().user();
    expect((await provider().http().post(`/User/reset-second-step/${client.id}`).set(bearer(admin.token))).status).toBe(409);
    const reset = await provider().http().post(`/User/reset-second-step/${staff.id}`).set(bearer(admin.token));
    expect(reset.status).toBe(200);
    expect(await findSecondFactor(provider().db, staff.id)).toBeNull();
    // The sessions they had are over; the admin's are not.
    expect((await provider().http().get('/Auth/me').set(bearer(staff.token))).status).toBe(401);
    expect((await provider().http().get('/Auth/me').set(bearer(admin.token))).status).toBe(200);
    const again = (await login(staff.email, staff.password)).body.result;
    expect(again.secondStep).toBe('enrol');
    // The next sign-in, at once, is a session like any other.
    const enrolAgain = (await provider().http().post('/Auth/second-step/enrolment').send({ challenge: again.challenge })).body.result;
    const signedIn = await provider()
      .http()
      .post('/Auth/second-step/confirm-enrolment')
      .send({ challenge: again.challenge, code: totpCode(enrolAgain.secret, Date.now()) });
    expect((await provider().http().get('/Auth/me').set(bearer(signedIn.body.result.token))).status).toBe(200);
    const audit = await provider().db.selectFrom('audit_log').select('action').where('action', '=', 'user.secondStepReset').execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('keeps the last active admin: it cannot be given another role (409, translated)', async () => {
    const db = provider().db;
    const admins = await db.selectFrom('users').select('id').where('role', '=', 'Admin').where('is_active', '=', true).execute();
    const keep = await provider().user({ role: 'Admin' });
    for (const { id } of admins) await db.updateTable('users').set({ is_active: false }).where('id', '=', id).execute();
    try {
      const res = await provider().http().patch(`/User/set-role/${keep.id}`).set(bearer(keep.token)).set('Accept-Language', 'ar').send({ role: 'Staff' });
      expect(res.status).toBe(409);
      expect(res.body.message).toContain('آخر مسؤول');
      const staff = await provider().user({ role: 'Client' });
      const promoted = await provider().http().patch(`/User/set-role/${staff.id}`).set(bearer(keep.token)).send({ role: 'Accountant' });
      expect([promoted.status, promoted.body.result.roles]).toEqual([200, ['Accountant']]);
    } finally {
      for (const { id } of admins) await db.updateTable('users').set({ is_active: true }).where('id', '=', id).execute();
    }
  });
});
