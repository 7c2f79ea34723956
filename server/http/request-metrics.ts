import type { Request, RequestHandler } from 'express';
import { dashboardPaths } from '../../client/dashboard-paths';
import { paths } from '../../client/paths';
import { counter, histogram, LATENCY_BUCKETS, statusClass } from '../../shared/server/metrics';

const requests = counter({
  name: 'web_http_requests_total',
  help: 'Requests the web server answered, by route, method and status.',
  labelNames: ['route', 'method', 'status'] as const,
});

const latency = histogram({
  name: 'web_http_request_duration_seconds',
  help: 'Time from receiving a request to finishing its answer, by route, method and status class.',
  labelNames: ['route', 'method', 'status_class'] as const,
  buckets: LATENCY_BUCKETS,
});

/** The site's page routes as templates (ids and slugs as :id), the only page labels the metrics use. */
const PAGE_ROUTES = new Set(
  [...Object.values(paths), ...Object.values(dashboardPaths)].map((path) =>
    typeof path === 'function' ? (path as (id: string) => string)('__id__').replace('__id__', ':id') : path,
  ),
);
/** Routes that end in an id or a slug, without it: /services, /booking, /quote, /blog, /dashboard/blog. */
const PARAMETER_PREFIXES = new Set([...PAGE_ROUTES].filter((route) => route.endsWith('/:id')).map((route) => route.slice(0, -'/:id'.length)));
/** The provider's API areas (first path segment), the only /api labels the metrics use. */
const API_AREAS = new Set([
  'Auth',
  'Services',
  'Partners',
  'Rates',
  'ContactUs',
  'User',
  'DemandeDeService',
  'Quotes',
  'Content',
  'Dashboard',
  'Availability',
  'Invoices',
  'Audit',
  'Notices',
  'Blog',
  'files',
  'System',
]);

/**
 * A label of bounded size for any address, so a crawler or an attacker sending random paths cannot
 * make the metrics grow without end: a known page route, an API area, or 'other'.
 */
export function routeLabel(path: string): string {
  if (path.startsWith('/api/')) {
    const area = path.split('/')[2] ?? '';
    return API_AREAS.has(area) ? `/api/${area}` : '/api/other';
  }
  if (path.startsWith('/assets/')) return '/assets';
  if (path === '/healthz' || path === '/readyz' || path === '/metrics' || path === '/robots.txt' || path === '/sitemap.xml') return path;
  const trimmed = path.replace(/\/+$/, '') || '/';
  if (PAGE_ROUTES.has(trimmed)) return trimmed;
  const cut = trimmed.lastIndexOf('/');
  const prefix = trimmed.slice(0, cut);
  return cut > 0 && PARAMETER_PREFIXES.has(prefix) ? `${prefix}/:id` : 'other';
}

/** Counts and times every answer by its bounded route label. */
export const requestMetrics: RequestHandler = (req: Request, res, next) => {
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    // originalUrl: inside the /api router req.path lacks its prefix.
    const route = routeLabel(req.originalUrl.split('?')[0] ?? '/');
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    requests.inc({ route, method: req.method, status: String(res.statusCode) });
    latency.observe({ route, method: req.method, status_class: statusClass(res.statusCode) }, seconds);
  });
  next();
};
