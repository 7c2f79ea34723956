import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import express from 'express';
import request from 'supertest';
import { createProviderApp } from '../app';
import { loadProviderConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createMemoryMailer } from '../mail/mailer';
import { createTableQueue } from '../jobs/table-queue';
import { describeEachDialect } from '../test-support/harness';
import { errorHandler } from './error-handler';

describe('an unexpected failure', () => {
  it('answers 500 with the generic message in the caller language, and logs the details only', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'provider-500-'));
    const lines: Array<{ level: number; msg: string; err?: { message: string; stack: string }; url?: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const config = loadProviderConfig({ DATA_DIR: dataDir, PROVIDER_TOKEN_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
    const database = await openDatabase(config, { inMemory: true });
    await migrateToLatest(database);
    const app = createProviderApp({ config, db: database.db, mailer: createMemoryMailer(), jobs: createTableQueue({ db: database.db, logger }), logger });
    // The database goes away under a running app.
    await database.close();
    try {
      const res = await request(app).get('/Services');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ isSuccess: false, result: null, message: 'Server error - Please try again later', code: 'INTERNAL_ERROR' });
      const arabic = await request(app).get('/Rates/get-all').set('Accept-Language', 'ar');
      expect(arabic.status).toBe(500);
      expect(arabic.body.message).toBe('خطأ في الخادم - يرجى المحاولة لاحقًا');
      expect(JSON.stringify(arabic.body)).not.toMatch(/stack|PGlite|closed/i);
      const logged = lines.filter((l) => l.msg === 'unhandled error');
      expect(logged).toHaveLength(2);
      expect(logged[0]!.err!.stack).toBeTruthy();
      expect(logged[0]).toMatchObject({ level: 50, url: '/Services' });
      // Liveness still answers; readiness says the database is gone.
      expect((await request(app).get('/healthz')).body).toMatchObject({ isSuccess: true, result: { status: 'ok' } });
      const ready = await request(app).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ isSuccess: false, code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable' });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a database connection lost under a request', () => {
  function appFailingWith(error: unknown) {
    const lines: Array<{ level: number; msg: string }> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.all('/fails', (_req, _res, next) => next(error));
    app.use(errorHandler(logger));
    return { app, lines };
  }

  it.each([
    ['an operator killed it (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['the server is starting (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['the socket closed (driver)', new Error('Connection terminated unexpectedly')],
    ['a pooled client whose connection broke (driver)', new Error('Client has encountered a connection error and is not queryable')],
    ['the socket was reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
  ])('answers a read 503 with Retry-After when %s, in the caller language, and logs a warning', async (_case, error) => {
    const { app, lines } = appFailingWith(error);
    const res = await request(app).get('/fails');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toEqual({ isSuccess: false, result: null, message: 'The database is not reachable', code: 'SERVICE_UNAVAILABLE' });
    const arabic = await request(app).get('/fails').set('Accept-Language', 'ar');
    expect(arabic.body.message).toBe('تعذّر الوصول إلى قاعدة البيانات');
    expect(arabic.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(lines.filter((l) => l.msg === 'database connection lost').map((l) => l.level)).toEqual([40, 40]);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('answers a %s cut the same way 503 with Retry-After, like a read', async (method) => {
    const { app } = appFailingWith(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    const res = await request(app)[method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete']('/fails').set('Accept-Language', 'ar');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'تعذّر الوصول إلى قاعدة البيانات' });
  });

  it('leaves other database errors a 500', async () => {
    const other = appFailingWith(Object.assign(new Error('division by zero'), { code: '22012' }));
    expect((await request(other.app).get('/fails')).status).toBe(500);
    expect((await request(other.app).post('/fails')).status).toBe(500);
  });
});

describeEachDialect('The envelope on every failure', (provider) => {
  it('answers unknown addresses and methods with 404 in the envelope', async () => {
    for (const res of [await provider().http().get('/nowhere'), await provider().http().patch('/Services')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ isSuccess: false, result: null, message: 'This address does not exist', code: 'NOT_FOUND' });
    }
  });

  it('answers unreadable bodies with 400 and oversized ones with 413', async () => {
    const broken = await provider().http().post('/Auth/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ isSuccess: false, code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' });
    const huge = await provider()
      .http()
      .post('/ContactUs/create-message')
      .send({ description: 'x'.repeat(200 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' });
    const charset = await provider().http().post('/Auth/login').set('Content-Type', 'application/json; charset=klingon').send('{}');
    expect(charset.status).toBe(400);
    expect(charset.body.message).toBe('This request body format is not supported');
  });

  it('sets the security headers on API answers', async () => {
    const res = await provider().http().get('/Services');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
