import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { startFakeProvider, type FakeProvider } from '../test/fake-provider';
import { createTestApp } from '../test/test-app';

/**
 * A visitor who closes the connection while the page's data is loading (a closed tab, a load
 * generator stopping) ends that render quietly: no "request failed" error in the log, and the
 * next visitor of the same page gets it.
 */
describe('a visitor leaving while the page loads', () => {
  let provider: FakeProvider;
  let server: http.Server;
  let url: string;
  const logged: Array<{ level: number; msg: string; err?: { message?: string } }> = [];

  beforeAll(async () => {
    provider = await startFakeProvider();
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) logged.push(JSON.parse(line));
        done();
      },
    });
    const app = createTestApp({}, { providerUrl: () => provider.url, logger: pino({ level: 'warn' }, sink) });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await provider.close();
  });

  it.each(['/services/1', '/'])('logs no failure for %s when the visitor is gone before the data came', async (path) => {
    logged.length = 0;
    const held = provider.hold('/Services');
    const closed = new Promise<void>((resolve) => {
      const req = http.get(`${url}${path}`, { agent: false });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      held.arrived.then(() => req.destroy());
    });
    await closed;
    // Let the server see the closed connection before the provider answers.
    await new Promise((resolve) => setTimeout(resolve, 100));
    held.release();
    const page = await fetch(`${url}${path}`);
    expect(page.status).toBe(200);
    await page.text();
    expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
