import cookieParser from 'cookie-parser';
import type { Request, RequestHandler, Response } from 'express';
import { toThemePreference } from '../../client/theme/color-scheme';
import { THEME_COOKIE } from '../../shared/constants';
import { requestWriting, writingKey } from './page-numerals';
import { matchesIfNoneMatch } from '../../shared/server/etag';
import { counter, gauge } from '../../shared/server/metrics';
import { SESSION_COOKIE } from '../session/session-cookie';
import '../session/session-data';
import { chooseLanguage, persistLanguage } from './language';
import type { CachedPage, PageCache } from './page-cache';
import type { Encoding } from './spliced-body';

/**
 * How the page renderer uses the visitors' page cache (page-cache.ts): who may be served from it,
 * under which key, and how a page goes out (fresh nonce, validators, 304, stored compression).
 */

const lookups = counter({
  name: 'web_page_cache_lookups_total',
  help: "Visitors' page requests by what the page cache did: hit (served from memory), miss (rendered), shared (waited for a render under way).",
  labelNames: ['result'] as const,
});
const stored = gauge({ name: 'web_page_cache_bytes', help: "Bytes of HTML the visitors' page cache holds (as is and compressed)." });

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

/** Whether Accept-Encoding takes `name` (q above 0, by name or by `*`). */
function accepts(header: string, name: Encoding): boolean {
  let wildcard: boolean | undefined;
  for (const item of header.split(',')) {
    const [token = '', ...params] = item.split(';');
    const coding = token.trim().toLowerCase();
    if (coding !== name && coding !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const ok = !q || Number(q.slice(2)) > 0;
    if (coding === name) return ok;
    wildcard = ok;
  }
  return wildcard ?? false;
}

function chooseEncoding(req: Request, page: CachedPage): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  for (const encoding of page.body.encodings()) if (encoding !== 'identity' && accepts(header, encoding)) return encoding;
  return 'identity';
}

/**
 * Sends a visitor's page with this answer's nonce, compressed as stored when the browser takes it.
 * A browser or CDN that holds the same content gets 304, without a Content-Security-Policy header:
 * the copy it keeps carries the nonce it was sent with, and a new policy would block that copy's
 * scripts.
 */
export function sendVisitorPage(req: Request, res: Response, page: CachedPage, nonce: string, result: CacheResult): void {
  // private: a shared cache would hand one nonce to every reader, and each answer's nonce is its own.
  res.setHeader('Cache-Control', 'private, no-cache');
  res.setHeader('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  res.setHeader('ETag', page.etag);
  res.setHeader('X-Page-Cache', result);
  if (matchesIfNoneMatch(req.get('If-None-Match'), page.etag)) {
    res.removeHeader('Content-Security-Policy');
    res.status(304).end();
    return;
  }
  let encoding = chooseEncoding(req, page);
  let chunks = page.body.chunks(nonce, encoding);
  if (!chunks) {
    encoding = 'identity';
    chunks = page.body.chunks(nonce, encoding)!;
  }
  res.status(page.status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader(
    'Content-Length',
    chunks.reduce((sum, chunk) => sum + chunk.length, 0),
  );
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  // Written in turn and sent together (one writev): the page's bytes are never copied.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

/**
 * Answers a visitor's page from the cache before anything else runs (static files, sessions, the
 * /api router): a hit needs the language, the theme and the nonce, nothing more. Everything else,
 * misses included, goes on to the renderer, which looks again and renders.
 */
export function cachedVisitorPages(cache: PageCache): RequestHandler {
  const parseCookies = cookieParser();
  return (req, res, next) => {
    if (!cache.enabled || (req.method !== 'GET' && req.method !== 'HEAD') || req.path.startsWith('/api/') || req.path.startsWith('/assets/')) return next();
    parseCookies(req, res, () => {
      const language = chooseLanguage(req, res);
      const key = visitorPageKey(req, res, {
        language: writingKey(language, requestWriting(req, language)),
        theme: toThemePreference(req.cookies?.[THEME_COOKIE]),
      });
      const page = key ? cache.get(key) : undefined;
      if (!page?.body.encoded()) return next();
      persistLanguage(req, res, language);
      countLookup('hit', cache);
      sendVisitorPage(req, res, page, String(res.locals.cspNonce ?? ''), 'hit');
    });
  };
}
