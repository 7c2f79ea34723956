import express from 'express';
import request from 'supertest';
import { counter, metricsRoute, startMetricsServer } from './metrics';

const probe = counter({ name: 'test_probe_total', help: 'A counter of the metrics tests.' });

describe('/metrics', () => {
  const app = (token: string | undefined) => {
    const server = express();
    server.use(metricsRoute(token));
    server.use((_req, res) => res.status(404).send('no route'));
    return server;
  };

  it('does not exist without METRICS_TOKEN', async () => {
    expect((await request(app(undefined)).get('/metrics')).text).toBe('no route');
  });

  it('answers 401 without the right bearer, and the Prometheus text with it', async () => {
    probe.inc();
    const token = 'a-metrics-token-0123456789';
    expect((await request(app(token)).get('/metrics')).status).toBe(401);
    expect((await request(app(token)).get('/metrics').set('Authorization', 'Bearer wrong-token-0123456789')).status).toBe(401);
    const res = await request(app(token)).get('/metrics').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^test_probe_total \d+$/m);
  });

  it('answers on a port of its own, and nothing else there', async () => {
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(server.url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('test_probe_total');
      expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('gives back the metric already registered under a name', () => {
    expect(counter({ name: 'test_probe_total', help: 'again' })).toBe(probe);
  });
});
