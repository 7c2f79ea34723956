import { matchesIfNoneMatch, strongEtag } from '../../shared/server/etag';
import type { Db } from '../db/database';
import type { RouteContext } from './context';
import { tableVersions, type CountedTable } from '../db/table-stats';

/**
 * What a public answer is made from (a route's `cached`): the tables whose versions it follows, and
 * for an answer that also changes with time (a scheduled post appearing), a further part of its key.
 */
export interface CacheRule {
  tables: readonly CountedTable[];
  /** More of the key, read from the database (e.g. when the newest visible post was published). */
  also?: (db: Db) => Promise<string>;
}

export interface CachedAnswer {
  /** The versions the answer was built under. */
  version: string;
  status: number;
  /** Strong: a hash of the body bytes, so every provider instance gives the same answer the same tag. */
  etag: string;
  body: Buffer;
  /** Headers the handler set (other than the ones every cached answer gets). */
  headers: Array<[string, string | number | string[]]>;
}

/** The current version key of a rule's tables (one small query, plus the rule's own part). */
export async function versionOf(db: Db, rule: CacheRule): Promise<string> {
  const [tables, also] = await Promise.all([tableVersions(db, rule.tables), rule.also ? rule.also(db) : Promise.resolve('')]);
  return also ? `${tables};${also}` : tables;
}

/**
 * Answers kept in memory by request (path, query, language), least recently used dropped first,
 * within a byte budget. An answer is used only while the versions it was built under are the
 * database's current ones, so a write through any instance makes every instance build it again.
 */
export class AnswerCache {
  readonly #entries = new Map<string, CachedAnswer>();
  #bytes = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    private readonly maxEntries = 2000,
  ) {}

  get(key: string, version: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.version !== version) {
      this.#bytes -= entry.body.length;
      return undefined;
    }
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.body.length;
    }
    // One answer may take at most half the budget: a huge list is built each time rather than
    // pushing every other answer out.
    if (entry.body.length > this.maxBytes / 2) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldest, old] of this.#entries) {
      if (this.#bytes <= this.maxBytes && this.#entries.size <= this.maxEntries) break;
      this.#entries.delete(oldest);
      this.#bytes -= old.body.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** Headers every cached answer gets, set here rather than replayed from the handler. */
const OWN_HEADERS = new Set(['etag', 'cache-control', 'vary', 'content-type', 'content-length']);

/**
 * Answers a GET route whose `cached` rule is given: from memory while the rule's version is
 * unchanged, else by running the handler (and keeping its answer). Either way with a strong ETag,
 * `Cache-Control: no-cache` (keep it, but ask again each time) and 304 when If-None-Match names it.
 */
export async function answerCached(
  ctx: RouteContext,
  rule: CacheRule,
  cache: AnswerCache,
  build: () => Promise<{ status: number; body: unknown } | undefined>,
): Promise<void> {
  const { req, res } = ctx;
  // The version is read before the answer is built: a write meanwhile leaves the kept answer
  // under the older version, so the next request builds it again.
  const version = await versionOf(ctx.app.db, rule);
  const key = `${ctx.language} ${req.originalUrl}`;
  let answer = cache.get(key, version);
  if (!answer) {
    const before = new Set(res.getHeaderNames());
    const built = await build();
    if (!built || res.headersSent) return;
    const body = Buffer.from(JSON.stringify(built.body));
    const headers = res
      .getHeaderNames()
      .filter((name) => !before.has(name) && !OWN_HEADERS.has(name))
      .map((name): [string, string | number | string[]] => [name, res.getHeader(name)!]);
    answer = { version, status: built.status, etag: strongEtag(body), body, headers };
    if (built.status === 200) cache.set(key, answer);
  } else {
    for (const [name, value] of answer.headers) res.setHeader(name, value);
  }
  res.setHeader('ETag', answer.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Language');
  if (matchesIfNoneMatch(req.headers['if-none-match'], answer.etag)) {
    res.status(304).end();
    return;
  }
  res.status(answer.status).type('application/json; charset=utf-8').send(answer.body);
}
