/**
 * The visitors' page cache through the whole web server (sessions, /api, pages) in front of the real
 * provider: who is served from it, what each answer carries, and what drops it.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import type { SiteContentRecord } from '../shared/types/site-content';
import { runsOnRedis } from '../test-support/optional-suites';
import { deleteRedisKeys } from '../test-support/redis-keys';
import { SESSION_COOKIE } from '../server/session/session-cookie';
import { createSite, listen, loginAs, startListeningProvider, type ListeningProvider, type Site } from './site-harness';

const CACHED = { PAGE_CACHE_TTL_MS: '60000' };

let provider: ListeningProvider;
let site: Site;

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({ providerUrl: () => provider.url, env: CACHED });
});
afterAll(async () => {
  await site.close();
  await provider.close();
});
beforeEach(() => site.services.pageCache.flush());

const cspNonce = (res: request.Response) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
const htmlNonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));

async function admin(target: Site = site) {
  const user = await provider.provider.user({ role: 'Admin' });
  const agent = request.agent(target.app);
  expect((await loginAs(agent, user)).status).toBe(200);
  return agent;
}

async function changeCompanyPhone(agent: ReturnType<typeof request.agent>, phone: string) {
  const current = (await agent.get('/api/Content')).body.result as SiteContentRecord;
  const { updatedAt: _updatedAt, ...content } = current;
  const saved = await agent
    .put('/api/Content')
    .set('Origin', 'http://site.test')
    .send({ ...content, companyPhone: phone });
  expect(saved.status).toBe(200);
}

describe("visitors' page cache", () => {
  it('renders a public page once, then serves it from memory with a fresh nonce every time', async () => {
    const first = await request(site.app).get('/services');
    const second = await request(site.app).get('/services');
    expect(first.status).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    for (const res of [first, second]) {
      // The page's scripts and styles carry this answer's nonce, the one its policy names, and no other.
      expect([...htmlNonces(res.text)]).toEqual([cspNonce(res)]);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/^Cookie, Accept-Language\b/);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(cspNonce(first)).not.toBe(cspNonce(second));
    expect(second.text.replaceAll(cspNonce(second)!, '*')).toBe(first.text.replaceAll(cspNonce(first)!, '*'));
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('sends a kept page compressed as stored, brotli or gzip as the browser takes it, each with its own nonce', async () => {
    const first = await request(site.app).get('/about').set('Accept-Language', 'ar');
    await site.services.pageCache.settled();
    const served = await listen(site.app);
    // Raw bytes as sent: supertest would decompress them.
    const raw = (encoding: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { 'Accept-Language': 'ar', ...(encoding ? { 'Accept-Encoding': encoding } : {}) };
        http
          .get(`${served.url}/about`, { headers, agent: false }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const decoded = {
      br: (body: Buffer) => brotliDecompressSync(body).toString('utf8'),
      gzip: (body: Buffer) => gunzipSync(body).toString('utf8'),
      identity: (body: Buffer) => body.toString('utf8'),
    };
    const seen = new Set<string>();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['identity', 'identity'],
      ['', 'identity'],
    ] as const) {
      const res = await raw(accept);
      expect(res.status).toBe(200);
      expect(res.headers['x-page-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      const html = decoded[encoding](res.body);
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))![1]!;
      expect([...htmlNonces(html)]).toEqual([nonce]);
      expect(html.replaceAll(nonce, '*')).toBe(first.text.replaceAll(cspNonce(first)!, '*'));
      seen.add(nonce);
    }
    expect(seen.size).toBe(5);
    await served.close();
  });

  it('answers 304 to a browser holding the same page, without a policy that would block its copy', async () => {
    const page = await request(site.app).get('/');
    const again = await request(site.app).get('/').set('If-None-Match', page.headers.etag!);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(page.headers.etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    const stale = await request(site.app).get('/').set('If-None-Match', '"something-else"');
    expect(stale.status).toBe(200);
    expect(cspNonce(stale)).toBeDefined();
  });

  it('keeps one page per language and theme', async () => {
    const en = await request(site.app).get('/about').set('Accept-Language', 'en');
    const ar = await request(site.app).get('/about').set('Accept-Language', 'ar');
    const arDark = await request(site.app).get('/about').set('Accept-Language', 'ar').set('Cookie', 'theme=dark');
    expect(en.text).toContain('lang="en"');
    expect(ar.text).toContain('lang="ar"');
    expect(ar.text).toContain('dir="rtl"');
    expect([en, ar, arDark].map((r) => r.headers['x-page-cache'])).toEqual(['miss', 'miss', 'miss']);
    expect((await request(site.app).get('/about').set('Accept-Language', 'ar')).headers['x-page-cache']).toBe('hit');
    expect(site.services.pageCache.stats().entries).toBe(3);
  });

  it('never serves or keeps a page for a request with a session, and never shows a visitor what a user saw', async () => {
    const user = await provider.provider.user({ fullName: 'Hessa Al-Dossari' });
    const agent = request.agent(site.app);
    expect((await loginAs(agent, user)).status).toBe(200);
    await request(site.app).get('/');
    const signedIn = await agent.get('/');
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    expect(signedIn.headers.etag).toBeUndefined();
    expect(signedIn.text).toContain('Hessa Al-Dossari');
    const visitor = await request(site.app).get('/');
    expect(visitor.headers['x-page-cache']).toBe('hit');
    expect(visitor.text).not.toContain('Hessa Al-Dossari');
    // A stale or forged session cookie is not a visitor either: that page must say the session ended.
    const lost = await request(site.app).get('/').set('Cookie', `${SESSION_COOKIE}=s%3Aforged.sig`);
    expect(lost.headers['x-page-cache']).toBeUndefined();
  });

  it('does not keep private pages or failures', async () => {
    for (const path of ['/booking', '/dashboard', '/quote']) {
      const res = await request(site.app).get(path);
      expect(res.status).toBe(302);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
    const missing = await request(site.app).get('/services/999999');
    expect(missing.status).toBe(404);
    expect((await request(site.app).get('/services/999999')).headers['x-page-cache']).not.toBe('hit');
    expect(site.services.pageCache.stats().entries).toBe(0);
  });

  it('drops every page as soon as a write through the site changes what they show', async () => {
    const agent = await admin();
    const phone = `+9665${randomBytes(3).readUIntBE(0, 3).toString().padStart(8, '0')}`;
    expect((await request(site.app).get('/contact')).headers['x-page-cache']).toBe('miss');
    expect((await request(site.app).get('/contact')).headers['x-page-cache']).toBe('hit');
    await changeCompanyPhone(agent, phone);
    const after = await request(site.app).get('/contact');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.text).toContain(phone);
    // A booking or a contact message changes nothing a visitor sees: the pages stay.
    expect((await request(site.app).get('/contact')).headers['x-page-cache']).toBe('hit');
    const sent = await request(site.app).post('/api/ContactUs/create-message').set('Origin', 'http://site.test').send({
      name: 'Noura',
      email: 'noura@example.com',
      phone: '0501234567',
      subject: 'Hello there',
      description: 'A question about your services, please call me.',
    });
    expect(sent.status).toBeLessThan(300);
    expect((await request(site.app).get('/contact')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps a blog page no longer than until a scheduled post appears', async () => {
    const agent = await admin();
    const created = await agent
      .post('/api/Blog/admin/posts')
      .set('Origin', 'http://site.test')
      .send({
        slug: `soon-${randomBytes(3).toString('hex')}`,
        serviceIds: [],
        en: { title: 'Coming very soon', summary: 'Soon.', body: 'It is almost here.' },
        ar: null,
      });
    expect(created.status).toBe(201);
    const publishAt = new Date(Date.now() + 5000);
    expect(
      (
        await agent
          .post(`/api/Blog/admin/posts/${created.body.result.id}/publish`)
          .set('Origin', 'http://site.test')
          .send({ publishedAt: publishAt.toISOString() })
      ).status,
    ).toBe(200);

    const before = await request(site.app).get('/blog').set('Accept-Language', 'en');
    expect(before.text).not.toContain('Coming very soon');
    expect((await request(site.app).get('/blog').set('Accept-Language', 'en')).headers['x-page-cache']).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, publishAt.getTime() - Date.now() + 20)));
    const after = await request(site.app).get('/blog').set('Accept-Language', 'en');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.text).toContain('Coming very soon');
  });
});

describe("a page's data deadline", () => {
  it('renders the error state when the provider does not answer in time, and keeps nothing', async () => {
    const silent = await listen(() => undefined);
    const slowSite = createSite({ providerUrl: () => silent.url, env: { ...CACHED, PAGE_DATA_TIMEOUT_MS: '300' } });
    try {
      // Within the page's own deadline, far below PROVIDER_TIMEOUT_MS (15 s, beyond this test's time).
      const res = await request(slowSite.app).get('/services');
      expect(res.status).toBe(503);
      expect(res.text).toContain('<html');
      expect(res.headers['x-page-cache']).toBeUndefined();
      expect(slowSite.services.pageCache.stats().entries).toBe(0);
    } finally {
      await slowSite.close();
      await silent.close();
    }
  }, 10_000);
});

describe('guarded pages while the session store is down', () => {
  it('answers 503 to a browser holding a session, and still sends a visitor to log in', async () => {
    const down = createSite({ providerUrl: () => provider.url, env: { REDIS_URL: 'redis://127.0.0.1:1', REDIS_KEY_PREFIX: 'khadamat:test-down:' } });
    try {
      // Wait until the store is known to be down (the first connection attempt failed).
      for (let i = 0; i < 50 && (await request(down.app).get('/readyz')).status === 200; i++) await new Promise((r) => setTimeout(r, 50));
      for (const path of ['/booking', '/dashboard', '/quote']) {
        const res = await request(down.app).get(path).set('Cookie', `${SESSION_COOKIE}=s%3Asome-session.sig`).set('Accept-Language', 'ar');
        expect(res.status).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.text).toContain('الخدمة غير متاحة مؤقتًا');
      }
      const visitor = await request(down.app).get('/booking');
      expect(visitor.status).toBe(302);
      expect(visitor.headers.location).toMatch(/^\/login\?returnTo=/);
    } finally {
      await down.close();
    }
  });
});

(runsOnRedis() ? describe : describe.skip)('page changes across web processes (Redis)', () => {
  it('drops the pages of every process that shares the Redis', async () => {
    const prefix = `${process.env.REDIS_KEY_PREFIX ?? 'khadamat:test:'}pages-${randomBytes(4).toString('hex')}:`;
    const env = { ...CACHED, REDIS_URL: process.env.REDIS_URL!, REDIS_KEY_PREFIX: prefix };
    const one = createSite({ providerUrl: () => provider.url, env });
    const two = createSite({ providerUrl: () => provider.url, env });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // both subscribed
      // The page is kept once it is compressed, which a busy machine may not have finished by the next request.
      let kept: string | undefined = 'miss';
      for (let i = 0; i < 40 && kept !== 'hit'; i++) {
        kept = (await request(two.app).get('/contact')).headers['x-page-cache'];
        if (kept !== 'hit') await new Promise((r) => setTimeout(r, 25));
      }
      expect(kept).toBe('hit');
      await changeCompanyPhone(await admin(one), '+966500000001');
      let result: string | undefined = 'hit';
      for (let i = 0; i < 40 && result === 'hit'; i++) {
        result = (await request(two.app).get('/contact')).headers['x-page-cache'];
        if (result === 'hit') await new Promise((r) => setTimeout(r, 25));
      }
      expect(result).toBe('miss');
    } finally {
      await one.close();
      await two.close();
      // The admin's session and the rate limits' counters: nothing of the test stays in the Redis.
      await deleteRedisKeys(process.env.REDIS_URL!, `${prefix}*`);
    }
  });
});
