import { randomBytes } from 'node:crypto';
import { strongEtag } from '../../shared/server/etag';
import { splicedBody, type SplicedBody } from './spliced-body';

/**
 * The visitors' page cache: public pages rendered once per (address, language, theme) and served
 * from memory until they expire (PAGE_CACHE_TTL_MS, or sooner when the provider says its data
 * changes sooner, e.g. a post scheduled to appear) or until what they show changes (flush).
 *
 * A cached page is stored with its CSP nonce replaced by a secret placeholder and gets a fresh
 * nonce on every answer. The placeholder never leaves this process and the nonce a page was
 * rendered with was made just before that render, so text stored earlier (a review, a post) can
 * hold neither: nothing an attacker wrote can come out carrying a valid nonce. The page is kept as
 * bytes, and gzipped and brotli-compressed once with gaps where the nonce goes (spliced-body.ts), so
 * a hit is neither encoded nor compressed again.
 */
export interface CachedPage {
  status: number;
  /** The HTML cut at every nonce, as is and compressed: joined with this answer's nonce. */
  body: SplicedBody;
  /** A validator of the content, the same whatever the nonce (weak: the bytes sent vary with compression). */
  etag: string;
  bytes: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  now?: () => number;
}

export interface PageRender {
  /** Stores the page rendered with `nonce` (unless the cache was flushed meanwhile); `changesAt` (epoch ms) may shorten its life. */
  store(page: { status: number; html: string; nonce: string; changesAt?: number }): CachedPage;
  /** The render ended without a page to keep. */
  abandon(): void;
}

export interface PageCache {
  readonly enabled: boolean;
  get(key: string): CachedPage | undefined;
  /** A render of `key` already under way: wait for it rather than render the same page again. */
  inFlight(key: string): Promise<void> | undefined;
  /** Starts a render of `key`; requests for the same key wait for it meanwhile. */
  begin(key: string): PageRender;
  /** The page's HTML with this answer's nonce. */
  html(page: CachedPage, nonce: string): string;
  /** Settles when every page stored so far has its compressed forms (or failed to get them). */
  settled(): Promise<void>;
  /** Forgets every page (something they show changed). */
  flush(): void;
  stats(): { entries: number; bytes: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const enabled = options.ttlMs > 0 && options.maxBytes > 0;
  const placeholder = `\u0000nonce-${randomBytes(18).toString('base64url')}\u0000`;
  // Map iteration order is insertion order: re-inserting on use makes the first entry the least recent.
  const pages = new Map<string, CachedPage>();
  const renders = new Map<string, { done: Promise<void>; finish: () => void }>();
  const encoding = new Set<Promise<void>>();
  let bytes = 0;
  let generation = 0;

  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.bytes;
  };

  const keep = (key: string, page: CachedPage) => {
    drop(key);
    if (page.bytes > options.maxBytes || page.expiresAt <= now()) return;
    pages.set(key, page);
    bytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (bytes <= options.maxBytes) break;
      drop(oldest);
    }
  };

  return {
    enabled,
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now()) {
        drop(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    inFlight: (key) => renders.get(key)?.done,
    begin(key) {
      const startedIn = generation;
      let finish = () => undefined as void;
      const done = new Promise<void>((resolve) => (finish = resolve));
      const own = { done, finish };
      if (!renders.has(key)) renders.set(key, own);
      const end = () => {
        if (renders.get(key) === own) renders.delete(key);
        own.finish();
      };
      return {
        store({ status, html, nonce, changesAt }) {
          const template = nonce ? html.replaceAll(nonce, placeholder) : html;
          const parts = template.split(placeholder);
          const body = splicedBody(parts, { nonceLength: Buffer.byteLength(nonce) });
          const page: CachedPage = {
            status,
            body,
            // Weak: compression sends other bytes for the same page.
            etag: `W/${strongEtag(parts.join(''))}`,
            bytes: body.bytes(),
            expiresAt: Math.min(now() + options.ttlMs, changesAt ?? Infinity),
          };
          // Rendered from data read before a flush: answered, never kept.
          const kept = enabled && startedIn === generation;
          if (kept) keep(key, page);
          end();
          // The compressed forms count too once they are there.
          const encoded = body.ready.then(() => {
            encoding.delete(encoded);
            if (!kept || pages.get(key) !== page) return;
            const grown = body.bytes();
            bytes += grown - page.bytes;
            page.bytes = grown;
            if (bytes > options.maxBytes) keep(key, page);
          });
          encoding.add(encoded);
          return page;
        },
        abandon: end,
      };
    },
    html(page, nonce) {
      return page.body.body(nonce, 'identity')!.toString('utf8');
    },
    async settled() {
      await Promise.all(encoding);
    },
    flush() {
      generation += 1;
      pages.clear();
      bytes = 0;
    },
    stats: () => ({ entries: pages.size, bytes }),
  };
}
