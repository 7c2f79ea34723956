import type { Consent, ConsentContext, PolicyKind } from '../../shared/types/privacy';
import type { Db } from '../db/database';

/** Records that the person accepted these versions, here and now. */
export async function recordConsents(db: Db, userId: number, context: ConsentContext, versions: Partial<Record<PolicyKind, number>>): Promise<void> {
  const rows = Object.entries(versions).map(([kind, version]) => ({ user_id: userId, kind: kind as PolicyKind, version: version!, context }));
  if (rows.length > 0) await db.insertInto('consents').values(rows).execute();
}

/** The person's consents, oldest first. */
export async function listConsents(db: Db, userId: number): Promise<Consent[]> {
  const rows = await db.selectFrom('consents').select(['kind', 'version', 'context', 'accepted_at']).where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({ kind: row.kind, version: row.version, context: row.context, acceptedAt: row.accepted_at.toISOString() }));
}

/** Opts in (keeping the first moment) or withdraws. Returns the moment in force, or null. */
export async function setMarketingOptIn(db: Db, userId: number, optIn: boolean, now: Date): Promise<Date | null> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ marketing_opt_in_at: optIn ? eb.fn.coalesce('marketing_opt_in_at', eb.val(now)) : null }))
    .where('id', '=', userId)
    .returning('marketing_opt_in_at')
    .executeTakeFirstOrThrow();
  return row.marketing_opt_in_at;
}
