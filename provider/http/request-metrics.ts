import type { RequestHandler } from 'express';
import { counter, gauge, histogram, LATENCY_BUCKETS, statusClass } from '../../shared/server/metrics';
import type { ConnectionStats } from '../db/database';

const requests = counter({
  name: 'provider_http_requests_total',
  help: 'Requests the provider answered, by route (its template), method and status.',
  labelNames: ['route', 'method', 'status'] as const,
});

const latency = histogram({
  name: 'provider_http_request_duration_seconds',
  help: 'Time from receiving a request to finishing its answer, by route, method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
});

declare global {
  namespace Express {
    interface Locals {
      /** The route-table path answering this request (a bounded metrics label); unset for unknown addresses. */
      routeTemplate?: string;
    }
  }
}

/** Counts and times every answer; the route label is the route table's path, or 'unmatched'. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const route = res.locals.routeTemplate ?? 'unmatched';
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    requests.inc({ route, method: req.method, status: String(res.statusCode) });
    latency.observe({ route, method: req.method, status_class: statusClass(res.statusCode) }, seconds);
  });
  next();
};

let current: () => ConnectionStats = () => ({ total: 0, idle: 0, waiting: 0 });

/** Database connections by state, read at each scrape (the app built last in a process reports). */
export function connectionMetrics(stats: () => ConnectionStats): void {
  current = stats;
  gauge({
    name: 'provider_db_connections',
    help: 'Database connections: open, idle, and callers waiting for one.',
    labelNames: ['state'] as const,
    collect() {
      const now = current();
      this.set({ state: 'total' }, now.total);
      this.set({ state: 'idle' }, now.idle);
      this.set({ state: 'waiting' }, now.waiting);
    },
  });
}
