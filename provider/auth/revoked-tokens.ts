import { createHash } from 'node:crypto';
import type { Db } from '../db/database';

/** Tokens are kept as hashes: the table names no usable token. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Ends a bearer token before its expiry (logout). Rows whose token has expired anyway are pruned on
 * the way, so the table holds only tokens that would still be accepted otherwise. Revoking twice is
 * harmless.
 */
export async function revokeToken(db: Db, token: string, userId: number, expiresAt: Date, now = new Date()): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<=', now).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ token_hash: hashOf(token), user_id: userId, expires_at: expiresAt })
    .onConflict((conflict) => conflict.column('token_hash').doNothing())
    .execute();
}

export async function isTokenRevoked(db: Db, token: string): Promise<boolean> {
  const row = await db.selectFrom('revoked_tokens').select('token_hash').where('token_hash', '=', hashOf(token)).executeTakeFirst();
  return row !== undefined;
}
