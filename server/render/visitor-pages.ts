import type { Request, Response } from 'express';
import { matchesIfNoneMatch } from '../../shared/server/etag';
import { counter, gauge } from '../../shared/server/metrics';
import { SESSION_COOKIE } from '../session/session-cookie';
import '../session/session-data';
import type { CachedPage, PageCache } from './page-cache';

/**
 * How the page renderer uses the visitors' page cache (page-cache.ts): who may be served from it,
 * under which key, and how a page goes out (fresh nonce, validators, 304).
 */

const lookups = counter({
  name: 'web_page_cache_lookups_total',
  help: "Visitors' page requests by what the page cache did: hit (served from memory), miss (rendered), shared (waited for a render under way).",
  labelNames: ['result'] as const,
});
const stored = gauge({ name: 'web_page_cache_bytes', help: "Bytes of HTML the visitors' page cache holds." });

export type CacheResult = 'hit' | 'miss' | 'shared';

export function countLookup(result: CacheResult, cache: PageCache): void {
  lookups.inc({ result });
  stored.set(cache.stats().bytes);
}

/**
 * The cache key of a visitor's page, or undefined when this request must not use the cache: it
 * carries a session cookie (signed in, or a session that just ended and must say so), the session
 * store could not tell, or it is not a read.
 */
export function visitorPageKey(req: Request, res: Response, parts: { language: string; theme: string }): string | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  if (typeof req.cookies?.[SESSION_COOKIE] === 'string' || req.session?.user) return undefined;
  const status = res.locals.sessionStatus as string | undefined;
  if (status !== undefined && status !== 'visitor' && status !== 'unavailable') return undefined;
  return `${parts.language}|${parts.theme}|${req.originalUrl}`;
}

/**
 * Sends a visitor's page with this answer's nonce. A browser or CDN that holds the same content
 * gets 304, without a Content-Security-Policy header: the copy it keeps carries the nonce it was
 * sent with, and a new policy would block that copy's scripts.
 */
export function sendVisitorPage(req: Request, res: Response, page: CachedPage, html: (page: CachedPage) => string, result: CacheResult): void {
  // private: a shared cache would hand one nonce to every reader, and each answer's nonce is its own.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Language');
  res.setHeader('ETag', page.etag);
  res.setHeader('X-Page-Cache', result);
  if (matchesIfNoneMatch(req.get('If-None-Match'), page.etag)) {
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html(page));
}
