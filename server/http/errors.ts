import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { fail } from '../../shared/api/envelope';
import type { ErrorCode } from '../../shared/api/error-codes';

/** The web server's one error type; the final middleware turns it into the envelope or a page. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

function wantsJson(req: Request): boolean {
  return req.originalUrl.startsWith('/api') || !req.accepts('html');
}

const FALLBACK_PAGE = (status: number) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem"><h1>${status === 404 ? 'Page not found' : 'Something went wrong'}</h1>` +
  `<p lang="ar" dir="rtl">${status === 404 ? 'الصفحة غير موجودة' : 'حدث خطأ ما'}</p><p><a href="/">Home / الرئيسية</a></p></body></html>`;

export const notFoundHandler: RequestHandler = (req, res) => {
  if (wantsJson(req)) res.status(404).json(fail('Not found', 'NOT_FOUND'));
  else res.status(404).type('html').send(FALLBACK_PAGE(404));
};

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = error instanceof HttpError ? error.status : typeof error?.status === 'number' && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  const message = error instanceof HttpError ? error.message : status >= 500 ? 'Server error - Please try again later' : String(error?.message ?? 'Bad request');
  const code: ErrorCode = error instanceof HttpError ? error.code : status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED';
  if (wantsJson(req)) res.status(status).json(fail(message, code));
  else res.status(status).type('html').send(FALLBACK_PAGE(status));
};
