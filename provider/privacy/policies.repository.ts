import type { PolicyKind, PolicyVersion } from '../../shared/types/privacy';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';

type Row = { kind: PolicyKind; version: number; body_en: string; body_ar: string; published_at: Date };

const toPolicy = (row: Row): PolicyVersion => ({
  kind: row.kind,
  version: row.version,
  bodyEn: row.body_en,
  bodyAr: row.body_ar,
  publishedAt: row.published_at.toISOString(),
});

const COLUMNS = ['kind', 'version', 'body_en', 'body_ar', 'published_at'] as const;

/** The version in force: the latest published (the migration publishes version 1 of each). */
export async function currentPolicy(db: Db, kind: PolicyKind): Promise<PolicyVersion> {
  const row = await db.selectFrom('policy_versions').select(COLUMNS).where('kind', '=', kind).orderBy('version', 'desc').limit(1).executeTakeFirstOrThrow();
  return toPolicy(row);
}

export async function findPolicyVersion(db: Db, kind: PolicyKind, version: number): Promise<PolicyVersion | undefined> {
  const row = await db.selectFrom('policy_versions').select(COLUMNS).where('kind', '=', kind).where('version', '=', version).executeTakeFirst();
  return row && toPolicy(row);
}

/** Every version, newest first. */
export async function listPolicyVersions(db: Db, kind: PolicyKind): Promise<PolicyVersion[]> {
  const rows = await db.selectFrom('policy_versions').select(COLUMNS).where('kind', '=', kind).orderBy('version', 'desc').execute();
  return rows.map(toPolicy);
}

/** Publishes the next version (the earlier ones stay, each with its date). */
export async function publishPolicy(db: Db, kind: PolicyKind, texts: { bodyEn: string; bodyAr: string }, by: number): Promise<PolicyVersion> {
  return inTransaction(db, async (trx) => {
    // One publisher at a time per kind: the version numbers stay a sequence without gaps.
    const latest = await trx
      .selectFrom('policy_versions')
      .select('id')
      .select('version')
      .where('kind', '=', kind)
      .orderBy('version', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('policy_versions')
      .values({ kind, version: latest.version + 1, body_en: texts.bodyEn, body_ar: texts.bodyAr, published_by: by })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toPolicy(row);
  });
}
