import { createHash, randomBytes } from 'node:crypto';
import type { Db, UserTokenPurpose } from '../db/database';
import { inTransaction } from '../db/transaction';

export const ONE_TIME_TOKEN_TTL_MINUTES: Record<UserTokenPurpose, number> = {
  'confirm-email': 48 * 60,
  'reset-password': 60,
  // Someone invited by an admin may not read the message the same hour.
  invitation: 7 * 24 * 60,
  'change-email': 24 * 60,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use token for e-mail confirmation or password reset. Only its hash is stored; a new
 * token replaces any earlier one of the same purpose.
 */
export async function issueOneTimeToken(db: Db, userId: number, purpose: UserTokenPurpose, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MINUTES[purpose] * 60_000);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('user_tokens').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
    await trx
      .insertInto('user_tokens')
      .values({ user_id: userId, purpose, token_hash: hashOf(token), expires_at: expiresAt })
      .execute();
  });
  return token;
}

/** Consumes a token: true only once, only for its user and purpose, only before it expires. */
export async function consumeOneTimeToken(db: Db, userId: number, purpose: UserTokenPurpose, token: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('user_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('token_hash', '=', hashOf(token))
    .returning('expires_at')
    .executeTakeFirst();
  return !!deleted && deleted.expires_at.getTime() > Date.now();
}
