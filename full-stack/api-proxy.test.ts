import http from 'node:http';
import request from 'supertest';
import { TINY_PNG, type TestUser } from '../provider/test-support/harness';
import { setPasswordHash, setUserActive } from '../provider/users/users.repository';
import { SESSION_COOKIE } from '../server/session/session-cookie';
import { createSite, listen, loginAs, setCookies, SITE_ORIGIN, startListeningProvider, type ListeningProvider, type Site } from './site-harness';

let provider: ListeningProvider;
let site: Site;

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({ providerUrl: () => provider.url, env: { PROVIDER_TIMEOUT_MS: '2000' } });
});
afterAll(async () => {
  await site.close();
  await provider.close();
});

const lastSeen = (path: string) => [...provider.seen].reverse().find((r) => r.url.startsWith(path));

async function signedIn(options: Parameters<ListeningProvider['provider']['user']>[0] = {}) {
  const user = await provider.provider.user(options);
  const agent = request.agent(site.app);
  const res = await loginAs(agent, user);
  expect(res.status).toBe(200);
  return { user, agent, token: provider.issuedTokens.at(-1)! };
}

describe('the /api proxy', () => {
  it("adds the session's bearer token, drops the browser's cookies and Authorization, removes the /api prefix, and passes the request id and page language", async () => {
    const { user, agent, token } = await signedIn();
    const withSession = await agent
      .get(`/api/User/get-user/${user.id}`)
      .set('Authorization', 'Bearer forged')
      .set('X-Request-Id', 'trace-0123456789')
      .set('Accept-Language', 'en');
    expect(withSession.status).toBe(200);
    expect(withSession.body.result).toMatchObject({ id: user.id, email: user.email });
    const seen = lastSeen(`/User/get-user/${user.id}`)!;
    expect(seen.url).toBe(`/User/get-user/${user.id}`);
    expect(seen.headers.authorization).toBe(`Bearer ${token}`);
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-request-id']).toBe('trace-0123456789');
    expect(seen.headers['accept-language']).toBe('en');
    expect(withSession.text).not.toContain(token);
  });

  it('sends the language of the page (cookie) to the provider, not the browser default', async () => {
    await request(site.app).get('/api/Services').set('Cookie', 'lang=ar').set('Accept-Language', 'en-US');
    expect(lastSeen('/Services')!.headers['accept-language']).toBe('ar');
  });

  it("strips a visitor's forged credentials: the provider sees none and its 401 passes through unchanged", async () => {
    const { user, token } = await signedIn();
    const res = await request(site.app).get(`/api/User/get-user/${user.id}`).set('Authorization', `Bearer ${token}`).set('Cookie', 'other=1');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
    const seen = lastSeen(`/User/get-user/${user.id}`)!;
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
  });

  it("passes If-None-Match on and the provider's ETag and 304 back, weakening the tag of an answer it may compress", async () => {
    const first = await request(site.app).get('/api/Services').set('Accept-Encoding', 'gzip');
    expect(first.status).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await request(site.app).get('/api/Services').set('Accept-Encoding', 'gzip').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(lastSeen('/Services')!.headers['if-none-match']).toBe(etag);
    // A caller that takes no compressed answer gets the provider's strong tag as it is.
    const plain = await request(site.app).get('/api/Services').set('Accept-Encoding', 'identity');
    expect(plain.headers.etag).toBe(etag.slice(2));
    expect((await request(site.app).get('/api/Services').set('Accept-Encoding', 'identity').set('If-None-Match', etag.slice(2))).status).toBe(304);
  });

  it('reuses kept-alive connections to the provider', async () => {
    await request(site.app).get('/api/Services');
    const before = provider.connections();
    for (let i = 0; i < 5; i++) expect((await request(site.app).get('/api/Services')).status).toBe(200);
    expect(provider.connections()).toBe(before);
  });

  it('never lets a variant of the login path reach the provider, so no token can come back', async () => {
    const user = await provider.provider.user();
    for (const path of ['//Auth/login', '/Auth/./login', '/x/../Auth/login', '/Auth%2flogin', '/Auth%2Elogin']) {
      const before = provider.seen.length;
      const res = await request(site.app).post(`/api${path}`).send({ email: user.email, password: user.password });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(provider.seen.length).toBe(before);
    }
    // Case and a trailing slash are the same route for the web server, which answers it itself.
    const variant = await request(site.app).post('/api/auth/LOGIN/').send({ email: user.email, password: user.password });
    expect(variant.status).toBe(200);
    expect(variant.text).not.toContain(provider.issuedTokens.at(-1)!);
  });

  it('passes query strings and public reads through', async () => {
    const res = await request(site.app).get('/api/Services?page=1&pageSize=2');
    expect(res.status).toBe(200);
    expect(res.body.isSuccess).toBe(true);
    expect(lastSeen('/Services?')!.url).toBe('/Services?page=1&pageSize=2');
  });

  it('carries a multipart upload to the provider and the stored file back, byte for byte', async () => {
    const { agent } = await signedIn({ role: 'Admin' });
    const created = await agent
      .post('/api/Services')
      .field('Title', 'Pool maintenance')
      .field('Description', 'Weekly cleaning and water balance.')
      .field('ArabicTitle', 'صيانة المسابح')
      .field('ArabicDescription', 'تنظيف أسبوعي وموازنة المياه.')
      .field('DurationMin', '1')
      .field('DurationMax', '2')
      .field('DurationUnit', 'Week')
      .field('Price', '900')
      .field('Details[0]', 'Cleaning')
      .field('ArabicDetails[0]', 'تنظيف')
      .attach('files', TINY_PNG, 'pool.png');
    expect(created.status).toBe(201);
    const file = created.body.result.files[0];
    const image = await request(site.app)
      .get(`/api${file.fileUrl}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.body as Buffer, TINY_PNG)).toBe(0);
  });
});

describe('streaming and the provider going wrong', () => {
  it('streams a request body to the provider as it arrives, without waiting for the end', async () => {
    let firstChunk: (value: string) => void = () => undefined;
    const firstChunkArrived = new Promise<string>((resolve) => (firstChunk = resolve));
    const target = await listen((req, res) => {
      let received = '';
      req.on('data', (chunk: Buffer) => {
        if (received === '') firstChunk(chunk.toString());
        received += chunk.toString();
      });
      req.on('end', () =>
        res
          .setHeader('Set-Cookie', 'provider-cookie=1')
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ isSuccess: true, result: received.length, message: '' })),
      );
    });
    const streamingSite = createSite({ providerUrl: () => target.url });
    const web = await listen(streamingSite.app);
    try {
      const { port } = new URL(web.url);
      const answer = new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/upload',
            headers: { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cookies: (res.headers['set-cookie'] ?? []).map(String) }));
          },
        );
        req.on('error', reject);
        req.write('first-part;');
        // The rest is only sent once the provider has the first part: a buffering proxy would hang here.
        void firstChunkArrived.then(() => req.end('second-part'));
      });
      expect(await firstChunkArrived).toBe('first-part;');
      const res = await answer;
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).result).toBe('first-part;second-part'.length);
      // A cookie set by the provider never reaches the browser.
      expect(res.cookies).toEqual([]);
    } finally {
      await web.close();
      await streamingSite.close();
      await target.close();
    }
  });

  it("answers 502 with the spec's message when the provider is unreachable, for proxied calls and for login", async () => {
    const closed = await listen((_req, res) => res.end());
    const deadUrl = closed.url;
    await closed.close();
    const downSite = createSite({ providerUrl: () => deadUrl });
    try {
      const res = await request(downSite.app).get('/api/Services');
      expect(res.status).toBe(502);
      expect(res.body).toEqual({
        isSuccess: false,
        result: null,
        message: 'Cannot connect to server - Please check your connection',
        code: 'PROVIDER_UNREACHABLE',
      });
      const login = await request(downSite.app).post('/api/Auth/login').send({ email: 'a@b.co', password: 'secret1' });
      expect(login.status).toBe(502);
      expect(login.body.message).toBe('Cannot connect to server - Please check your connection');
      const ar = await request(downSite.app).get('/api/Services').set('Cookie', 'lang=ar');
      expect(ar.body.message).toBe('تعذّر الاتصال بالخادم - يرجى التحقق من اتصالك');
    } finally {
      await downSite.close();
    }
  });

  it('answers 504 when the provider does not answer within PROVIDER_TIMEOUT_MS', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = await listen(() => undefined);
    silent.server.on('connection', (socket) => sockets.add(socket));
    const slowSite = createSite({ providerUrl: () => silent.url, env: { PROVIDER_TIMEOUT_MS: '300' } });
    try {
      const res = await request(slowSite.app).get('/api/Services');
      expect(res.status).toBe(504);
      expect(res.body).toMatchObject({ isSuccess: false, code: 'PROVIDER_TIMEOUT', message: 'The server took too long to answer - Please try again' });
      const post = await request(slowSite.app).post('/api/ContactUs/create-message').send({ name: 'Sara' });
      expect(post.status).toBe(504);
      const login = await request(slowSite.app).post('/api/Auth/login').send({ email: 'a@b.co', password: 'secret1' });
      expect(login.status).toBe(504);
    } finally {
      for (const socket of sockets) socket.destroy();
      await slowSite.close();
      await silent.close();
    }
  });
});

describe('session expiry through the proxy', () => {
  const EXPIRED_BODY = { isSuccess: false, result: null, message: 'Token expired or invalid', code: 'SESSION_EXPIRED' };

  async function expectSessionEnded(agent: ReturnType<typeof request.agent>, user: TestUser) {
    const res = await agent.get(`/api/User/get-user/${user.id}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED_BODY);
    expect(setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/api/Auth/me')).body.result).toBeNull();
  }

  it('ends the session when the provider refuses its token (password changed elsewhere)', async () => {
    const { user, agent } = await signedIn();
    await setPasswordHash(provider.provider.db, user.id, 'scrypt$changed-elsewhere');
    await expectSessionEnded(agent, user);
  });

  it('ends the session when the account is deactivated', async () => {
    const { user, agent } = await signedIn();
    await setUserActive(provider.provider.db, user.id, false);
    await expectSessionEnded(agent, user);
  });

  it('answers "who am I" from the provider: a deactivated account ends the session at that very call', async () => {
    const { user, agent } = await signedIn();
    expect((await agent.get('/api/Auth/me')).body.result).toMatchObject({ id: user.id });
    await setUserActive(provider.provider.db, user.id, false);
    const me = await agent.get('/api/Auth/me');
    expect(me.status).toBe(401);
    expect(me.body).toEqual(EXPIRED_BODY);
    expect(setCookies(me).find((c) => c.startsWith(`${SESSION_COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await agent.get('/api/Auth/me')).body.result).toBeNull();
  });

  it('"who am I" shows a change to the account made elsewhere at once', async () => {
    const { user, agent } = await signedIn({ fullName: 'Before Rename' });
    await provider.provider.db.updateTable('users').set({ full_name: 'Renamed Elsewhere' }).where('id', '=', user.id).execute();
    expect((await agent.get('/api/Auth/me')).body.result).toMatchObject({ id: user.id, fullName: 'Renamed Elsewhere' });
  });

  it('reports an expired session for a cookie whose session has already ended', async () => {
    const { user } = await signedIn();
    const res = await request(site.app).get(`/api/User/get-user/${user.id}`).set('Cookie', `${SESSION_COOKIE}=s%3Agone.signature`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(EXPIRED_BODY);
  });
});

describe('the session learns from the provider', () => {
  it("refreshes the stored user after a successful update of the user's own profile", async () => {
    const { user, agent } = await signedIn({ fullName: 'Old Name' });
    const res = await agent
      .put(`/api/User/update-user/${user.id}`)
      .send({ id: user.id, fullName: 'New Name', email: user.email, phoneNumber: '0501234567', isActive: true, typeUser: 3, startDate: '2024-01-01' });
    expect(res.status).toBe(200);
    expect(res.body.result.fullName).toBe('New Name');
    expect((await agent.get('/api/Auth/me')).body.result.fullName).toBe('New Name');
    const page = await agent.get('/');
    expect(page.text).toContain('New Name');
  });

  it('keeps the fresh token of a password change in the session, never in the answer', async () => {
    const { user, agent } = await signedIn();
    const res = await agent
      .patch(`/api/User/update-password/${user.id}`)
      .send({ oldPassword: user.password, newPassword: 'Changed#456', confirmPassword: 'Changed#456' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isSuccess: true, result: null, message: 'Password changed successfully!' });
    const freshToken = provider.issuedTokens.at(-1)!;
    expect(res.text).not.toContain(freshToken);
    // The earlier token is now refused by the provider, yet the session goes on with the new one.
    const after = await agent.get(`/api/User/get-user/${user.id}`);
    expect(after.status).toBe(200);
    expect(lastSeen(`/User/get-user/${user.id}`)!.headers.authorization).toBe(`Bearer ${freshToken}`);
  });
});

describe('requests from another site', () => {
  it('refuses a state-changing request whose Origin is another site', async () => {
    const { agent } = await signedIn();
    const res = await agent.post('/api/Auth/logout').set('Origin', 'https://evil.example');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ isSuccess: false, code: 'CROSS_ORIGIN_REFUSED' });
    expect((await agent.get('/api/Auth/me')).body.result).not.toBeNull();
  });

  it('refuses a state-changing request the browser marks cross-site, even without Origin', async () => {
    const before = provider.seen.length;
    const res = await request(site.app).post('/api/ContactUs/create-message').set('Sec-Fetch-Site', 'cross-site').send({ name: 'x' });
    expect(res.status).toBe(403);
    const sameSite = await request(site.app).put('/api/Services/1').set('Sec-Fetch-Site', 'same-site').send({});
    expect(sameSite.status).toBe(403);
    expect(provider.seen.length).toBe(before);
  });

  it('lets same-origin requests and cross-site reads through', async () => {
    const user = await provider.provider.user();
    const login = await request(site.app)
      .post('/api/Auth/login')
      .set('Origin', SITE_ORIGIN)
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ email: user.email, password: user.password });
    expect(login.status).toBe(200);
    const ownHost = await request(site.app).post('/api/Auth/logout').set('Host', 'localhost:3000').set('Origin', 'http://localhost:3000');
    expect(ownHost.status).toBe(200);
    const read = await request(site.app).get('/api/Services').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site');
    expect(read.status).toBe(200);
  });
});
