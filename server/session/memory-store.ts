import { Store, type SessionData } from 'express-session';

interface Entry {
  /** Serialized like Redis holds it, so a handler cannot change a stored session by reference. */
  json: string;
  expiresAt: number;
}

const PRUNE_EVERY_MS = 60_000;

/**
 * The in-memory session store of the embedded default: sessions expire like they do in Redis (the
 * same TTL rule) and expired ones are pruned, so memory does not grow with every visitor who
 * ever logged in. One process only: a second web process would not see these sessions.
 */
export class MemorySessionStore extends Store {
  private readonly sessions = new Map<string, Entry>();
  private readonly pruner: NodeJS.Timeout;

  constructor(
    private readonly ttlMs: (session: SessionData) => number,
    private readonly now: () => number = () => Date.now(),
  ) {
    super();
    this.pruner = setInterval(() => this.prune(), PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  get size(): number {
    return this.sessions.size;
  }

  override get(sid: string, callback: (err: unknown, session?: SessionData | null) => void): void {
    const entry = this.sessions.get(sid);
    if (!entry || entry.expiresAt <= this.now()) {
      this.sessions.delete(sid);
      callback(null, null);
      return;
    }
    callback(null, JSON.parse(entry.json) as SessionData);
  }

  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    const ttl = this.ttlMs(session);
    if (ttl <= 0) this.sessions.delete(sid);
    else this.sessions.set(sid, { json: JSON.stringify(session), expiresAt: this.now() + ttl });
    callback?.();
  }

  override touch(sid: string, session: SessionData, callback?: () => void): void {
    const entry = this.sessions.get(sid);
    if (entry && entry.expiresAt > this.now()) {
      const ttl = this.ttlMs(session);
      if (ttl <= 0) this.sessions.delete(sid);
      else entry.expiresAt = this.now() + ttl;
    }
    callback?.();
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.sessions.delete(sid);
    callback?.();
  }

  prune(): void {
    const now = this.now();
    for (const [sid, entry] of this.sessions) if (entry.expiresAt <= now) this.sessions.delete(sid);
  }

  close(): void {
    clearInterval(this.pruner);
  }
}
