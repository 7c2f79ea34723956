import type { Partner, PartnerFields } from '../../shared/types/partner';
import type { Db, PartnerRow } from '../db/database';
import { groupRows } from '../db/group-rows';
import { anyOf } from '../db/id-list';

export function toPartner(row: PartnerRow): Partner {
  return {
    id: row.id,
    name: row.name,
    arabicName: row.arabic_name,
    location: row.location,
    arabicLocation: row.arabic_location,
    description: row.description,
    arabicDescription: row.arabic_description,
    // A partner whose service was deleted has none; the client shows it as inactive (spec 4).
    serviceId: row.service_id ?? 0,
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
  };
}

const columns = (input: PartnerFields) => ({
  name: input.name,
  arabic_name: input.arabicName,
  location: input.location,
  arabic_location: input.arabicLocation,
  description: input.description,
  arabic_description: input.arabicDescription,
  service_id: input.serviceId,
});

/** The live partners (the site), or with `archived` the archived ones (the dashboard). */
export async function listPartners(db: Db, serviceId: number | null = null, archived = false): Promise<Partner[]> {
  let query = db
    .selectFrom('partners')
    .selectAll()
    .where('archived_at', archived ? 'is not' : 'is', null)
    .orderBy('id', 'asc');
  if (serviceId !== null) query = query.where('service_id', '=', serviceId);
  return (await query.execute()).map(toPartner);
}

export async function partnersOfServices(db: Db, serviceIds: number[]): Promise<Map<number, Partner[]>> {
  if (serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('partners')
    .selectAll()
    .where('service_id', '=', anyOf(serviceIds))
    .where('archived_at', 'is', null)
    .orderBy('id', 'asc')
    .execute();
  return groupRows(rows.map(toPartner), (partner) => partner.serviceId);
}

export async function findPartner(db: Db, id: number): Promise<Partner | undefined> {
  const row = await db.selectFrom('partners').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toPartner(row);
}

export async function createPartner(db: Db, input: PartnerFields): Promise<Partner> {
  const row = await db.insertInto('partners').values(columns(input)).returningAll().executeTakeFirstOrThrow();
  return toPartner(row);
}

export async function updatePartner(db: Db, id: number, input: PartnerFields): Promise<Partner | undefined> {
  const row = await db
    .updateTable('partners')
    .set({ ...columns(input), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPartner(row) : undefined;
}

/** Archives a partner: gone from the site, kept for the records; false when unknown or already archived. */
export async function archivePartner(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ archived_at: now, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Brings an archived partner back; false when unknown or not archived. */
export async function restorePartner(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('partners')
    .set({ archived_at: null, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
