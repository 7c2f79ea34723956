import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { REQUEST_LOG_SERIALIZERS } from '../../shared/server/logger';

const INCOMING_ID = /^[\w.-]{8,128}$/;

/**
 * Structured request logs with a request id: an incoming X-Request-Id from a trusted proxy is kept
 * (when it looks like an id), otherwise a new one; it is echoed back and passed to the provider.
 */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
    serializers: REQUEST_LOG_SERIALIZERS,
  });
}
