import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { fail } from '../../shared/api/envelope';
import type { ErrorCode } from '../../shared/api/error-codes';
import { resources } from '../../shared/i18n';
import { isStoreUnavailable } from '../redis/redis-guard';
import { apiMessage, type ApiMessageKey } from './messages';

/**
 * The web server's one error type; the final middleware turns it into the envelope or a page.
 * `message` is an `apiErrors` text key (answered in the page's language) or a text as it is.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: ApiMessageKey | string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function isMessageKey(value: string): value is ApiMessageKey {
  return Object.hasOwn(resources.en.common.apiErrors, value);
}

function wantsJson(req: Request): boolean {
  return req.originalUrl.startsWith('/api') || !req.accepts('html');
}

/** Errors of body parsers, the session store and static files, as the HttpErrors they mean. */
function known(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (isStoreUnavailable(error)) return new HttpError(503, 'SERVICE_UNAVAILABLE', 'unavailable');
  const httpLike = error as { type?: unknown; status?: unknown } | null;
  if (!httpLike || typeof httpLike !== 'object' || typeof httpLike.status !== 'number' || httpLike.status < 400 || httpLike.status >= 500) return null;
  if (httpLike.type === 'entity.too.large') return new HttpError(413, 'PAYLOAD_TOO_LARGE', 'invalidBody');
  // body-parser tags its errors with a type (entity.parse.failed, encoding.unsupported, ...).
  if (typeof httpLike.type === 'string') return new HttpError(400, 'VALIDATION_FAILED', 'invalidBody');
  if (httpLike.status === 404) return new HttpError(404, 'NOT_FOUND', 'notFound');
  return new HttpError(httpLike.status, 'VALIDATION_FAILED', 'invalidBody');
}

const FALLBACK_PAGE = (status: number) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>${status === 404 ? 'Page not found' : 'Something went wrong'}</h1>` +
  `<p lang="ar" dir="rtl">${status === 404 ? 'الصفحة غير موجودة' : 'حدث خطأ ما'}</p><p><a href="/">Home / الرئيسية</a></p></body></html>`;

export const notFoundHandler: RequestHandler = (req, res) => {
  if (wantsJson(req)) res.status(404).json(fail(apiMessage(req, res, 'notFound'), 'NOT_FOUND'));
  else res.status(404).type('html').send(FALLBACK_PAGE(404));
};

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const httpError = known(error);
  const status = httpError?.status ?? 500;
  if (status >= 500 && !httpError) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  if (!wantsJson(req)) {
    res.status(status).type('html').send(FALLBACK_PAGE(status));
    return;
  }
  const message = httpError
    ? isMessageKey(httpError.message)
      ? apiMessage(req, res, httpError.message)
      : httpError.message
    : apiMessage(req, res, 'serverError');
  res.status(status).json(fail(message, httpError?.code ?? 'INTERNAL_ERROR'));
};
