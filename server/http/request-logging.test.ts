import express from 'express';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { requestLogging } from './request-logging';

function capture(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level }, sink) };
}

function app(level: string) {
  const { lines, logger } = capture(level);
  const server = express();
  server.use(requestLogging(logger));
  server.get('/ok', (_req, res) => res.send('ok'));
  server.get('/missing', (_req, res) => res.status(404).send('no'));
  server.get('/boom', (req, res) => {
    req.log.error({ detail: 'kept' }, 'request failed');
    res.status(500).send('boom');
  });
  return { lines, server };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('request logs', () => {
  it('writes one line per answer with the request id, method, address, status and time, at the level of the status', async () => {
    const { lines, server } = app('info');
    const ok = await request(server).get('/ok?x=1').set('X-Request-Id', 'proxy-id-12345');
    expect(ok.headers['x-request-id']).toBe('proxy-id-12345');
    await request(server).get('/missing').set('Cookie', 'khadamat.sid=secret');
    await settle();
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { id: 'proxy-id-12345', method: 'GET', url: '/ok?x=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ level: 40, res: { statusCode: 404 } });
    // Only the id, method and address of a request: never its headers (cookies).
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('makes up an id when the incoming one does not look like one', async () => {
    const { server } = app('info');
    const res = await request(server).get('/ok').set('X-Request-Id', 'bad id <script>');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("gives the request a logger that carries the request, and logs a server error's answer as an error", async () => {
    const { lines, server } = app('warn');
    await request(server).get('/ok');
    await request(server).get('/boom');
    await settle();
    expect(lines.map((line) => line.msg)).toEqual(['request failed', 'request errored']);
    expect(lines[0]).toMatchObject({ detail: 'kept', req: { method: 'GET', url: '/boom' } });
    expect(lines[1]).toMatchObject({ level: 50, res: { statusCode: 500 }, err: { message: 'failed with status code 500' } });
  });
});
