/**
 * The requests that used to stop the whole process (web server and, under `npm start`, the provider
 * with it), sent to the real built site: afterwards it still answers, and nothing got a 5xx.
 */
import net from 'node:net';
import { BASE_URL, expect, test } from './support/journey-fixtures';

const DEEP_ARRAYS = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const DEEP_OBJECTS = `${'{"":'.repeat(3000)}1${'}'.repeat(3000)}`;
const LARGE_DEEP_OBJECTS = `${'{"a":'.repeat(4500)}1${'}'.repeat(4500)}`;

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
  await res.arrayBuffer();
  return res.status;
}

/** One raw HTTP exchange, as curl would send an upload with Expect: 100-continue, or an HTTP/1.0 client. */
function raw(request: string, bodyAfterContinue?: string): Promise<string> {
  const { port, hostname } = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk.toString();
      if (bodyAfterContinue !== undefined && text.startsWith('HTTP/1.1 100 Continue\r\n\r\n') && !text.includes('\r\n\r\nHTTP/')) {
        socket.write(bodyAfterContinue);
        bodyAfterContinue = undefined;
      }
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
  });
}

async function siteAnswers() {
  expect((await fetch(`${BASE_URL}/readyz`)).status).toBe(200);
  expect((await fetch(`${BASE_URL}/api/Services`)).status).toBe(200);
}

test.describe('hostile requests against the running site', () => {
  test('deeply nested bodies on every auth call are refused and the site keeps answering', async () => {
    for (const path of [
      '/api/Auth/resend-confirmation-email',
      '/api/Auth/register',
      '/api/Auth/send-reset-password-email',
      '/api/Auth/reset-password',
      '/api/Auth/login',
      '/api/ContactUs/create-message',
      '/api/Auth/confirm-email',
    ]) {
      for (const body of [DEEP_ARRAYS, DEEP_OBJECTS, LARGE_DEEP_OBJECTS]) {
        const status = await post(path, body);
        expect({ path, status: status >= 400 && status < 500 }).toEqual({ path, status: true });
      }
    }
    await siteAnswers();
  });

  test('Expect: 100-continue with a forged bearer gets no further than a visitor, and HTTP/1.0 is answered whole', async () => {
    const body = JSON.stringify({ typeUser: 2 });
    const expectAnswer = await raw(
      `PATCH /api/User/set-type/1 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nExpect: 100-continue\r\nAuthorization: Bearer forged.token.value\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
    );
    expect(expectAnswer).toMatch(/HTTP\/1\.1 401 /);
    const old = await raw(`GET /api/Services HTTP/1.0\r\nHost: localhost\r\n\r\n`);
    expect(old).toMatch(/^HTTP\/1\.1 200 /);
    expect(old).toContain('"isSuccess":true');
    await siteAnswers();
  });

  test('answers a malformed %-escape, NUL and page=1e20 with a 4xx', async () => {
    for (const path of ['/api/Services/%E0%A4%A', '/api/Rates/get-all?search=a%00b', '/api/Rates/get-all?page=1e20', '/services/%E0%A4%A']) {
      const res = await fetch(`${BASE_URL}${path}`);
      await res.arrayBuffer();
      expect({ path, clientError: res.status >= 400 && res.status < 500 }).toEqual({ path, clientError: true });
    }
    await siteAnswers();
  });
});
