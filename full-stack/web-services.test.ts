import { Writable } from 'node:stream';
import { pino } from 'pino';
import request from 'supertest';
import { createSite, startListeningProvider, type ListeningProvider } from './site-harness';

function capturingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

let provider: ListeningProvider;
beforeAll(async () => {
  provider = await startListeningProvider();
});
afterAll(async () => {
  await provider.close();
});

describe('web services on the embedded defaults', () => {
  it('warns at start that in-memory sessions are for a single process', async () => {
    const { logger, lines } = capturingLogger();
    const site = createSite({ providerUrl: () => provider.url, logger });
    try {
      const warning = lines.find((line) => line.msg.includes('REDIS_URL is not set'));
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/one process/);
    } finally {
      await site.close();
    }
  });

  it('warns when an https site would not know its visits are https', async () => {
    const { logger, lines } = capturingLogger();
    const site = createSite({ providerUrl: () => provider.url, logger, env: { PUBLIC_SITE_URL: 'https://khadamat.example' } });
    try {
      expect(lines.some((line) => line.level === 40 && line.msg.includes('TRUST_PROXY'))).toBe(true);
    } finally {
      await site.close();
    }
  });

  it('reports the provider in /readyz, and 503 when it is unreachable', async () => {
    const site = createSite({ providerUrl: () => provider.url });
    const down = createSite({ providerUrl: () => 'http://127.0.0.1:9' });
    try {
      const ready = await request(site.app).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ok', checks: { provider: 'up' } });
      const notReady = await request(down.app).get('/readyz');
      expect(notReady.status).toBe(503);
      expect(notReady.body.checks.provider).toMatch(/^down/);
    } finally {
      await site.close();
      await down.close();
    }
  });
});
