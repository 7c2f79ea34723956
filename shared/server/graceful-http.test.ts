import http from 'node:http';
import net from 'node:net';
import { createGracefulServer, type GracefulServer } from './graceful-http';

/** A server whose /slow answers only when the test says so. */
async function start() {
  const release: Array<() => void> = [];
  const graceful = createGracefulServer(
    (req, res) => {
      if (req.url === '/slow') {
        release.push(() => res.end('slow done'));
        return;
      }
      res.end('ok');
    },
    {
      refuse: (_req, res) => {
        res.writeHead(503, { 'Content-Type': 'text/plain' });
        res.end('stopping');
      },
    },
  );
  await new Promise<void>((resolve) => graceful.server.listen(0, '127.0.0.1', resolve));
  const { port } = graceful.server.address() as net.AddressInfo;
  return { graceful, port, release };
}

/** Raw requests on one kept-alive connection, so "a new request on an open connection" can be sent. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  const waiting: Array<() => void> = [];
  socket.on('data', (chunk) => {
    buffer += chunk.toString();
    waiting.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return {
    closed,
    send(path: string) {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);
    },
    async response(): Promise<string> {
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end >= 0) {
          const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
          if (buffer.length >= end + 4 + length) {
            const whole = buffer.slice(0, end + 4 + length);
            buffer = buffer.slice(end + 4 + length);
            return whole;
          }
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    destroy: () => socket.destroy(),
  };
}

let server: GracefulServer | undefined;
afterEach(() => {
  server?.server.closeAllConnections();
  server?.server.close();
  server = undefined;
});

describe('graceful HTTP shutdown', () => {
  it('drains first: it still answers while its phase says so, for readiness to turn 503', async () => {
    const { graceful, port } = await start();
    server = graceful;
    const stopped = graceful.shutdown({ drainMs: 300, timeoutMs: 1000 });
    expect(graceful.phase()).toBe('draining');
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(await res.text()).toBe('ok');
    await stopped;
    expect(graceful.phase()).toBe('stopped');
  });

  it('finishes the answers in flight with Connection: close and closes idle connections at once', async () => {
    const { graceful, port, release } = await start();
    server = graceful;
    const busy = connection(port);
    busy.send('/slow');
    const idle = connection(port);
    idle.send('/');
    expect(await idle.response()).toMatch(/^HTTP\/1\.1 200/);
    const other = connection(port);
    other.send('/');
    await other.response();
    while (release.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    const stopped = graceful.shutdown({ drainMs: 0, timeoutMs: 5000 });
    await idle.closed; // an idle kept-alive connection is closed at once
    expect(graceful.phase()).toBe('stopping');
    expect(graceful.inFlight()).toBe(1);

    release[0]!();
    const answer = await busy.response();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('slow done');
    await busy.closed;
    expect(await stopped).toEqual({ cut: 0 });
    other.destroy();
  });

  it('refuses, with Connection: close, a request that is still arriving when stopping begins', async () => {
    const { graceful, port, release } = await start();
    server = graceful;
    const busy = connection(port);
    busy.send('/slow');
    while (release.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    // Half a request: the connection is not idle, so it stays open when stopping begins.
    const arriving = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => arriving.once('connect', () => resolve()));
    arriving.write('GET / HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stopped = graceful.shutdown({ drainMs: 0, timeoutMs: 5000 });
    let answer = '';
    arriving.on('data', (chunk) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => arriving.on('close', () => resolve()));
    arriving.write('\r\n');
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer).toMatch(/connection: close/i);
    expect(answer).toContain('stopping');
    release[0]!();
    await busy.response();
    await stopped;
    // The listener is gone: a new connection is refused.
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('cuts what is still unanswered at the timeout, and says how many', async () => {
    const { graceful, port } = await start();
    server = graceful;
    const hanging = http.get(`http://127.0.0.1:${port}/slow`);
    hanging.on('error', () => undefined);
    while (graceful.inFlight() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await graceful.shutdown({ drainMs: 0, timeoutMs: 100 })).toEqual({ cut: 1 });
  });
});
