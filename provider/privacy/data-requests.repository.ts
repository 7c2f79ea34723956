import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Paged } from '../../shared/api/envelope';
import { DATA_REQUEST_DAYS, type DataRequest, type DataRequestKind, type DataRequestSource, type DataRequestState } from '../../shared/types/privacy';
import type { Database, Db } from '../db/database';
import { likePattern, paged, type ListQuery } from '../http/list-query';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The PDPL's deadline: 30 days after the request was received. */
export const dueDate = (receivedAt: Date) => new Date(receivedAt.getTime() + DATA_REQUEST_DAYS * DAY_MS);

export interface NewDataRequest {
  kind: DataRequestKind;
  source: DataRequestSource;
  userId: number | null;
  requester: string;
  details: string;
  receivedAt: Date;
  /** An export served at once is recorded already done. */
  doneBy?: number;
}

export async function createDataRequest(db: Db, input: NewDataRequest): Promise<number> {
  const row = await db
    .insertInto('data_requests')
    .values({
      kind: input.kind,
      source: input.source,
      user_id: input.userId,
      requester: input.requester,
      details: input.details,
      received_at: input.receivedAt,
      due_at: dueDate(input.receivedAt),
      ...(input.doneBy === undefined ? {} : { state: 'done' as const, handled_by: input.doneBy, handled_at: input.receivedAt }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function select(db: Db) {
  return db
    .selectFrom('data_requests as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('users as h', 'h.id', 'r.handled_by')
    .selectAll('r')
    .select(['u.full_name as user_name', 'u.email as user_email', 'h.full_name as handler_name']);
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>;

function toDataRequest(row: Row, now: Date): DataRequest {
  // A request from an account shows the account as it is now (anonymised once erased); one logged by hand, what was typed.
  const requester = row.user_id !== null && row.user_name !== null ? `${row.user_name} <${row.user_email}>` : row.requester;
  return {
    id: row.id,
    kind: row.kind,
    source: row.source,
    userId: row.user_id,
    requester,
    details: row.details,
    state: row.state,
    receivedAt: row.received_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    overdue: row.state === 'open' && row.due_at.getTime() < now.getTime(),
    handledById: row.handled_by,
    handledByName: row.handler_name,
    handledAt: row.handled_at?.toISOString() ?? null,
    note: row.note,
  };
}

export async function findDataRequest(db: Db, id: number, now = new Date()): Promise<DataRequest | undefined> {
  const row = await select(db).where('r.id', '=', id).executeTakeFirst();
  return row && toDataRequest(row, now);
}

export interface DataRequestFilter extends ListQuery {
  state: DataRequestState | null;
  overdue: boolean | null;
  userId: number | null;
}

function conditions(filter: DataRequestFilter, now: Date) {
  return (eb: ExpressionBuilder<Database & { r: Database['data_requests'] }, 'r'>) => {
    const all: Expression<SqlBool>[] = [];
    if (filter.state !== null) all.push(eb('r.state', '=', filter.state));
    if (filter.userId !== null) all.push(eb('r.user_id', '=', filter.userId));
    if (filter.overdue === true) all.push(eb.and([eb('r.state', '=', 'open'), eb('r.due_at', '<', now)]));
    if (filter.overdue === false) all.push(eb.or([eb('r.state', '!=', 'open'), eb('r.due_at', '>=', now)]));
    if (filter.search) all.push(eb('r.requester', 'ilike', likePattern(filter.search)));
    return eb.and(all);
  };
}

/** Open ones first, the nearest deadline first; then the closed ones, newest first. */
export async function listDataRequests(db: Db, filter: DataRequestFilter, now = new Date()): Promise<Paged<DataRequest>> {
  const where = conditions(filter, now);
  const { total } = await db
    .selectFrom('data_requests as r')
    .where(where)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const query = { ...filter, page: filter.page ?? 1 };
  const rows = await select(db)
    .where(where)
    .orderBy((eb) => eb.case().when('r.state', '=', 'open').then(0).else(1).end())
    .orderBy((eb) => eb.case().when('r.state', '=', 'open').then(eb.ref('r.due_at')).else(null).end(), 'asc')
    .orderBy('r.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const items = rows.map((row) => toDataRequest(row, now));
  return paged(items, count, query);
}

/** Open requests past their deadline (the dashboard overview). */
export async function countOverdueRequests(db: Db, now = new Date()): Promise<number> {
  const { total } = await db
    .selectFrom('data_requests')
    .where('state', '=', 'open')
    .where('due_at', '<', now)
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Closes an open request; false when it was not open (closed meanwhile). */
export async function closeDataRequest(db: Db, id: number, state: Exclude<DataRequestState, 'open'>, note: string, by: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('data_requests')
    .set({ state, note, handled_by: by, handled_at: now })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The open request of this kind from this account, if any (one at a time). */
export async function openRequestOf(db: Db, userId: number, kind: DataRequestKind): Promise<number | undefined> {
  const row = await db
    .selectFrom('data_requests')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return row?.id;
}
