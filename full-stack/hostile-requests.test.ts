/**
 * Requests an attacker would send: bodies nested thousands of levels deep, `Expect: 100-continue`,
 * chunked bodies and HTTP/1.0. None may stop the server, get a 500, or carry the caller's own
 * credentials to the provider instead of the session's.
 */
import http from 'node:http';
import net from 'node:net';
import request from 'supertest';
import { createSite, listen, loginAs, startListeningProvider, type ListeningProvider, type Site } from './site-harness';

let provider: ListeningProvider;
let site: Site;
let web: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({ providerUrl: () => provider.url, env: { PROVIDER_TIMEOUT_MS: '5000' } });
  web = await listen(site.app);
});
afterAll(async () => {
  await web.close();
  await site.close();
  await provider.close();
});

const DEEP_ARRAYS = `${'['.repeat(5000)}${']'.repeat(5000)}`;
/** 3,000 nested objects: deep enough to overflow a recursive walk, small enough for every body limit. */
const DEEP_OBJECTS = `${'{"":'.repeat(3000)}1${'}'.repeat(3000)}`;
/** The 4,500 nested objects (27 KB): over the limit of the bodies the web server reads. */
const DEEP_LARGE_OBJECTS = `${'{"a":'.repeat(4500)}1${'}'.repeat(4500)}`;
const lastSeen = (path: string) => [...provider.seen].reverse().find((r) => r.url.startsWith(path));

