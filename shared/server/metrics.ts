/**
 * Prometheus metrics for both programs (Node only). Metrics live in prom-client's default registry,
 * which is what its cluster aggregation reads in the workers of WEB_CONCURRENCY; `counter` and the
 * others return the metric already registered under a name, so building an app twice in one
 * process (tests) shares them instead of failing.
 *
 * /metrics is never public: it answers on the program's own port only with
 * `Authorization: Bearer <METRICS_TOKEN>`, or on METRICS_PORT, a listener of its own that a
 * deployment keeps off the public network.
 */
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { RequestHandler } from 'express';
import client, { type CounterConfiguration, type GaugeConfiguration, type HistogramConfiguration } from 'prom-client';

export const registry = client.register;

let defaultsCollected = false;

/** Process metrics (CPU, memory, event loop lag, GC), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry });
}

export function counter<L extends string>(config: CounterConfiguration<L>): client.Counter<L> {
  return (registry.getSingleMetric(config.name) as client.Counter<L> | undefined) ?? new client.Counter(config);
}

export function gauge<L extends string>(config: GaugeConfiguration<L>): client.Gauge<L> {
  return (registry.getSingleMetric(config.name) as client.Gauge<L> | undefined) ?? new client.Gauge(config);
}

export function histogram<L extends string>(config: HistogramConfiguration<L>): client.Histogram<L> {
  return (registry.getSingleMetric(config.name) as client.Histogram<L> | undefined) ?? new client.Histogram(config);
}

/** Latency buckets from 1 ms to 30 s: local answers, database work and provider timeouts alike. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The status class of an answer, the label the request metrics carry. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** GET /metrics on the program's own port, for a caller with the token; without a token set, it does not exist. */
export function metricsRoute(token: string | undefined, read: () => Promise<string> = () => registry.metrics()): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' || req.path !== '/metrics' || !token) return next();
    if (!tokenMatches(req.get('authorization'), token)) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').type('text/plain').send('metrics need the METRICS_TOKEN bearer\n');
      return;
    }
    read().then(
      (text) => res.type(registry.contentType).setHeader('Cache-Control', 'no-store').send(text),
      (error: unknown) => next(error),
    );
  };
}

/** A listener of its own serving only /metrics (METRICS_PORT). */
export async function startMetricsServer(options: {
  port: number;
  host: string;
  read?: () => Promise<string>;
}): Promise<{ url: string; close(): Promise<void> }> {
  const read = options.read ?? (() => registry.metrics());
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found\n');
      return;
    }
    read().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
