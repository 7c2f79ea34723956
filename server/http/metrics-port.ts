import { AggregatorRegistry } from 'prom-client';
import type { Logger } from 'pino';
import { collectProcessMetrics, startMetricsServer } from '../../shared/server/metrics';
import type { WebConfig } from '../config';

/**
 * METRICS_PORT: /metrics on a listener of its own. In the primary of WEB_CONCURRENCY workers it
 * answers for all of them (prom-client asks each worker over the cluster channel and sums up);
 * in a single process, for that process (with npm start, the provider's figures too).
 */
export async function startMetricsPort(config: WebConfig, logger: Logger, options: { workers: boolean }): Promise<{ close(): Promise<void> } | null> {
  collectProcessMetrics();
  if (config.metricsPort === undefined) return null;
  const aggregator = options.workers ? new AggregatorRegistry() : null;
  const server = await startMetricsServer({
    port: config.metricsPort,
    host: config.metricsHost,
    ...(aggregator ? { read: () => aggregator.clusterMetrics() } : {}),
  });
  logger.info({ url: server.url, workers: options.workers }, 'metrics listening');
  return server;
}
