import request from 'supertest';
import { SESSION_COOKIE } from '../server/session/session-cookie';
import { createSite, listen, loginAs, sessionIdOf, setCookies, startListeningProvider, type ListeningProvider, type Site } from './site-harness';

let provider: ListeningProvider;
let site: Site;

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({ providerUrl: () => provider.url });
});
afterAll(async () => {
  await site.close();
  await provider.close();
});

const sessionCookieIn = (res: { headers: Record<string, unknown> }) => setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`));

describe('login', () => {
  it('signs in with the provider, answers the envelope without the token, and sets only an HttpOnly session cookie', async () => {
    const user = await provider.provider.user({ fullName: 'Huda Al-Harbi' });
    const agent = request.agent(site.app);
    const res = await loginAs(agent, user);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isSuccess: true,
      result: { id: user.id, fullName: 'Huda Al-Harbi', email: user.email, roles: ['Client'], client: { id: user.clientId } },
      message: 'Login successful',
    });
    const token = provider.issuedTokens.at(-1)!;
    expect(token).toBeTruthy();
    expect(res.text).not.toContain(token);
    expect(JSON.stringify(res.headers)).not.toContain(token);
    expect(res.headers['cache-control']).toBe('no-store');

    const cookies = setCookies(res);
    expect(cookies).toHaveLength(1);
    const cookie = cookies[0]!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace('.', '\\.')}=s%3A`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
  });

  it('marks the cookie Secure when a trusted TLS-terminating proxy says the visit is https', async () => {
    const secureSite = createSite({ providerUrl: () => provider.url, env: { TRUST_PROXY: '1' } });
    try {
      const user = await provider.provider.user();
      const res = await request(secureSite.app).post('/api/Auth/login').set('X-Forwarded-Proto', 'https').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
      expect(sessionCookieIn(res)).toContain('Secure');
      // Without TRUST_PROXY the header is not believed, so plain http keeps working.
      const plain = await request(site.app).post('/api/Auth/login').set('X-Forwarded-Proto', 'https').send({ email: user.email, password: user.password });
      expect(sessionCookieIn(plain)).not.toContain('Secure');
    } finally {
      await secureSite.close();
    }
  });

  it('gives a new session id at login, so an id known before is worth nothing after', async () => {
    const user = await provider.provider.user();
    const agent = request.agent(site.app);
    const first = sessionIdOf(sessionCookieIn(await loginAs(agent, user)));
    const secondRes = await loginAs(agent, user);
    const second = sessionIdOf(sessionCookieIn(secondRes));
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    // The old id no longer names a session.
    const old = await request(site.app)
      .get('/api/Auth/me')
      .set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(`s:${first}`)}`);
    expect(old.body.result).toBeNull();
  });

  it('replaces a planted or stale cookie with a fresh session', async () => {
    const user = await provider.provider.user();
    const res = await request(site.app)
      .post('/api/Auth/login')
      .set('Cookie', `${SESSION_COOKIE}=s%3Aplanted.signature`)
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    const cookies = setCookies(res).filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookies).toHaveLength(1);
    expect(sessionIdOf(cookies[0])).not.toBe('planted');
    expect(cookies[0]).not.toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('keeps a staff member between the password and the code: no dashboard, and the login page renders the code step', async () => {
    const admin = await provider.provider.user({ role: 'Admin' });
    const agent = request.agent(site.app);
    const password = await agent.post('/api/Auth/login').send({ email: admin.email, password: admin.password });
    expect([password.status, password.body.result]).toEqual([200, { secondStep: 'verify' }]);
    expect(password.text).not.toContain('challenge');

    const dashboard = await agent.get('/dashboard');
    expect([dashboard.status, dashboard.headers.location]).toEqual([302, '/login?returnTo=%2Fdashboard']);
    expect((await agent.get('/api/Auth/me')).body.result).toBeNull();
    const bootState = (html: string) =>
      JSON.parse(/<script type="application\/json" id="boot-state">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        store: { session: { user: unknown; secondStepDue?: string } };
      };
    const login = await agent.get('/login?returnTo=%2Fdashboard');
    expect(login.status).toBe(200);
    expect(bootState(login.text).store.session).toMatchObject({ user: null, secondStepDue: 'verify' });
    expect(login.text).toContain('id="second-step-code"');
    expect(login.text).not.toContain('id="login-password"');

    // A visitor's login page is the password form.
    const visitor = await request(site.app).get('/login');
    expect(bootState(visitor.text).store.session).not.toHaveProperty('secondStepDue');
    expect(visitor.text).toContain('id="login-password"');
  });

  it('relays a wrong password as the provider says it, without creating a session', async () => {
    const user = await provider.provider.user();
    const res = await request(site.app).post('/api/Auth/login').send({ email: user.email, password: 'Wrong#Pass1' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(setCookies(res)).toEqual([]);
  });

  it('relays the unconfirmed-e-mail refusal (403) in the page language', async () => {
    const user = await provider.provider.user({ confirmed: false });
    const res = await request(site.app)
      .post('/api/Auth/login')
      .set('Cookie', 'lang=ar')
      .set('Accept-Language', 'en')
      .send({ email: user.email, password: user.password });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_CONFIRMED');
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(setCookies(res)).toEqual([]);
  });

  it('relays validation errors of a malformed login', async () => {
    const res = await request(site.app).post('/api/Auth/login').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    const garbage = await request(site.app).post('/api/Auth/login').set('Content-Type', 'application/json').send('{"email":');
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ isSuccess: false, code: 'VALIDATION_FAILED', message: 'The request could not be read' });
  });
});

describe('me and logout', () => {
  it('answers result null for a visitor, without creating a session', async () => {
    const res = await request(site.app).get('/api/Auth/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccess: true, result: null, message: '' });
    expect(setCookies(res)).toEqual([]);
    const page = await request(site.app).get('/');
    expect(page.status).toBe(200);
    expect(setCookies(page)).toEqual([]);
  });

  it("returns the session's user, and after logout the session is gone on the server too", async () => {
    const user = await provider.provider.user({ role: 'Admin', fullName: 'Omar Admin' });
    const agent = request.agent(site.app);
    const cookie = sessionCookieIn(await loginAs(agent, user))!.split(';')[0]!;

    const me = await agent.get('/api/Auth/me');
    expect(me.body.result).toEqual({ id: user.id, fullName: 'Omar Admin', email: user.email, roles: ['Admin'], client: null });

    const out = await agent.post('/api/Auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ isSuccess: true, result: null, message: 'Logged out' });
    expect(sessionCookieIn(out)).toMatch(/Expires=Thu, 01 Jan 1970/);

    expect((await agent.get('/api/Auth/me')).body.result).toBeNull();
    // Replaying the old cookie does not bring the session back.
    const replay = await request(site.app).get('/api/Auth/me').set('Cookie', cookie);
    expect(replay.body.result).toBeNull();
    expect(sessionCookieIn(replay)).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('logs out a visitor harmlessly, without calling the provider', async () => {
    const before = provider.seen.length;
    const res = await request(site.app).post('/api/Auth/logout');
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(provider.seen.slice(before).filter((r) => r.url === '/Auth/logout')).toEqual([]);
  });
});

describe('logout revokes the provider token', () => {
  const providerMe = (token: string) => request(provider.url).get('/Auth/me').set('Authorization', `Bearer ${token}`);

  it('asks the provider to revoke the session token, which the provider then refuses (401)', async () => {
    const user = await provider.provider.user();
    const agent = request.agent(site.app);
    expect((await loginAs(agent, user)).status).toBe(200);
    const token = provider.issuedTokens.at(-1)!;
    expect((await providerMe(token)).status).toBe(200);

    const out = await agent.post('/api/Auth/logout').set('Cookie', 'lang=ar');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ isSuccess: true, result: null, message: 'تم تسجيل الخروج' });
    const call = provider.seen.filter((r) => r.method === 'POST' && r.url === '/Auth/logout').at(-1)!;
    expect(call.headers.authorization).toBe(`Bearer ${token}`);
    expect(call.headers['accept-language']).toBe('ar');

    const refused = await providerMe(token);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(out.headers)).not.toContain(token);
  });

  it('still logs out here when the provider cannot be reached, answers 500, or does not answer in time', async () => {
    const broken = await listen((req, res) => {
      if (req.url === '/Auth/logout') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"isSuccess":false}');
        return;
      }
      res.writeHead(404).end();
    });
    const hanging = await listen(() => undefined);
    let target: string | undefined = provider.url;
    const flaky = createSite({ providerUrl: () => target, env: { PROVIDER_TIMEOUT_MS: '300' } });
    try {
      for (const elsewhere of ['http://127.0.0.1:9', broken.url, hanging.url, undefined]) {
        target = provider.url;
        const user = await provider.provider.user();
        const agent = request.agent(flaky.app);
        expect((await loginAs(agent, user)).status).toBe(200);
        target = elsewhere;
        const started = Date.now();
        const out = await agent.post('/api/Auth/logout');
        expect({ elsewhere, status: out.status, body: out.body }).toEqual({
          elsewhere,
          status: 200,
          body: { isSuccess: true, result: null, message: 'Logged out' },
        });
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(sessionCookieIn(out)).toMatch(/Expires=Thu, 01 Jan 1970/);
        expect((await agent.get('/api/Auth/me')).body.result).toBeNull();
      }
    } finally {
      await flaky.close();
      await broken.close();
      await hanging.close();
    }
  });
});
