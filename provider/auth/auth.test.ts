import { SignJWT } from 'jose';
import { bearer, describeEachDialect, STRONG_PASSWORD, TEST_SECRET, uniqueEmail, type TestProvider } from '../test-support/harness';
import { findUserByEmail, toUser } from '../users/users.repository';
import { totpCode } from './totp';

const registration = (email: string) => ({
  fullName: 'Sara Ahmed',
  email,
  password: STRONG_PASSWORD,
  confirmPassword: STRONG_PASSWORD,
  phoneNumber: '0501234567',
  typeUser: 3,
  startDate: new Date().toISOString().slice(0, 10),
  acceptedPrivacyVersion: 1,
  acceptedTermsVersion: 1,
});

const linkParams = (text: string) => {
  const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
  return { path: url.pathname, email: url.searchParams.get('email')!, token: url.searchParams.get('token')! };
};

describeEachDialect('Auth', (provider) => {
  describe('POST /Auth/register', () => {
    it('creates a client, sends a confirmation e-mail, and refuses login until confirmed', async () => {
      const p = provider();
      const email = uniqueEmail('reg');
      const res = await p.http().post('/Auth/register').send(registration(email));
      expect(res.status).toBe(201);
      // No result: the answer for an address that already has an account must be the same.
      expect(res.body).toEqual({
        isSuccess: true,
        result: null,
        message: 'Account created successfully. Please check your email to confirm your account before logging in.',
      });
      const created = toUser((await findUserByEmail(p.db, email))!);
      expect(created).toMatchObject({ email, fullName: 'Sara Ahmed', roles: ['Client'], emailConfirmed: false, typeUser: 3 });
      expect(created.client?.id).toEqual(expect.any(Number));
      const mail = p.mail.find((m) => m.to === email)!;
      expect(mail.subject).toBe('Confirm your email address');
      const link = linkParams(mail.text);
      expect(link.path).toBe('/confirm-email');

      const refused = await p.http().post('/Auth/login').send({ email, password: STRONG_PASSWORD });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ isSuccess: false, code: 'EMAIL_NOT_CONFIRMED' });
      expect(refused.body.message).toMatch(/confirm your email/i);

      const confirmed = await p.http().post('/Auth/confirm-email').send({ email, token: link.token });
      expect(confirmed.status).toBe(200);
      const again = await p.http().post('/Auth/confirm-email').send({ email, token: link.token });
      expect(again.status).toBe(400);
      expect(again.body.errors.token).toEqual(['The link is invalid or has expired']);

      const login = await p.http().post('/Auth/login').send({ email: email.toUpperCase(), password: STRONG_PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.result).toMatchObject({ email, roles: ['Client'], fullName: 'Sara Ahmed' });
      expect(login.body.result.token).toEqual(expect.any(String));
      expect(login.body.message).toBe('Login successful');
    });

    it('answers an address that already has an account exactly like a new one, and tells the owner by e-mail instead', async () => {
      const p = provider();
      const owner = await p.user({ fullName: 'Nora Owner' });
      for (const language of ['en', 'ar']) {
        const fresh = await p
          .http()
          .post('/Auth/register')
          .set('Accept-Language', language)
          .send(registration(uniqueEmail('fresh')));
        const before = p.mail.length;
        // Whatever its case: the address is the same account.
        const taken = await p
          .http()
          .post('/Auth/register')
          .set('Accept-Language', language)
          .send({ ...registration(owner.email.toUpperCase()), fullName: 'Someone Else' });
        expect({ status: taken.status, body: taken.body }).toEqual({ status: fresh.status, body: fresh.body });
        expect(taken.status).toBe(201);

        const told = p.mail.slice(before);
        expect(told.map((m) => m.to)).toEqual([owner.email]);
        const notice = told[0]!;
        expect(notice.subject).toBe(language === 'en' ? 'You already have a Khadamat account' : 'لديك حساب في خدمات بالفعل');
        expect(notice.text).toContain(language === 'en' ? 'Hello Nora Owner,' : 'مرحبًا Nora Owner،');
        expect(notice.html).toContain(language === 'en' ? 'dir="ltr"' : 'dir="rtl"');
        const link = linkParams(notice.text);
        expect(link.path).toBe('/forgot-password');
        expect(link.email).toBe(owner.email);
        // A way to a password, never a token that would replace a reset the owner asked for.
        expect(link.token).toBeNull();
      }
      // Nothing changed: one account, the owner's name and password.
      const rows = await p.db.selectFrom('users').select(['full_name']).where('email', 'ilike', owner.email).execute();
      expect(rows).toEqual([{ full_name: 'Nora Owner' }]);
      expect((await p.http().post('/Auth/login').send({ email: owner.email, password: owner.password })).status).toBe(200);
      expect(
        (
          await p
            .http()
            .post('/Auth/login')
            .send({ email: owner.email, password: STRONG_PASSWORD.replace('Secret', 'Sekret') })
        ).status,
      ).toBe(400);
    });

    it('answers the same for a deactivated account, without mailing it', async () => {
      const p = provider();
      const inactive = await p.user({ active: false });
      const before = p.mail.length;
      const res = await p.http().post('/Auth/register').send(registration(inactive.email));
      expect(res.status).toBe(201);
      expect(res.body.result).toBeNull();
      expect(p.mail.slice(before)).toEqual([]);
    });

    it('creates one account when two registrations of a new address race, and answers both alike', async () => {
      const p = provider();
      const email = uniqueEmail('race');
      const [a, b] = await Promise.all([p.http().post('/Auth/register').send(registration(email)), p.http().post('/Auth/register').send(registration(email))]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body).toEqual(b.body);
      expect(await p.db.selectFrom('users').select('id').where('email', '=', email).execute()).toHaveLength(1);
    });

    it('refuses a full name made only of invisible or direction characters, in the request language', async () => {
      const p = provider();
      for (const [language, message] of [
        ['en', 'Enter visible text: invisible or text-direction characters alone are not accepted'],
        ['ar', 'أدخل نصًا ظاهرًا: لا تُقبل الرموز الخفية أو رموز اتجاه النص وحدها'],
      ]) {
        const res = await p
          .http()
          .post('/Auth/register')
          .set('Accept-Language', language!)
          .send({ ...registration(uniqueEmail()), fullName: '\u200B\u202E\u2066\u200F' });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual({ fullName: [message] });
      }
    });

    it('answers each validation error in the request language', async () => {
      const p = provider();
      const res = await p
        .http()
        .post('/Auth/register')
        .set('Accept-Language', 'ar-SA,ar;q=0.9,en;q=0.8')
        .send({ fullName: 'S', email: 'bad', password: 'weak', confirmPassword: 'other', phoneNumber: '1' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.fullName).toEqual(['يجب أن يتكون الاسم الكامل من حرفين على الأقل']);
      expect(Object.keys(res.body.errors).sort()).toEqual([
        'acceptedPrivacyVersion',
        'acceptedTermsVersion',
        'confirmPassword',
        'email',
        'fullName',
        'password',
        'phoneNumber',
      ]);
      expect(res.body.errors.acceptedPrivacyVersion).toEqual(['يُرجى قبول سياسة الخصوصية']);
      const english = await p
        .http()
        .post('/Auth/register')
        .send({ ...registration(uniqueEmail()), confirmPassword: 'Other#123' });
      expect(english.body.errors).toEqual({ confirmPassword: ['Passwords must match'] });
    });
  });

  describe('POST /Auth/login', () => {
    it('refuses a wrong password or an unknown e-mail with the same answer', async () => {
      const p = provider();
      const user = await p.user();
      const wrong = await p.http().post('/Auth/login').send({ email: user.email, password: 'Wrong#123' });
      const unknown = await p
        .http()
        .post('/Auth/login')
        .send({ email: uniqueEmail('nobody'), password: 'Wrong#123' });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ isSuccess: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      }
    });

    it('refuses a deactivated account (403) and validates input (400)', async () => {
      const p = provider();
      const user = await p.user({ active: false });
      const res = await p.http().post('/Auth/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ACCOUNT_INACTIVE');
      const invalid = await p.http().post('/Auth/login').send({ email: '', password: '123' });
      expect(invalid.status).toBe(400);
      expect(invalid.body.errors).toEqual({ email: ['Email is required'], password: ['Password must be at least 6 characters'] });
    });

    it('gives an admin a token without a client record, once the second step is passed', async () => {
      const p = provider();
      const admin = await p.user({ role: 'Admin' });
      const res = await p.http().post('/Auth/login').send({ email: admin.email, password: admin.password });
      expect(res.status).toBe(200);
      expect(res.body.result.token).toBeUndefined();
      const { challenge } = res.body.result;
      const { secret } = (await p.http().post('/Auth/second-step/enrolment').send({ challenge })).body.result;
      const done = await p
        .http()
        .post('/Auth/second-step/confirm-enrolment')
        .send({ challenge, code: totpCode(secret, Date.now()) });
      expect(done.status).toBe(200);
      expect(done.body.result).toMatchObject({ roles: ['Admin'], client: null, token: expect.any(String) });
    });
  });

  describe('tokens', () => {
    it('GET /Auth/me returns the token user, and refuses missing, forged and expired tokens', async () => {
      const p = provider();
      const user = await p.user();
      const me = await p.http().get('/Auth/me').set(bearer(user.token));
      expect(me.status).toBe(200);
      expect(me.body.result).toMatchObject({ id: user.id, email: user.email });

      const missing = await p.http().get('/Auth/me');
      expect(missing.status).toBe(401);
      expect(missing.body.code).toBe('UNAUTHENTICATED');
      expect(missing.headers['www-authenticate']).toBe('Bearer');

      const forged = await new SignJWT({ pfp: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .sign(new TextEncoder().encode('another-secret-another-secret-another'));
      expect((await p.http().get('/Auth/me').set(bearer(forged))).status).toBe(401);
      expect((await p.http().get('/Auth/me').set(bearer('not.a.jwt'))).status).toBe(401);

      const expired = await new SignJWT({ pfp: 'x' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer('khadamat-provider')
        .setAudience('khadamat')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(new TextEncoder().encode(TEST_SECRET));
      const res = await p.http().get('/Auth/me').set(bearer(expired));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'SESSION_EXPIRED', message: 'Token expired or invalid' });
    });

    it('refuses a token at once when its user is deactivated or deleted', async () => {
      const p = provider();
      const user = await p.user();
      await p.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
      const inactive = await p.http().get('/Auth/me').set(bearer(user.token));
      expect(inactive.status).toBe(401);
      expect(inactive.body.code).toBe('ACCOUNT_INACTIVE');
      // The client record first: the database no longer deletes it with its user (records are kept).
      await p.db.deleteFrom('clients').where('user_id', '=', user.id).execute();
      await p.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect((await p.http().get('/Auth/me').set(bearer(user.token))).status).toBe(401);
    });
  });

  describe('POST /Auth/logout', () => {
    const login = async (p: TestProvider, user: { email: string; password: string }) =>
      (await p.http().post('/Auth/login').send({ email: user.email, password: user.password })).body.result.token as string;

    it('revokes the token of the call at once, and only that one', async () => {
      const p = provider();
      const user = await p.user();
      const other = await login(p, user);
      expect(other).not.toBe(user.token);

      const out = await p.http().post('/Auth/logout').set(bearer(user.token));
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ isSuccess: true, result: null, message: 'Logged out' });

      const me = await p.http().get('/Auth/me').set(bearer(user.token));
      expect(me.status).toBe(401);
      expect(me.body).toMatchObject({ isSuccess: false, code: 'UNAUTHENTICATED', message: 'Token expired or invalid' });
      expect((await p.http().put(`/User/update-user/${user.id}`).set(bearer(user.token)).send({ fullName: 'After Logout', email: user.email })).status).toBe(
        401,
      );
      // Logging out again with the revoked token is refused like any other use of it.
      expect((await p.http().post('/Auth/logout').set(bearer(user.token))).status).toBe(401);
      // The same user's other session (another device) goes on.
      expect((await p.http().get('/Auth/me').set(bearer(other))).status).toBe(200);
      // And logging in again gives a working token.
      expect(
        (
          await p
            .http()
            .get('/Auth/me')
            .set(bearer(await login(p, user)))
        ).status,
      ).toBe(200);
    });

    it('needs a valid token, and answers in the request language', async () => {
      const p = provider();
      expect((await p.http().post('/Auth/logout')).status).toBe(401);
      expect((await p.http().post('/Auth/logout').set(bearer('not.a.jwt'))).status).toBe(401);
      const user = await p.user();
      const out = await p.http().post('/Auth/logout').set('Accept-Language', 'ar').set(bearer(user.token));
      expect(out.status).toBe(200);
      expect(out.body.message).toBe('تم تسجيل الخروج');
    });

    it('keeps only a hash of revoked tokens, and prunes those past their own expiry', async () => {
      const p = provider();
      const user = await p.user();
      await p.db
        .insertInto('revoked_tokens')
        .values({ token_hash: 'long-expired', user_id: user.id, expires_at: new Date(Date.now() - 60_000) })
        .execute();
      await p.http().post('/Auth/logout').set(bearer(user.token)).expect(200);
      const rows = await p.db.selectFrom('revoked_tokens').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toContain(user.token);
      expect(rows[0]!.token_hash).not.toBe('long-expired');
      // Kept exactly as long as the token would have been accepted (the token TTL from now).
      const ttlMs = rows[0]!.expires_at.getTime() - Date.now();
      expect(ttlMs).toBeGreaterThan(p.config.tokenTtlMinutes * 60_000 - 120_000);
      expect(ttlMs).toBeLessThanOrEqual(p.config.tokenTtlMinutes * 60_000);
      // Deleting the user takes their revocations with them.
      // The client record first: the database no longer deletes it with its user (records are kept).
      await p.db.deleteFrom('clients').where('user_id', '=', user.id).execute();
      await p.db.deleteFrom('users').where('id', '=', user.id).execute();
      expect(await p.db.selectFrom('revoked_tokens').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
    });
  });

  describe('password reset and confirmation e-mails', () => {
    it('resets a password with a single-use link, ending earlier sessions', async () => {
      const p = provider();
      const user = await p.user();
      const res = await p
        .http()
        .post(`/Auth/send-reset-password-email?email=${encodeURIComponent(user.email)}`)
        .send({});
      expect(res.status).toBe(200);
      const mail = p.mail.filter((m) => m.to === user.email).at(-1)!;
      expect(mail.subject).toBe('Reset your password');
      const link = linkParams(mail.text);
      expect(link.path).toBe('/reset-password');

      const mismatch = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email: user.email, token: link.token, newPassword: 'Newpass#1', confirmPassword: 'Newpass#2' });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.errors.confirmPassword).toEqual(['Passwords must match']);

      const done = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email: user.email, token: link.token, newPassword: 'Newpass#1', confirmPassword: 'Newpass#1' });
      expect(done.status).toBe(200);
      expect(done.body.message).toBe('Password reset successfully');
      const reused = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email: user.email, token: link.token, newPassword: 'Newpass#2', confirmPassword: 'Newpass#2' });
      expect(reused.status).toBe(400);

      expect((await p.http().get('/Auth/me').set(bearer(user.token))).status).toBe(401);
      expect((await p.http().post('/Auth/login').send({ email: user.email, password: 'Newpass#1' })).status).toBe(200);
      expect((await p.http().post('/Auth/login').send({ email: user.email, password: user.password })).status).toBe(400);
    });

    it('refuses an expired reset link', async () => {
      const p = provider();
      const user = await p.user();
      await p.http().post('/Auth/send-reset-password-email').send({ email: user.email }).expect(200);
      const link = linkParams(p.mail.filter((m) => m.to === user.email).at(-1)!.text);
      await p.db
        .updateTable('user_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('user_id', '=', user.id)
        .execute();
      const res = await p
        .http()
        .post('/Auth/reset-password')
        .send({ email: user.email, token: link.token, newPassword: 'Newpass#1', confirmPassword: 'Newpass#1' });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/invalid or has expired/);
    });

    it('stores only a hash of the e-mail tokens', async () => {
      const p = provider();
      const user = await p.user();
      await p.http().post('/Auth/send-reset-password-email').send({ email: user.email }).expect(200);
      const { token } = linkParams(p.mail.filter((m) => m.to === user.email).at(-1)!.text);
      const rows = await p.db.selectFrom('user_tokens').select('token_hash').where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).not.toContain(token);
    });

    it('resends confirmation only to unconfirmed accounts, with the same answer for unknown addresses', async () => {
      const p = provider();
      const unconfirmed = await p.user({ confirmed: false });
      const confirmed = await p.user();
      const before = p.mail.length;
      for (const email of [unconfirmed.email, confirmed.email, uniqueEmail('ghost')]) {
        const res = await p.http().post('/Auth/resend-confirmation-email').send({ email });
        expect(res.status).toBe(200);
        expect(res.body.isSuccess).toBe(true);
      }
      expect(p.mail.slice(before).map((m) => m.to)).toEqual([unconfirmed.email]);
      const arabic = p.mail.length;
      await p.http().post('/Auth/resend-confirmation-email').set('Accept-Language', 'ar').send({ email: unconfirmed.email }).expect(200);
      expect(p.mail[arabic]!.subject).toBe('تأكيد بريدك الإلكتروني');
      expect(p.mail[arabic]!.html).toContain('dir="rtl"');
    });

    it('needs an e-mail to send a link', async () => {
      const p = provider();
      for (const path of ['/Auth/resend-confirmation-email', '/Auth/send-reset-password-email']) {
        const res = await p.http().post(path).send({});
        expect(res.status).toBe(400);
        expect(res.body.errors.email).toEqual(['Email is required']);
      }
      const res = await p.http().post('/Auth/confirm-email').send({ email: 'a@b.co' });
      expect(res.body.errors.token).toEqual(['The link is incomplete: the token is missing']);
    });
  });
});

describeEachDialect(
  'Auth without e-mail confirmation',
  (provider) => {
    it('lets a new account log in at once and sends no mail', async () => {
      const p = provider();
      const email = uniqueEmail('noconfirm');
      const res = await p.http().post('/Auth/register').send(registration(email));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ isSuccess: true, result: null, message: 'Account created successfully' });
      expect(p.mail).toHaveLength(0);
      expect((await p.http().post('/Auth/login').send({ email, password: STRONG_PASSWORD })).status).toBe(200);
    });

    it('answers a taken address the same way, and still tells the owner', async () => {
      const p = provider();
      const owner = await p.user();
      const before = p.mail.length;
      const res = await p.http().post('/Auth/register').send(registration(owner.email));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ isSuccess: true, result: null, message: 'Account created successfully' });
      // Sent without holding up the answer (a new account sends nothing here).
      for (let i = 0; i < 50 && p.mail.length === before; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(p.mail.slice(before).map((m) => [m.to, m.subject])).toEqual([[owner.email, 'You already have a Khadamat account']]);
    });
  },
  { REQUIRE_EMAIL_CONFIRMATION: 'false' },
);
