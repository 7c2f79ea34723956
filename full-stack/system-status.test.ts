import request from 'supertest';
import { createApp } from '../server/app';
import { createSite, listen, loginAs, setCookies, SILENT, startListeningProvider, type ListeningProvider, type Site } from './site-harness';
import { TEST_MANIFEST } from '../server/test/test-app';
import type { ReadinessCheck } from '../server/http/health';

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

/** The same site (sessions, /api) with another provider address or other readiness checks. */
function variant(providerUrl: string, readinessChecks: ReadinessCheck[] = []) {
  return createApp(site.config, {
    logger: SILENT,
    manifest: TEST_MANIFEST,
    providerUrl: () => providerUrl,
    session: site.services.session,
    api: site.services.api,
    readinessChecks,
  });
}

async function adminAgent(app = site.app) {
  const admin = await provider.provider.user({ role: 'Admin' });
  const agent = request.agent(app);
  expect((await loginAs(agent, admin)).status).toBe(200);
  return agent;
}

describe('GET /api/System/status', () => {
  it('refuses a visitor (401) and a client (403), in the page language', async () => {
    const visitor = await request(site.app).get('/api/System/status');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ isSuccess: false, code: 'UNAUTHENTICATED', message: 'Please log in to continue' });

    const client = await provider.provider.user({ role: 'Client' });
    const agent = request.agent(site.app);
    await loginAs(agent, client);
    const refused = await agent.get('/api/System/status').set('Cookie', 'lang=ar');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: 'هذا الإجراء متاح للمسؤولين فقط' });
  });

  it('reports every part up for an admin, with in-memory sessions, and is never cached', async () => {
    const agent = await adminAgent();
    const res = await agent.get('/api/System/status');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.result).toEqual({
      webServer: 'up',
      provider: 'up',
      database: 'up',
      sessions: { store: 'memory', state: 'up' },
      checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('tells a provider whose database is down from a provider that does not answer', async () => {
    const noDatabase = await listen((_req, res) => {
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"isSuccess":false,"result":null,"message":"down","code":"SERVICE_UNAVAILABLE"}');
    });
    try {
      const withoutDatabase = await adminAgent(variant(noDatabase.url));
      // Login went to the real provider through the shared session store; the status probe goes to the broken one.
      const res = await withoutDatabase.get('/api/System/status');
      expect(res.body.result).toMatchObject({ provider: 'up', database: 'down' });
    } finally {
      await noDatabase.close();
    }
    // Signed in through the working site; the session store is shared, so the cookie holds for both.
    const admin = await provider.provider.user({ role: 'Admin' });
    const login = await loginAs(request.agent(site.app), admin);
    const cookie = setCookies(login)
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const res = await request(variant('http://127.0.0.1:9')).get('/api/System/status').set('Cookie', cookie);
    expect(res.body.result).toMatchObject({ provider: 'down', database: 'unknown' });
  });

  it('reports Redis when sessions live there', async () => {
    const redisDown: ReadinessCheck = { name: 'redis', check: () => Promise.reject(new Error('ECONNREFUSED')) };
    const agent = await adminAgent(variant(provider.url, [redisDown]));
    const res = await agent.get('/api/System/status');
    expect(res.body.result.sessions).toEqual({ store: 'redis', state: 'down' });
  });
});
