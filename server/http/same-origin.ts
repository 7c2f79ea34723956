import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? ''}`;
}

/**
 * Refuses state-changing requests started by another site, on top of the SameSite=Strict cookie.
 * Browsers say where a request comes from: Sec-Fetch-Site (modern browsers) and Origin (on every
 * non-GET fetch). Either one pointing elsewhere is enough to refuse. A request with neither is not
 * from a browser page (curl, server-to-server) and carries no ambient session to abuse.
 */
export function refuseCrossOrigin(publicSiteUrl: string): RequestHandler {
  const siteOrigin = new URL(publicSiteUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    // 'none' is a request the user made directly (address bar, bookmark): never another site.
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new HttpError(403, 'CROSS_ORIGIN_REFUSED', 'crossOrigin'));
    }
    const origin = req.get('origin');
    if (origin !== undefined && origin !== siteOrigin && origin !== ownOrigin(req)) {
      return next(new HttpError(403, 'CROSS_ORIGIN_REFUSED', 'crossOrigin'));
    }
    next();
  };
}
