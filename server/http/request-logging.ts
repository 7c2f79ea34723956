import type { RequestHandler } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
// Its typings give every request `id` and `log`, which this logger sets the same way.
import type {} from 'pino-http';
import { REQUEST_LOG_SERIALIZERS } from '../../shared/server/logger';

const INCOMING_ID = /^[\w.-]{8,128}$/;

/**
 * Structured request logs with a request id: an incoming X-Request-Id from a trusted proxy is kept
 * (when it looks like an id), otherwise a new one; it is echoed back and passed to the provider.
 *
 * One line per answer, as pino-http writes it (`req`, `res`, `responseTime`, "request completed"
 * or "request errored"), but without pino-http's child logger per request: making one serialized
 * and redacted the request on every request, whatever the log level, and cost more than serving a
 * cached page. `req.log` (the error handler's) is made only when something uses it.
 */
export function requestLogging(base: Logger): RequestHandler {
  const logger = base.child({}, { serializers: REQUEST_LOG_SERIALIZERS });
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: false,
      get: () => (child ??= logger.child({ req })),
      set: (value: Logger) => (child = value),
    });
    const url = req.url ?? '';
    if (url === '/healthz' || url.startsWith('/assets/')) return next();
    const started = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const failed = res.statusCode >= 500;
      const level = failed ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line = { req, res, responseTime: Date.now() - started };
      if (failed) logger[level]({ ...line, err: new Error(`failed with status code ${res.statusCode}`) }, 'request errored');
      else logger[level](line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
    next();
  };
}
