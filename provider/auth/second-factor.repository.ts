import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A staff member's TOTP secret as stored (never sent back once enrolment is finished). */
export interface SecondFactorRow {
  secret: string;
  confirmedAt: Date | null;
  lastStep: number | null;
  failedCodes: number;
  waitUntil: Date | null;
}

export async function findSecondFactor(db: Db, userId: number): Promise<SecondFactorRow | null> {
  const row = await db.selectFrom('user_second_factors').selectAll().where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return {
    secret: row.secret,
    confirmedAt: row.confirmed_at,
    lastStep: row.last_step === null ? null : Number(row.last_step),
    failedCodes: row.failed_codes,
    waitUntil: row.wait_until,
  };
}

/** Starts (or starts again) an enrolment with a new secret; never replaces a confirmed one. */
export async function startEnrolment(db: Db, userId: number, secret: string): Promise<boolean> {
  const row = await db
    .insertInto('user_second_factors')
    .values({ user_id: userId, secret })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ secret, failed_codes: 0, wait_until: null, last_step: null }).where('user_second_factors.confirmed_at', 'is', null),
    )
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

/** A confirmed secret set directly (the bootstrapped admin's ADMIN_TOTP_SECRET). */
export async function setConfirmedSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .insertInto('user_second_factors')
    .values({ user_id: userId, secret, confirmed_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret, confirmed_at: new Date(), failed_codes: 0, wait_until: null, last_step: null }))
    .execute();
}

/**
 * Takes a right code: its step becomes the last one, the failures are forgotten and an enrolment is
 * finished. False when that step (or a later one) was already taken: the same code twice is refused.
 */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('user_second_factors')
    .set({ last_step: step, failed_codes: 0, wait_until: null, confirmed_at: sql`coalesce(confirmed_at, now())` })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', String(step))]))
    .returning('user_id')
    .executeTakeFirst();
  return !!row;
}

/** A wrong code: one more failure, and no code is checked before `waitUntil`. */
export async function recordFailedCode(db: Db, userId: number, failedCodes: number, waitUntil: Date | null): Promise<void> {
  await db.updateTable('user_second_factors').set({ failed_codes: failedCodes, wait_until: waitUntil }).where('user_id', '=', userId).execute();
}

/** A right recovery code: the failures are forgotten (the code itself is spent by spendRecoveryCode). */
export async function clearFailedCodes(db: Db, userId: number): Promise<void> {
  await db.updateTable('user_second_factors').set({ failed_codes: 0, wait_until: null }).where('user_id', '=', userId).execute();
}

/** The staff member's recovery codes are these (by hash) from now on; earlier ones no longer work. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: readonly string[]): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Spends an unused recovery code; false when there is none by that hash. */
export async function spendRecoveryCode(db: Db, userId: number, hash: string): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Forgets a staff member's second step (an admin's reset): their next sign-in enrols again. */
export async function resetSecondFactor(db: Db, userId: number, now = new Date()): Promise<boolean> {
  // Every session they had ends (the lost phone may be beside a signed-in laptop): tokens issued
  // before this moment are refused, the next sign-in's are not.
  await db.updateTable('users').set({ sessions_valid_from: now }).where('id', '=', userId).execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  const row = await db.deleteFrom('user_second_factors').where('user_id', '=', userId).returning('user_id').executeTakeFirst();
  return !!row;
}
