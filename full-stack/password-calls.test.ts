/**
 * Issue 30, item 8, at the web server: it passes only so many password calls (login, registration,
 * reset) to the provider at once and tells the rest 503 with Retry-After at once, in both
 * languages; the provider's own "busy" answer reaches the browser with its Retry-After.
 */
import type http from 'node:http';
import request from 'supertest';
import { createSite, listen, type Site } from './site-harness';

let provider: Awaited<ReturnType<typeof listen>>;
let site: Site;
const held: http.ServerResponse[] = [];
let calls = 0;

const BUSY = {
  isSuccess: false,
  result: null,
  message: 'Too many sign-ins are being checked right now - Please try again in a moment',
  code: 'SERVICE_UNAVAILABLE',
};

beforeAll(async () => {
  // A provider that keeps every login waiting, except the address that stands for a busy provider.
  provider = await listen((req, res) => {
    calls += 1;
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      if (body.includes('busy@example.com')) {
        res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '7' });
        res.end(JSON.stringify(BUSY));
        return;
      }
      held.push(res);
    });
  });
  site = createSite({ providerUrl: () => provider.url, env: { PASSWORD_CALLS_IN_FLIGHT: '1' } });
});
afterAll(async () => {
  await site.close();
  await provider.close();
});

const login = (email: string, language = 'en') =>
  request(site.app).post('/api/Auth/login').set('Accept-Language', language).send({ email, password: 'Secret#123' });

describe('password calls in flight', () => {
  it('answers a login beyond the cap 503 with Retry-After in the page language, without calling the provider', async () => {
    const first = login('first@example.com').then((res) => res.status);
    while (held.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
    const before = calls;

    const over = await login('second@example.com');
    expect(over.status).toBe(503);
    expect(over.headers['retry-after']).toBe('1');
    expect(over.body).toEqual(BUSY);
    const overAr = await request(site.app).post('/api/Auth/register').set('Accept-Language', 'ar').send({ email: 'third@example.com' });
    expect(overAr.status).toBe(503);
    expect(overAr.body.message).toBe('يجري التحقق من عدد كبير من عمليات تسجيل الدخول الآن - يرجى المحاولة بعد قليل');
    expect(calls).toBe(before);

    held
      .shift()!
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end('{"isSuccess":false,"result":null,"message":"Invalid email or password","code":"INVALID_CREDENTIALS"}');
    expect(await first).toBe(400);
  });

  it("passes the provider's own busy answer on with its Retry-After", async () => {
    const res = await login('busy@example.com');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('7');
    expect(res.body).toEqual(BUSY);
  });
});
