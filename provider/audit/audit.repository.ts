import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Paged } from '../../shared/api/envelope';
import { addDays, saudiInstant } from '../../shared/scheduling/saudi-clock';
import type { AuditAction, AuditEntity, AuditEntry } from '../../shared/types/audit';
import type { Database, Db } from '../db/database';
import { jsonColumn } from '../db/json-column';
import { likePattern, paged, pageWindow, type ListQuery } from '../http/list-query';

/** A change to record (the time is the database's). */
export interface NewAuditEntry {
  /** The admin who made the change; id null for what the provider does by itself (the retention schedule). */
  actor: { id: number | null; name: string; email: string };
  action: AuditAction;
  entity: AuditEntity;
  entityId: number | null;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

/**
 * Records one change. The log is only ever added to: nothing in the provider deletes its rows, and
 * only the privacy rules change them (an erased person's copies, anonymiseAccount; personal fields
 * past their retention, privacy/retention.ts).
 */
export async function recordAudit(db: Db, entry: NewAuditEntry): Promise<void> {
  const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      actor_email: entry.actor.email,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: json(entry.before),
      after: json(entry.after),
      request_id: entry.requestId,
    })
    .execute();
}

export interface AuditFilter extends ListQuery {
  entity: AuditEntity | null;
  entityId: number | null;
  action: AuditAction | null;
  actorId: number | null;
  /** Saudi calendar days, both included. */
  from: string | null;
  to: string | null;
}

function conditions(filter: AuditFilter) {
  return (eb: ExpressionBuilder<Database, 'audit_log'>) => {
    const all: Expression<SqlBool>[] = [];
    if (filter.entity !== null) all.push(eb('entity', '=', filter.entity));
    if (filter.entityId !== null) all.push(eb('entity_id', '=', filter.entityId));
    if (filter.action !== null) all.push(eb('action', '=', filter.action));
    if (filter.actorId !== null) all.push(eb('actor_id', '=', filter.actorId));
    if (filter.from !== null) all.push(eb('at', '>=', saudiInstant(filter.from, 0)));
    if (filter.to !== null) all.push(eb('at', '<', saudiInstant(addDays(filter.to, 1), 0)));
    if (filter.search) {
      const pattern = likePattern(filter.search);
      all.push(eb.or([eb('actor_name', 'ilike', pattern), eb('actor_email', 'ilike', pattern)]));
    }
    return eb.and(all);
  };
}

/** The log, newest first, one page at a time. */
export async function listAudit(db: Db, filter: AuditFilter): Promise<Paged<AuditEntry>> {
  const where = conditions(filter);
  const { total } = await db
    .selectFrom('audit_log')
    .where(where)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const window = pageWindow({ ...filter, page: filter.page ?? 1 }, count);
  const direction = window.fromEnd ? 'asc' : 'desc';
  const rows = await db
    .selectFrom('audit_log')
    .where(where)
    .selectAll()
    .orderBy('at', direction)
    .orderBy('id', direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  if (window.fromEnd) rows.reverse();
  const items = rows.map(
    (row): AuditEntry => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actor_id,
      actorName: row.actor_name,
      actorEmail: row.actor_email,
      action: row.action as AuditAction,
      entity: row.entity as AuditEntity,
      entityId: row.entity_id,
      before: jsonColumn(row.before),
      after: jsonColumn(row.after),
    }),
  );
  return paged(items, count, { ...filter, page: filter.page ?? 1 });
}