/** Every route the provider documents, as a path with sample ids, plus the web server's own. */
async function everyApiRoute(): Promise<Array<{ method: string; path: string }>> {
  const document = (await (await fetch(`${provider.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const routes = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'id' ? '1' : 'x')) })),
  );
  return [...routes, { method: 'POST', path: '/Auth/logout' }, { method: 'GET', path: '/Auth/me' }];
}

async function serverStillAnswers() {
  const health = await request(site.app).get('/healthz');
  expect(health.status).toBe(200);
  const services = await request(site.app).get('/api/Services');
  expect(services.status).toBe(200);
}

describe('bodies nested thousands of levels deep', () => {
  it('are refused with 400 on the rate-limited auth calls and login, without reaching the provider', async () => {
    for (const path of ['/Auth/resend-confirmation-email', '/Auth/register', '/Auth/send-reset-password-email', '/Auth/reset-password', '/Auth/login']) {
      for (const body of [DEEP_ARRAYS, DEEP_OBJECTS]) {
        const before = provider.seen.length;
        const res = await request(site.app).post(`/api${path}`).set('Content-Type', 'application/json').send(body);
        expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 400, code: 'VALIDATION_FAILED' });
        expect(res.body.message).toBe('The request could not be read');
        expect(provider.seen.length).toBe(before);
      }
      const large = await request(site.app).post(`/api${path}`).set('Content-Type', 'application/json').send(DEEP_LARGE_OBJECTS);
      expect({ path, status: large.status, code: large.body.code }).toEqual({ path, status: 413, code: 'PAYLOAD_TOO_LARGE' });
    }
    await serverStillAnswers();
  });

  it('sent to every route, as a visitor and as an admin, get a 4xx and the server goes on answering', async () => {
    const admin = await provider.provider.user({ role: 'Admin' });
    const agent = request.agent(site.app);
    expect((await loginAs(agent, admin)).status).toBe(200);
    for (const { method, path } of await everyApiRoute()) {
      for (const client of [request(site.app), agent]) {
        for (const body of [DEEP_ARRAYS, DEEP_OBJECTS, DEEP_LARGE_OBJECTS]) {
          const res = await client[method.toLowerCase() as 'post'](`/api${path}`).set('Content-Type', 'application/json').send(body);
          expect({ method, path, status: res.status < 500 }).toEqual({ method, path, status: true });
        }
      }
    }
    await serverStillAnswers();
  });

  it('refuses an address whose %-escapes do not decode, page or API alike, with 400', async () => {
    expect((await request(site.app).get('/services/%E0%A4%A').set('Accept', 'text/html')).status).toBe(400);
    const api = await request(site.app).get('/api/Services/%E0%A4%A');
    expect(api.status).toBe(400);
    expect(api.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers the same in Arabic', async () => {
    const res = await request(site.app).post('/api/Auth/register').set('Cookie', 'lang=ar').set('Content-Type', 'application/json').send(DEEP_ARRAYS);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('تعذّرت قراءة الطلب');
  });

  it('forwards a rate-limited call the web server read exactly as the browser sent it', async () => {
    const body = '{ "email" : "nobody@example.com" ,"note":"\\u00e9"}';
    const res = await request(site.app).post('/api/Auth/send-reset-password-email').set('Content-Type', 'application/json').send(body);
    expect(res.status).toBe(200);
    const seen = lastSeen('/Auth/send-reset-password-email')!;
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });
});

/** One raw request to the web server; resolves with the status and body once the answer ends. */
function rawRequest(options: http.RequestOptions & { body?: string; waitForContinue?: boolean }): Promise<{ status: number; body: string }> {
  const { port } = new URL(web.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    if (options.waitForContinue) req.on('continue', () => req.end(options.body));
    else req.end(options.body);
  });
}

describe('every path through the proxy drops the caller’s credentials and adds the session’s', () => {
  it('with Expect: 100-continue, a forged bearer of a visitor never reaches the provider', async () => {
    const admin = await provider.provider.user({ role: 'Admin' });
    const target = await provider.provider.user();
    const forged = await provider.provider.tokenFor(admin.row);
    const res = await rawRequest({
      method: 'PATCH',
      path: `/api/User/set-type/${target.id}`,
      headers: { Expect: '100-continue', Authorization: `Bearer ${forged}`, Cookie: 'other=1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ typeUser: 2 }),
      waitForContinue: true,
    });
    expect(res.status).toBe(401);
    const seen = lastSeen(`/User/set-type/${target.id}`)!;
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers.expect).toBeUndefined();
  });

  it("with Expect: 100-continue, a signed-in admin's upload carries the session's bearer", async () => {
    const admin = await provider.provider.user({ role: 'Admin' });
    const agent = request.agent(site.app);
    const login = await loginAs(agent, admin);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const boundary = 'khadamat-boundary';
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      field('Title', 'Expect upload') +
      field('Description', 'Sent the way curl sends a large upload.') +
      field('ArabicTitle', 'رفع') +
      field('ArabicDescription', 'وصف الخدمة بالعربية') +
      field('DurationMin', '1') +
      field('DurationMax', '2') +
      field('DurationUnit', 'Day') +
      field('Price', '100') +
      field('Details[0]', 'One') +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(2 * 1024 * 1024)}\r\n--${boundary}--\r\n`;
    const res = await rawRequest({
      method: 'POST',
      path: '/api/Services',
      headers: {
        Expect: '100-continue',
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': Buffer.byteLength(body),
      },
      body,
      waitForContinue: true,
    });
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body).result.title).toBe('Expect upload');
    expect(lastSeen('/Services')!.headers.authorization).toBe(`Bearer ${provider.issuedTokens.at(-1)}`);
  });

  it('with a chunked body, the forged bearer is dropped and the provider gets the whole body', async () => {
    const target = await provider.provider.user();
    const forged = await provider.provider.tokenFor((await provider.provider.user({ role: 'Admin' })).row);
    const { port } = new URL(web.url);
    const res = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PATCH',
          path: `/api/User/set-type/${target.id}`,
          headers: { Authorization: `Bearer ${forged}`, 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => resolve(answer.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write('{"typeUser"');
      req.end(':2}');
    });
    expect(res).toBe(401);
    expect(lastSeen(`/User/set-type/${target.id}`)!.headers.authorization).toBeUndefined();
  });

  it('over HTTP/1.0, the forged bearer is dropped and the answer arrives whole', async () => {
    const target = await provider.provider.user();
    const forged = await provider.provider.tokenFor((await provider.provider.user({ role: 'Admin' })).row);
    const { port } = new URL(web.url);
    const body = JSON.stringify({ typeUser: 2 });
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `PATCH /api/User/set-type/${target.id} HTTP/1.0\r\nHost: localhost\r\nAuthorization: Bearer ${forged}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('"isSuccess":false');
    expect(lastSeen(`/User/set-type/${target.id}`)!.headers.authorization).toBeUndefined();
  });

  it('applies the provider timeout to Expect requests too', async () => {
    const silent = await listen(() => undefined);
    const slowSite = createSite({ providerUrl: () => silent.url, env: { PROVIDER_TIMEOUT_MS: '300' } });
    const slowWeb = await listen(slowSite.app);
    try {
      const { port } = new URL(slowWeb.url);
      const res = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/ContactUs/create-message',
            headers: { Expect: '100-continue', 'Content-Type': 'application/json' },
          },
          (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.on('continue', () => req.end('{"name":"Sara"}'));
      });
      expect(res).toBe(504);
    } finally {
      await slowWeb.close();
      await slowSite.close();
      await silent.close();
    }
  });
});
