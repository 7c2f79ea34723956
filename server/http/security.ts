import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';

/** A fresh nonce per response, for the inline scripts and styles the server renders. */
export function cspNonce(_req: Request, res: Response, next: NextFunction) {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
}

/** The policy's directives, in order; NONCE stands for this answer's nonce source. */
const NONCE = "'nonce-{}'";
const DIRECTIVES: ReadonlyArray<[string, string[]]> = [
  ['default-src', ["'self'"]],
  ['script-src', ["'self'", NONCE]],
  ['style-src-elem', ["'self'", NONCE]],
  ['style-src-attr', ["'unsafe-inline'"]],
  ['img-src', ["'self'", 'data:', 'blob:']],
  ['font-src', ["'self'", 'data:']],
  ['connect-src', ["'self'"]],
  ['media-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['frame-src', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
];

/**
 * helmet's headers, and a Content-Security-Policy: scripts only from this origin or carrying the
 * request's nonce (no 'unsafe-inline'); style elements the same. Inline style attributes (rendered
 * by MUI's transitions) are the one relaxation, and they cannot run code. The policy is written
 * once with a gap for the nonce (the nonce is base64, nothing to check): helmet checked every
 * directive of a policy with a per-request value again on every request.
 */
export function securityHeaders(options: { https: boolean }): RequestHandler {
  const directives = [...DIRECTIVES, ...(options.https ? ([['upgrade-insecure-requests', []]] as Array<[string, string[]]>) : [])];
  const parts = directives
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';')
    .split(NONCE);
  const others = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (req, res, next) => {
    const nonceSource = `'nonce-${String(res.locals.cspNonce)}'`;
    res.setHeader('Content-Security-Policy', parts.join(nonceSource));
    others(req, res, next);
  };
}
