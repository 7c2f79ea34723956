import { sql } from 'kysely';
import type { AdminNotice, AdminNoticeKind, AdminNoticePage, AdminNoticeSummary } from '../../shared/types/admin-notice';
import type { Db } from '../db/database';
import { jsonColumn } from '../db/json-column';

/** Records a notice for every admin (each reads it on their own). */
export async function recordAdminNotice(db: Db, kind: AdminNoticeKind, entityId: number, summary: AdminNoticeSummary): Promise<void> {
  await db
    .insertInto('admin_notices')
    .values({ kind, entity_id: entityId, summary: JSON.stringify(summary) })
    .execute();
}

const readBy = (userId: number) => sql<boolean>`exists (select 1 from admin_notice_reads r where r.notice_id = admin_notices.id and r.user_id = ${userId})`;

/** The notices an admin has not read. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('admin_notices')
    .where(sql<boolean>`not ${readBy(userId)}`)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The notices, newest first, each marked read or not for this admin. */
export async function listAdminNotices(db: Db, userId: number, page: number, pageSize: number): Promise<AdminNoticePage> {
  const { total } = await db
    .selectFrom('admin_notices')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('admin_notices')
    .selectAll()
    .select(readBy(userId).as('read'))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const items = rows.map(
    (row): AdminNotice => ({
      id: row.id,
      kind: row.kind as AdminNoticeKind,
      entityId: row.entity_id,
      summary: jsonColumn<AdminNoticeSummary>(row.summary),
      createdAt: row.created_at.toISOString(),
      read: Boolean(row.read),
    }),
  );
  return { items, total: Number(total), page, pageSize, unread: await unreadCount(db, userId) };
}

/** Marks one notice read for this admin; false when there is no such notice. Reading twice is harmless. */
export async function markNoticeRead(db: Db, userId: number, noticeId: number): Promise<boolean> {
  const exists = await db.selectFrom('admin_notices').select('id').where('id', '=', noticeId).executeTakeFirst();
  if (!exists) return false;
  await db
    .insertInto('admin_notice_reads')
    .values({ notice_id: noticeId, user_id: userId })
    .onConflict((oc) => oc.columns(['notice_id', 'user_id']).doNothing())
    .execute();
  return true;
}

/** Marks every notice read for this admin. */
export async function markAllNoticesRead(db: Db, userId: number): Promise<void> {
  await sql`
    insert into admin_notice_reads (notice_id, user_id)
    select n.id, ${userId}::int from admin_notices n
    where not exists (select 1 from admin_notice_reads r where r.notice_id = n.id and r.user_id = ${userId}::int)
    on conflict do nothing`.execute(db);
}

export async function readNoticeEmails(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('notice_emails').where('id', '=', userId).executeTakeFirst();
  return row?.notice_emails ?? true;
}

export async function saveNoticeEmails(db: Db, userId: number, emails: boolean): Promise<void> {
  await db.updateTable('users').set({ notice_emails: emails }).where('id', '=', userId).execute();
}

/** The active admins who get notices by e-mail (everyone else reads them in the dashboard only). */
export async function adminsToEmail(db: Db): Promise<Array<{ id: number; email: string }>> {
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'Admin')
    .where('is_active', '=', true)
    .where('notice_emails', '=', true)
    .orderBy('id')
    .execute();
}
