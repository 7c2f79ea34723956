import { sql } from 'kysely';
import pino from 'pino';
import request from 'supertest';
import { createProviderApp } from '../app';
import { createMemoryMailer } from '../mail/mailer';
import { createTableQueue } from '../jobs/table-queue';
import { createTestRating, createTestService } from '../test-support/fixtures';
import { bearer, describeEachDialect, type TestUser } from '../test-support/harness';
import { AnswerCache } from './answer-cache';

const STRONG = /^"[\w-]+"$/;

describeEachDialect('Public answers: strong ETag, 304, kept until a write', (provider) => {
  let admin: TestUser;
  let client: TestUser;
  let serviceId: number;
  let slug: string;

  beforeAll(async () => {
    const p = provider();
    admin = await p.user({ role: 'Admin' });
    client = await p.user({ fullName: 'Reviewer One' });
    serviceId = await createTestService(p, admin);
    await createTestRating(p, client, serviceId, 5, 'Lovely garden');
    slug = `etag-post-${p.dialect}`;
    await sql`insert into posts (slug, status, published_at) values (${slug}, 'published', now() - interval '1 day')`.execute(p.db);
    await sql`insert into post_translations (post_id, language, title, summary, body, reading_minutes)
              select id, 'en', 'Hello', 'A summary', 'Some **text**.', 1 from posts where slug = ${slug}`.execute(p.db);
  });

  const publicGets = () => [
    '/Services',
    `/Services/${serviceId}`,
    '/Partners/get-all',
    '/Rates/get-all',
    '/Rates/get-all?page=1&pageSize=5&withComment=true',
    '/Rates/summary',
    '/Content',
    '/Blog/posts?page=1&pageSize=5&language=en',
    `/Blog/posts/${slug}`,
  ];

  it('answers every public list with a strong ETag, and 304 with no body when If-None-Match names it', async () => {
    const p = provider();
    for (const url of publicGets()) {
      const first = await p.http().get(url);
      expect({ url, status: first.status }).toEqual({ url, status: 200 });
      const etag = first.headers.etag as string;
      expect({ url, etag: STRONG.test(etag), cacheControl: first.headers['cache-control'] }).toEqual({ url, etag: true, cacheControl: 'no-cache' });
      const again = await p.http().get(url);
      expect({ url, etag: again.headers.etag, body: again.body }).toEqual({ url, etag, body: first.body });
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const revalidated = await p.http().get(url).set('If-None-Match', tag);
        expect({ url, tag, status: revalidated.status, text: revalidated.text ?? '' }).toEqual({ url, tag, status: 304, text: '' });
        expect(revalidated.headers.etag).toBe(etag);
      }
      const stale = await p.http().get(url).set('If-None-Match', '"not-the-current-one"');
      expect({ url, status: stale.status, body: stale.body }).toEqual({ url, status: 200, body: first.body });
    }
  });

  it('gives a new ETag and the new answer after a write, and a 304 on the old tag no more', async () => {
    const p = provider();
    const tagOf = async (url: string) => (await p.http().get(url)).headers.etag as string;
    const urls = ['/Services', `/Services/${serviceId}`, '/Rates/get-all', '/Rates/summary'];
    const before = await Promise.all(urls.map(tagOf));
    const otherClient = await p.user();
    await createTestRating(p, otherClient, serviceId, 3, 'Fine');
    for (const [index, url] of urls.entries()) {
      const res = await p.http().get(url).set('If-None-Match', before[index]!);
      expect({ url, status: res.status, changed: res.headers.etag !== before[index] }).toEqual({ url, status: 200, changed: true });
    }
    const summary = await p.http().get('/Rates/summary');
    expect(summary.body.result).toEqual([expect.objectContaining({ serviceId, count: 2, average: 4 })]);

    const content = await tagOf('/Content');
    const current = (await p.http().get('/Content')).body.result;
    const { updatedAt: _updatedAt, ...document } = current as Record<string, unknown>;
    const put = await p.http().put('/Content').set(bearer(admin.token)).send(document);
    expect(put.status).toBe(200);
    expect(await tagOf('/Content')).not.toBe(content);

    const partners = await tagOf('/Partners/get-all');
    const created = await p.http().post('/Partners/create-partner').set(bearer(admin.token)).send({
      id: 0,
      name: 'Palm Co',
      arabicName: 'نخيل',
      location: 'Khobar',
      arabicLocation: 'الخبر',
      description: 'Irrigation partner',
      arabicDescription: 'شريك الري',
      serviceId,
    });
    expect(created.status).toBe(201);
    expect(await tagOf('/Partners/get-all')).not.toBe(partners);
  });

  it("follows a rater's name (shown in the answers), not their logins", async () => {
    const p = provider();
    const tag = (await p.http().get('/Rates/get-all')).headers.etag as string;
    const login = await p.http().post('/Auth/login').send({ email: client.email, password: client.password });
    expect(login.status).toBe(200);
    expect((await p.http().get('/Rates/get-all').set('If-None-Match', tag)).status).toBe(304);
    await sql`update users set full_name = 'Reviewer Renamed' where id = ${client.id}`.execute(p.db);
    const renamed = await p.http().get('/Rates/get-all').set('If-None-Match', tag);
    expect(renamed.status).toBe(200);
    expect(JSON.stringify(renamed.body)).toContain('Reviewer Renamed');
  });

  it('is right with several provider instances: a write through one is seen by the others, with the same tag', async () => {
    const p = provider();
    const second = createProviderApp({
      config: p.config,
      db: p.db,
      mailer: createMemoryMailer(),
      jobs: createTableQueue({ db: p.db, logger: pino({ level: 'silent' }) }),
      logger: pino({ level: 'silent' }),
    });
    const fromFirst = await p.http().get('/Partners/get-all');
    const fromSecond = await request(second).get('/Partners/get-all');
    expect(fromSecond.headers.etag).toBe(fromFirst.headers.etag);
    // A write through the second instance: the first, which keeps the old answer in memory, must not give it again.
    const res = await request(second).post('/Partners/create-partner').set(bearer(admin.token)).send({
      id: 0,
      name: 'Dune Works',
      arabicName: 'أعمال الكثبان',
      location: 'Tabuk',
      arabicLocation: 'تبوك',
      description: 'Fencing partner',
      arabicDescription: 'شريك الأسوار',
      serviceId,
    });
    expect(res.status).toBe(201);
    const after = await p
      .http()
      .get('/Partners/get-all')
      .set('If-None-Match', fromFirst.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.body.result).toHaveLength(fromFirst.body.result.length + 1);
    expect(after.body.result.map((partner: { id: number }) => partner.id)).toContain(res.body.result.id);
    expect((await request(second).get('/Partners/get-all')).headers.etag).toBe(after.headers.etag);
  });

  it('changes the blog answers when a scheduled post comes out, with no write', async () => {
    const p = provider();
    const url = '/Blog/posts?language=en';
    const before = await p.http().get(url);
    await sql`insert into posts (slug, status, published_at) values (${`soon-${p.dialect}`}, 'published', now() + interval '1500 milliseconds')`.execute(p.db);
    await sql`insert into post_translations (post_id, language, title, summary, body, reading_minutes)
              select id, 'en', 'Soon', 's', 'b', 1 from posts where slug = ${`soon-${p.dialect}`}`.execute(p.db);
    // The insert itself is a write: take the answer after it, while the post is still scheduled.
    const scheduled = await p.http().get(url);
    expect(scheduled.body.result).toHaveLength(before.body.result.length);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const out = await p
      .http()
      .get(url)
      .set('If-None-Match', scheduled.headers.etag as string);
    expect(out.status).toBe(200);
    expect(out.body.result).toHaveLength(before.body.result.length + 1);
  });

  it('keeps answers per language and documents 304 and the ETag in the OpenAPI document', async () => {
    const p = provider();
    const en = await p.http().get('/Blog/posts').set('Accept-Language', 'en');
    const ar = await p.http().get('/Blog/posts').set('Accept-Language', 'ar');
    expect(en.headers.vary).toMatch(/Accept-Language/);
    expect(en.body.result).not.toEqual(ar.body.result);
    const document = (await p.http().get('/openapi.json')).body as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters: Array<{ name: string }> }>>;
    };
    for (const path of [
      '/Services',
      '/Services/{id}',
      '/Partners/get-all',
      '/Rates/get-all',
      '/Rates/summary',
      '/Content',
      '/Blog/posts',
      '/Blog/posts/{slug}',
    ]) {
      const get = document.paths[path]!.get!;
      expect({ path, has304: '304' in get.responses, header: get.parameters.some((param) => param.name === 'If-None-Match') }).toEqual({
        path,
        has304: true,
        header: true,
      });
    }
    expect('304' in document.paths['/DemandeDeService/get-all']!.get!.responses).toBe(false);
  });
});

describe('AnswerCache', () => {
  const entry = (version: string, bytes: number) => ({ version, status: 200, etag: '"x"', body: Buffer.alloc(bytes), headers: [] });

  it('gives an answer only under the version it was kept with', () => {
    const cache = new AnswerCache(1000);
    cache.set('a', entry('v1', 10));
    expect(cache.get('a', 'v2')).toBeUndefined();
    expect(cache.get('a', 'v1')).toBeUndefined(); // dropped once outdated
  });

  it('drops the least recently used answers past its budget, and never keeps one over half of it', () => {
    const cache = new AnswerCache(100);
    cache.set('a', entry('v', 40));
    cache.set('b', entry('v', 40));
    expect(cache.get('a', 'v')).toBeDefined();
    cache.set('c', entry('v', 40));
    expect(cache.get('b', 'v')).toBeUndefined();
    expect(cache.get('a', 'v')).toBeDefined();
    cache.set('huge', entry('v', 60));
    expect(cache.get('huge', 'v')).toBeUndefined();
  });
});
