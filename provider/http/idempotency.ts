import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { jsonColumn } from '../db/json-column';
import type { Db } from '../db/database';
import { badRequest, HttpError } from './http-error';

/**
 * Idempotency-Key on creating calls (bookings, messages, ratings, quotes): a client sends one key
 * per submission and the same key with every retry of it. The first call with a key runs and its
 * answer is stored in the same transaction as what it created; a repeat gets that answer again
 * (`Idempotent-Replayed: true`), so a retry after a timeout never creates twice. Keys are kept a day.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{16,200}$/;
const KEPT_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The request's key, or null without one; a key that is not 16–200 safe characters is refused. */
export function idempotencyKeyOf(req: Request): string | null {
  const raw = req.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) throw badRequest({ [IDEMPOTENCY_HEADER]: ['validation:idempotencyKeyInvalid'] });
  return raw;
}

/** What makes two calls "the same request": the route and the validated body. */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${JSON.stringify(body ?? null)}`)
    .digest('base64url');
}

let lastSweep = 0;

async function sweepOldKeys(db: Db): Promise<void> {
  if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = Date.now();
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(Date.now() - KEPT_MS))
    .execute();
}

/**
 * Runs `work` once per (scope, key). Concurrent calls with one key wait for each other on the unique
 * index (PostgreSQL) or the single connection (PGlite); the later one then replays the first answer.
 * If `work` fails, nothing is stored and a retry runs it again.
 */
export async function oncePerKey(
  db: Db,
  call: { scope: string; key: string; fingerprint: string },
  work: (trx: Db) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  await sweepOldKeys(db);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('idempotency_keys')
      .values({ scope: call.scope, key: call.key, fingerprint: call.fingerprint, response_status: 0, response_body: JSON.stringify(null) })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['fingerprint', 'response_status', 'response_body'])
        .where('scope', '=', call.scope)
        .where('key', '=', call.key)
        .executeTakeFirstOrThrow();
      if (first.fingerprint !== call.fingerprint)
        throw new HttpError(422, 'CONFLICT', 'idempotencyKeyReused', { [IDEMPOTENCY_HEADER]: ['provider:idempotencyKeyReused'] });
      const body = jsonColumn<unknown>(first.response_body);
      return { status: first.response_status, body, replayed: true };
    }
    const answer = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response_status: answer.status, response_body: JSON.stringify(answer.body) })
      .where('id', '=', claimed.id)
      .execute();
    return { ...answer, replayed: false };
  });
}
