import type { Paged } from '../../shared/api/envelope';
import type { Rate } from '../../shared/types/rate';
import type { Db } from '../db/database';
import { likePattern, paged, type ListQuery } from '../http/list-query';

function rateQuery(db: Db) {
  return db
    .selectFrom('rates')
    .innerJoin('clients', 'clients.id', 'rates.client_id')
    .innerJoin('users', 'users.id', 'clients.user_id')
    .innerJoin('services', 'services.id', 'rates.service_id')
    .select([
      'rates.id',
      'rates.value',
      'rates.comment',
      'rates.client_id',
      'rates.service_id',
      'rates.created_at',
      'users.full_name as client_name',
      'services.title as service_title',
    ]);
}

type RateRecord = Awaited<ReturnType<ReturnType<typeof rateQuery>['executeTakeFirstOrThrow']>>;

export function toRate(row: RateRecord): Rate {
  return {
    id: row.id,
    value: row.value,
    comment: row.comment,
    clientName: row.client_name,
    clientId: row.client_id,
    serviceId: row.service_id,
    serviceTitle: row.service_title,
    createdAt: row.created_at.toISOString(),
  };
}

export interface RateFilter extends ListQuery {
  value: number | null;
  serviceId: number | null;
}

/** Search is a case-insensitive substring of comment, client name or service title (spec 5.9). */
export async function listRates(db: Db, filter: RateFilter): Promise<Rate[] | Paged<Rate>> {
  let query = rateQuery(db);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([eb('rates.comment', 'ilike', pattern), eb('users.full_name', 'ilike', pattern), eb('services.title', 'ilike', pattern)]),
    );
  }
  if (filter.value !== null) query = query.where('rates.value', '=', filter.value);
  if (filter.serviceId !== null) query = query.where('rates.service_id', '=', filter.serviceId);
  const ordered = query.orderBy('rates.created_at', 'desc').orderBy('rates.id', 'desc');
  if (filter.page === null) return (await ordered.execute()).map(toRate);
  const [rows, count] = await Promise.all([
    ordered.limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return paged(rows.map(toRate), Number(count.total), filter);
}

export async function ratesOfServices(db: Db, serviceIds: number[]): Promise<Map<number, Rate[]>> {
  const byService = new Map<number, Rate[]>();
  if (serviceIds.length === 0) return byService;
  const rows = await rateQuery(db).where('rates.service_id', 'in', serviceIds).orderBy('rates.created_at', 'desc').orderBy('rates.id', 'desc').execute();
  for (const row of rows) {
    const list = byService.get(row.service_id) ?? [];
    list.push(toRate(row));
    byService.set(row.service_id, list);
  }
  return byService;
}

export async function createRate(db: Db, input: { value: number; comment: string; serviceId: number; clientId: number }): Promise<Rate> {
  const { id } = await db
    .insertInto('rates')
    .values({ value: input.value, comment: input.comment, service_id: input.serviceId, client_id: input.clientId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toRate(await rateQuery(db).where('rates.id', '=', id).executeTakeFirstOrThrow());
}

export async function deleteRate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('rates').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
