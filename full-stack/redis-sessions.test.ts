/**
 * Sessions and rate limits on real Redis. Runs when REDIS_URL is set (.ci/run sets it); keys go
 * under REDIS_KEY_PREFIX plus a per-run suffix and are deleted afterwards. The outage tests start
 * their own throw-away redis-server on a free port, never touching the shared one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createClient } from 'redis';
import request from 'supertest';
import { SESSION_COOKIE } from '../server/session/session-cookie';
import { LOGIN_THROTTLE_RULES, type LoginThrottleRules } from '../server/http/login-throttle';
import { createSite, loginAs, startListeningProvider, type ListeningProvider, type Site } from './site-harness';
import { runsOnRedis, runsRedisOutage } from '../test-support/optional-suites';
import { deleteRedisKeys } from '../test-support/redis-keys';

const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = runsOnRedis() ? describe : describe.skip;
const describeOutage = runsRedisOutage() ? describe : describe.skip;

const SECRET = 'redis-test-secret-that-is-long-enough-000';
const prefix = `${process.env.REDIS_KEY_PREFIX ?? 'khadamat:test:'}redis-test-${randomBytes(4).toString('hex')}:`;

let provider: ListeningProvider;
beforeAll(async () => {
  if (runsOnRedis()) provider = await startListeningProvider();
});
afterAll(async () => {
  await provider?.close();
});

async function waitUntil(check: () => Promise<boolean>, what: string, limitMs = 15_000) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describeWithRedis('sessions in Redis', () => {
  const sites: Site[] = [];
  const site = (env: NodeJS.ProcessEnv = {}, loginRules?: LoginThrottleRules) => {
    const created = createSite({
      providerUrl: () => provider.url,
      env: { REDIS_URL, REDIS_KEY_PREFIX: prefix, SESSION_SECRET: SECRET, ...env },
      ...(loginRules ? { loginRules } : {}),
    });
    sites.push(created);
    return created;
  };
  const redis = createClient({ url: REDIS_URL });
  beforeAll(async () => {
    await redis.connect();
    // The first site's client needs a moment to connect before its first request.
    await waitUntil(async () => (await request(site().app).get('/readyz')).status === 200, 'redis to be ready');
  });
  afterAll(async () => {
    for (const s of sites) await s.close();
    await redis.close();
    await deleteRedisKeys(REDIS_URL!, `${prefix}*`);
  });

  const ready = async (s: Site) => waitUntil(async () => (await request(s.app).get('/readyz')).status === 200, 'redis to be ready');

  it('keeps the session (token included) in Redis under the prefix with the idle timeout as TTL, and logout deletes it', async () => {
    const s = site({ SESSION_IDLE_MINUTES: '30' });
    await ready(s);
    const user = await provider.provider.user();
    const agent = request.agent(s.app);
    const res = await loginAs(agent, user);
    expect(res.status).toBe(200);
    const sid = decodeURIComponent(/khadamat\.sid=([^;]+)/.exec(String(res.headers['set-cookie']))![1]!)
      .slice(2)
      .split('.')[0];
    const stored = await redis.get(`${prefix}sess:${sid}`);
    expect(JSON.parse(stored!)).toMatchObject({ user: { id: user.id }, providerToken: provider.issuedTokens.at(-1) });
    const ttl = await redis.ttl(`${prefix}sess:${sid}`);
    expect(ttl).toBeGreaterThan(1790);
    expect(ttl).toBeLessThanOrEqual(1800);

    await agent.post('/api/Auth/logout');
    expect(await redis.exists(`${prefix}sess:${sid}`)).toBe(0);
  });

  it('survives a restart of the web server', async () => {
    const before = site();
    await ready(before);
    const user = await provider.provider.user({ fullName: 'Persistent Person' });
    const res = await loginAs(request.agent(before.app), user);
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    await before.close();
    sites.splice(sites.indexOf(before), 1);

    const after = site();
    await ready(after);
    const me = await request(after.app).get('/api/Auth/me').set('Cookie', cookie);
    expect(me.body.result).toMatchObject({ id: user.id, fullName: 'Persistent Person' });
    const page = await request(after.app).get('/').set('Cookie', cookie);
    expect(page.text).toContain('Account menu for Persistent Person');
  });

  it('shares login delays between web servers through Redis: per e-mail from one address, and the account under attack', async () => {
    const loginRules = {
      ...LOGIN_THROTTLE_RULES,
      perEmailAndIp: { ...LOGIN_THROTTLE_RULES.perEmailAndIp, free: 3 },
      perEmail: { ...LOGIN_THROTTLE_RULES.perEmail, underAttackAfter: 5 },
    };
    const a = site({ TRUST_PROXY: '1' }, loginRules);
    const b = site({ TRUST_PROXY: '1' }, loginRules);
    await ready(a);
    await ready(b);
    const user = await provider.provider.user();
    const wrong = { email: user.email, password: 'Wrong#Pass1' };
    const from = (s: Site, ip: string) => request(s.app).post('/api/Auth/login').set('X-Forwarded-For', ip).send(wrong);
    expect((await from(a, '203.0.113.1')).status).toBe(400);
    expect((await from(b, '203.0.113.1')).status).toBe(400);
    expect((await from(a, '203.0.113.1')).status).toBe(400);
    const limited = await from(b, '203.0.113.1');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address may try too; after 5 failures (counted on both servers) each address has one free attempt.
    expect((await from(a, '203.0.113.2')).status).toBe(400);
    expect((await from(b, '203.0.113.2')).status).toBe(400);
    expect((await from(a, '203.0.113.2')).status).toBe(429);
    expect((await from(a, '203.0.113.3')).status).toBe(400);
    expect((await from(b, '203.0.113.3')).status).toBe(429);
    // The owner's own first attempt is never refused.
    expect(
      (await request(b.app).post('/api/Auth/login').set('X-Forwarded-For', '198.51.100.9').send({ email: user.email, password: user.password })).status,
    ).toBe(200);
    // The counters are under the prefix, naming no address.
    const keys = await redis.keys(`${prefix}login:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(' ')).not.toContain(user.email);
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeOutage('Redis going away and coming back', () => {
  let port: number;
  let redisProcess: ChildProcess | undefined;
  let site: Site;
  const url = () => `redis://127.0.0.1:${port}`;

  async function startRedis() {
    redisProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = createClient({ url: url(), socket: { reconnectStrategy: 50 } });
    probe.on('error', () => undefined);
    await probe.connect();
    await probe.ping();
    await probe.close();
  }
  function stopRedis(signal: NodeJS.Signals) {
    redisProcess?.kill(signal);
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    site = createSite({ providerUrl: () => provider.url, env: { REDIS_URL: url(), REDIS_KEY_PREFIX: prefix, SESSION_SECRET: SECRET } });
    await waitUntil(async () => (await request(site.app).get('/readyz')).status === 200, 'redis to be ready');
  });
  afterAll(async () => {
    await site?.close();
    stopRedis('SIGCONT');
    stopRedis('SIGKILL');
  });

  const ok = async () => (await request(site.app).get('/readyz')).status === 200;

  it('fails fast with 503 while Redis hangs, keeps serving visitors, and carries on with the same session after', async () => {
    const user = await provider.provider.user({ fullName: 'Hanging On' });
    const agent = request.agent(site.app);
    expect((await loginAs(agent, user)).status).toBe(200);

    stopRedis('SIGSTOP');
    try {
      const me = await agent.get('/api/Auth/me');
      expect(me.status).toBe(503);
      expect(me.body).toMatchObject({ isSuccess: false, code: 'SERVICE_UNAVAILABLE' });
      // Later calls short-circuit instead of each waiting for Redis.
      expect((await agent.get(`/api/User/get-user/${user.id}`)).status).toBe(503);
      expect((await request(site.app).post('/api/Auth/login').send({ email: user.email, password: user.password })).status).toBe(503);

      const visitorPage = await request(site.app).get('/');
      expect(visitorPage.status).toBe(200);
      expect((await request(site.app).get('/api/Services')).status).toBe(200);
      const signedInPage = await agent.get('/about');
      expect(signedInPage.status).toBe(200);
      expect(signedInPage.headers['set-cookie']).toBeUndefined();

      const readyz = await request(site.app).get('/readyz');
      expect(readyz.status).toBe(503);
      expect(readyz.body.checks.redis).toMatch(/^down/);
      expect(readyz.body.checks.provider).toBe('up');
    } finally {
      stopRedis('SIGCONT');
    }

    await waitUntil(ok, 'redis to answer again');
    expect((await agent.get('/api/Auth/me')).body.result).toMatchObject({ id: user.id, fullName: 'Hanging On' });
  });

  it('recovers by itself after Redis is restarted', async () => {
    const user = await provider.provider.user();
    stopRedis('SIGKILL');
    await new Promise((resolve) => redisProcess?.once('exit', resolve));

    await waitUntil(
      async () => (await request(site.app).get('/api/Auth/me').set('Cookie', `${SESSION_COOKIE}=s%3Ax.y`)).status === 503,
      'the outage to be noticed',
    );
    expect((await request(site.app).post('/api/Auth/login').send({ email: user.email, password: user.password })).status).toBe(503);
    expect((await request(site.app).get('/')).status).toBe(200);

    await startRedis();
    await waitUntil(ok, 'the web server to reconnect');
    const agent = request.agent(site.app);
    expect((await loginAs(agent, user)).status).toBe(200);
    expect((await agent.get('/api/Auth/me')).body.result).toMatchObject({ id: user.id });
  });
});
