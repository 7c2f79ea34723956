/**
 * Issue 30, item 1: a body must arrive before it holds a connection to the provider. Slow bodies
 * get 408 by the body deadline (small ones never reach the provider at all), uploads keep a
 * minimum rate, one address may have only so many requests in flight, and reads go on meanwhile.
 */
import net from 'node:net';
import request from 'supertest';
import { createSite, listen, startListeningProvider, type ListeningProvider, type Site } from './site-harness';

let provider: ListeningProvider;
let site: Site;
let web: Awaited<ReturnType<typeof listen>>;

const BODY_TIMEOUT_MS = 800;

beforeAll(async () => {
  provider = await startListeningProvider();
  site = createSite({
    providerUrl: () => provider.url,
    env: { PROVIDER_TIMEOUT_MS: '5000', BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), BODY_MIN_BYTES_PER_SECOND: '50000', API_IN_FLIGHT_PER_CLIENT: '3' },
  });
  web = await listen(site.app);
});
afterAll(async () => {
  await web.close();
  await site.close();
  await provider.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
  ms: number;
}

/**
 * Sends a request's head and the first bytes of its body, then one byte every `everyMs` until the
 * server answers or closes. Resolves with the answer.
 */
function trickle(
  path: string,
  options: { length: number; first?: number; everyMs?: number; language?: string; port?: number },
): { answer: Promise<RawAnswer>; socket: net.Socket } {
  const socket = net.connect(options.port ?? Number(new URL(web.url).port), '127.0.0.1');
  const started = Date.now();
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<RawAnswer>((resolve) => {
    const finish = () => {
      clearInterval(timer);
      const [head = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), headers: head, body, ms: Date.now() - started });
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      if (received.includes('\r\n\r\n') && /\}\s*$/.test(received)) socket.end();
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
  });
  socket.on('connect', () => {
    socket.write(
      `POST /api${path} HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: ${options.length}\r\n` +
        `Accept-Language: ${options.language ?? 'en'}\r\n\r\n`,
    );
    socket.write('x'.repeat(options.first ?? 1));
    timer = setInterval(() => {
      if (!socket.destroyed) socket.write('x');
    }, options.everyMs ?? 200);
  });
  return { answer, socket };
}

const seenPath = (path: string) => provider.seen.some((r) => r.url.startsWith(path));

describe('a request body must arrive in time', () => {
  it('answers 408 to a small body still arriving at the deadline, in the page language, and never sends it to the provider', async () => {
    const english = trickle('/ContactUs/create-message?slow=en', { length: 100_000 });
    const arabic = trickle('/ContactUs/create-message?slow=ar', { length: 100_000, language: 'ar' });
    const [en, ar] = await Promise.all([english.answer, arabic.answer]);
    expect(en.status).toBe(408);
    expect(JSON.parse(en.body)).toMatchObject({ isSuccess: false, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive - Please try again' });
    expect(JSON.parse(ar.body).message).toBe('استغرق وصول الطلب وقتًا طويلًا - يرجى المحاولة مرة أخرى');
    expect(en.headers).toMatch(/connection: close/i);
    expect(en.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 50);
    expect(en.ms).toBeLessThan(BODY_TIMEOUT_MS + 3000);
    expect(seenPath('/ContactUs/create-message?slow')).toBe(false);
  });

  it('cuts an upload that falls below the minimum rate with 408, and the provider call with it', async () => {
    // A provider that reads every body to its end before answering, as an upload route does.
    let cut = 0;
    const reading = await listen((req, res) => {
      req.on('close', () => {
        if (!req.complete) cut += 1;
      });
      req.resume();
      req.on('end', () => res.end('{"isSuccess":true,"result":null,"message":""}'));
    });
    const uploads = createSite({ providerUrl: () => reading.url, env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS), BODY_MIN_BYTES_PER_SECOND: '50000' } });
    const uploadsWeb = await listen(uploads.app);
    try {
      const upload = trickle('/Services/1/images', { length: 2_000_000, first: 4096, everyMs: 100, port: Number(new URL(uploadsWeb.url).port) });
      const answer = await upload.answer;
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body).code).toBe('REQUEST_TIMEOUT');
      expect(answer.ms).toBeLessThan(BODY_TIMEOUT_MS + 3000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cut).toBe(1);
    } finally {
      await uploadsWeb.close();
      await uploads.close();
      await reading.close();
    }
  });

  it('still reads a body that arrives whole and forwards it as it came', async () => {
    const res = await request(site.app).post('/api/ContactUs/create-message').set('Content-Type', 'application/json').send('{"name":"x"}');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(seenPath('/ContactUs/create-message')).toBe(true);
  });
});

describe('requests in flight per client address', () => {
  it('answers 429 with Retry-After beyond the cap of writes, in both languages, while reads from the same address go on', async () => {
    const slow = [1, 2, 3].map((n) => trickle(`/ContactUs/create-message?held=${n}`, { length: 1000, everyMs: 300 }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const over = await request(web.url).post('/api/ContactUs/create-message').set('Content-Type', 'application/json').send('{}');
    expect(over.status).toBe(429);
    expect(over.headers['retry-after']).toBe('1');
    expect(over.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests at once from your connection - Please wait a moment and try again' });
    const overAr = await request(web.url).post('/api/ContactUs/create-message').set('Accept-Language', 'ar').send({});
    expect(overAr.body.message).toBe('طلبات كثيرة في الوقت نفسه من اتصالك - يرجى الانتظار قليلًا ثم المحاولة مرة أخرى');

    const read = await request(web.url).get('/api/Services');
    expect(read.status).toBe(200);

    for (const { socket } of slow) socket.destroy();
    await Promise.all(slow.map((s) => s.answer));
    // Given back when they end: the address may write again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await request(web.url).post('/api/ContactUs/create-message').send({});
    expect(after.status).toBe(400);
  });
});

/** Posts raw bytes (supertest would serialise a Buffer as a JSON object). */
async function postBytes(path: string, body: Buffer, language = 'en'): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const res = await fetch(`${web.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': language },
    body: new Uint8Array(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
}

describe('text that is not UTF-8', () => {
  const invalid = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('@b.co","password":"x"}')]);

  it('is refused with 400 by the web server on the calls it reads, before the provider', async () => {
    for (const path of ['/Auth/login', '/Auth/send-reset-password-email']) {
      const before = provider.seen.length;
      const res = await postBytes(path, invalid);
      expect(provider.seen.length).toBe(before);
      expect({ path, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'The request contains text that is not valid UTF-8',
      });
    }
  });

  it('is refused with 400 by the provider on every other call, in the page language', async () => {
    const body = Buffer.concat([Buffer.from('{"name":"Sa'), Buffer.from([0xc3, 0x28]), Buffer.from('ra"}')]);
    const res = await postBytes('/ContactUs/create-message', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The request body is not valid UTF-8 text' });
    const ar = await postBytes('/ContactUs/create-message', body, 'ar');
    expect(ar.body.message).toBe('محتوى الطلب ليس نصًا صالحًا بترميز UTF-8');
  });
});
