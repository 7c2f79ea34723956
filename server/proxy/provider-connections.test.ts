import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createApiProxy, type ApiProxy } from './api-proxy';

/**
 * The proxy's pooled connections to the provider: a connection the provider closes just as it is
 * reused does not fail a read, and a browser that leaves is not reported as a provider failure.
 */

function capture() {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

/**
 * A provider that answers the first request of every connection (keeping it open) and then, like a
 * server whose keep-alive timeout fires as the next request arrives, closes the connection on the
 * next one without answering.
 */
async function closingProvider() {
  let connections = 0;
  const bodies: string[] = [];
  const server = net.createServer((socket) => {
    connections += 1;
    let answered = false;
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (!received.includes('\r\n\r\n')) return;
      if (answered) {
        socket.destroy();
        return;
      }
      answered = true;
      bodies.push(received);
      received = '';
      const body = JSON.stringify({ isSuccess: true, result: connections, message: '' });
      socket.write(`HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

function proxyApp(providerUrl: string, logger: pino.Logger): { app: express.Express; proxy: ApiProxy } {
  const proxy = createApiProxy({ providerUrl: () => providerUrl, timeoutMs: 5_000, logger });
  const app = express();
  app.use('/api', proxy.handler);
  return { app, proxy };
}

describe('pooled provider connections', () => {
  it('sends a read again on a new connection when the pooled one was closed under it', async () => {
    const provider = await closingProvider();
    const { lines, logger } = capture();
    const { app, proxy } = proxyApp(provider.url, logger);
    try {
      const first = await request(app).get('/api/Services');
      expect(first.status).toBe(200);
      // The pooled connection is reused, and the provider closes it instead of answering.
      const second = await request(app).get('/api/Services');
      expect(second.status).toBe(200);
      expect(second.body.result).toBe(2);
      expect(provider.connections()).toBe(2);
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      proxy.close();
      await provider.close();
    }
  });

  it('never sends a write twice: a closed connection under a POST answers 502', async () => {
    const provider = await closingProvider();
    const { logger } = capture();
    const { app, proxy } = proxyApp(provider.url, logger);
    try {
      expect((await request(app).post('/api/ContactUs').send({ message: 'first' })).status).toBe(200);
      // The write pool's connection is reused, and the provider closes it instead of answering.
      const write = await request(app).post('/api/ContactUs').send({ message: 'hello' });
      expect(write.status).toBe(502);
      expect(write.body.code).toBe('PROVIDER_UNREACHABLE');
      expect(provider.connections()).toBe(1);
    } finally {
      proxy.close();
      await provider.close();
    }
  });

  it('keeps connections for reads apart: with every write connection taken, a read is answered at once', async () => {
    // A provider that answers reads at once and holds every write until released.
    const held: http.ServerResponse[] = [];
    const provider = http.createServer((req, res) => {
      if (req.method === 'GET') {
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify({ isSuccess: true, result: 'read', message: '' }));
        return;
      }
      held.push(res);
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { logger } = capture();
    const proxy = createApiProxy({
      providerUrl: () => `http://127.0.0.1:${(provider.address() as AddressInfo).port}`,
      timeoutMs: 5_000,
      logger,
      sockets: { reads: 4, writes: 2 },
    });
    const app = express();
    app.use('/api', proxy.handler);
    try {
      const writes = [1, 2, 3].map((n) =>
        request(app)
          .post('/api/Bookings')
          .send({ n })
          .then((res) => res.status),
      );
      while (held.length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
      const read = await request(app).get('/api/Services');
      expect(read.status).toBe(200);
      expect(read.body.result).toBe('read');
      // The third write waits for a write connection; it has not reached the provider.
      expect(held).toHaveLength(2);
      for (const res of held.splice(0)) res.end('{}');
      while (held.length < 1) await new Promise((resolve) => setTimeout(resolve, 10));
      held[0]!.end('{}');
      expect(await Promise.all(writes)).toEqual([200, 200, 200]);
    } finally {
      proxy.close();
      provider.closeAllConnections();
      await new Promise((resolve) => provider.close(resolve));
    }
  });

  it('does not report a browser that left as an unreachable provider', async () => {
    const waiting: Array<() => void> = [];
    const reached = new Promise<void>((resolve) => waiting.push(resolve));
    const slow = http.createServer(() => {
      for (const resolve of waiting) resolve();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { lines, logger } = capture();
    const { app, proxy } = proxyApp(`http://127.0.0.1:${(slow.address() as AddressInfo).port}`, logger);
    const web = http.createServer(app);
    await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
    try {
      await new Promise<void>((resolve) => {
        const req = http.get(`http://127.0.0.1:${(web.address() as AddressInfo).port}/api/Rates/get-all`, { agent: false });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        reached.then(() => req.destroy());
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    } finally {
      proxy.close();
      web.closeAllConnections();
      slow.closeAllConnections();
      await new Promise((resolve) => web.close(resolve));
      await new Promise((resolve) => slow.close(resolve));
    }
  });
});
