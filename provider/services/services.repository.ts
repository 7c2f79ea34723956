import { SERVICE_LATEST_RATINGS } from '../../shared/constants';
import type { Service, ServiceFields, ServiceFile } from '../../shared/types/service';
import type { Db, ServiceFileRow, ServiceRow } from '../db/database';
import { fileUrl, type StoredUpload } from '../files/uploads';
import { partnersOfServices } from '../partners/partners.repository';
import { latestRatingsOfServices, ratingAveragesOfServices } from '../ratings/ratings.repository';
import { inTransaction } from '../db/transaction';
import { anyOf } from '../db/id-list';
import { groupRows } from '../db/group-rows';

const toFile = (row: ServiceFileRow): ServiceFile => ({
  id: row.id,
  fileUrl: fileUrl(row.stored_name),
  fileName: row.file_name,
  contentType: row.content_type,
  size: row.size,
});

const columns = (input: ServiceFields) => ({
  title: input.title,
  arabic_title: input.arabicTitle,
  description: input.description,
  arabic_description: input.arabicDescription,
  details: JSON.stringify(input.details),
  arabic_details: JSON.stringify(input.arabicDetails),
  duration_min: input.durationMin,
  duration_max: input.durationMax,
  duration_unit: input.durationUnit,
  price: input.price,
  faqs: JSON.stringify(input.faqs),
});

/**
 * Services with their files, partners, newest ratings and rating figures, in a fixed number of
 * queries whatever the number of services or ratings.
 */
async function assemble(db: Db, rows: ServiceRow[]): Promise<Service[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [fileRows, partners, rates, averages] = await Promise.all([
    db.selectFrom('service_files').selectAll().where('service_id', '=', anyOf(ids)).orderBy('position').orderBy('id').execute(),
    partnersOfServices(db, ids),
    latestRatingsOfServices(db, ids, SERVICE_LATEST_RATINGS),
    ratingAveragesOfServices(db, ids),
  ]);
  const filesOf = groupRows(fileRows, (file) => file.service_id);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    arabicTitle: row.arabic_title,
    description: row.description,
    arabicDescription: row.arabic_description,
    details: row.details,
    arabicDetails: row.arabic_details,
    durationMin: row.duration_min,
    durationMax: row.duration_max,
    durationUnit: row.duration_unit,
    price: Number(row.price),
    files: (filesOf.get(row.id) ?? []).map(toFile),
    faqs: row.faqs,
    partnerDtos: partners.get(row.id) ?? [],
    rateDtos: rates.get(row.id) ?? [],
    rating: averages.get(row.id) ?? { average: 0, count: 0 },
    archivedAt: row.archived_at ? row.archived_at.toISOString() : null,
  }));
}

/** The live services (the public site, search, sitemap and new bookings), or with `archived` the archived ones (the dashboard). */
export async function listServices(db: Db, archived = false): Promise<Service[]> {
  return assemble(
    db,
    await db
      .selectFrom('services')
      .selectAll()
      .where('archived_at', archived ? 'is not' : 'is', null)
      .orderBy('id', 'asc')
      .execute(),
  );
}

/** One service, archived or not (the public route refuses an archived one itself). */
export async function findService(db: Db, id: number): Promise<Service | undefined> {
  const rows = await db.selectFrom('services').selectAll().where('id', '=', id).execute();
  return (await assemble(db, rows))[0];
}

/** The ids among `ids` that name no live service (an archived one takes no new booking, rating, partner or link). */
export async function missingServiceIds(db: Db, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db.selectFrom('services').select('id').where('id', 'in', unique).where('archived_at', 'is', null).execute();
  const present = new Set(found.map((r) => r.id));
  return unique.filter((id) => !present.has(id));
}

async function insertFiles(db: Db, serviceId: number, uploads: StoredUpload[], firstPosition: number): Promise<void> {
  if (uploads.length === 0) return;
  await db
    .insertInto('service_files')
    .values(
      uploads.map((u, i) => ({
        service_id: serviceId,
        stored_name: u.storedName,
        file_name: u.fileName,
        content_type: u.contentType,
        size: u.size,
        position: firstPosition + i,
      })),
    )
    .execute();
}

/** The service and its files in one transaction. */
export async function createService(db: Db, input: ServiceFields, uploads: StoredUpload[]): Promise<Service> {
  const id = await inTransaction(db, async (trx) => {
    const row = await trx.insertInto('services').values(columns(input)).returning('id').executeTakeFirstOrThrow();
    await insertFiles(trx, row.id, uploads, 0);
    return row.id;
  });
  return (await findService(db, id))!;
}

/**
 * Replaces the service's fields, appends new files and removes the listed ones, in one transaction.
 * Returns the stored names of removed files so the caller deletes them from disk after the commit.
 */
export async function updateService(
  db: Db,
  id: number,
  input: ServiceFields,
  uploads: StoredUpload[],
  removeFileIds: number[],
): Promise<{ service: Service; removedFiles: string[] } | undefined> {
  const outcome = await inTransaction(db, async (trx) => {
    const updated = await trx
      .updateTable('services')
      .set({ ...columns(input), updated_at: new Date() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return undefined;
    const removed =
      removeFileIds.length > 0
        ? await trx.deleteFrom('service_files').where('service_id', '=', id).where('id', 'in', removeFileIds).returning('stored_name').execute()
        : [];
    const last = await trx
      .selectFrom('service_files')
      .select((eb) => eb.fn.max('position').as('max'))
      .where('service_id', '=', id)
      .executeTakeFirst();
    await insertFiles(trx, id, uploads, last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1);
    return removed.map((r) => r.stored_name);
  });
  if (!outcome) return undefined;
  return { service: (await findService(db, id))!, removedFiles: outcome };
}

/**
 * Archives a service instead of deleting it: gone from the public site, search, sitemap and new
 * bookings, kept with its files, ratings (verified ones too) and partners in every booking, quote,
 * invoice, report and export. false for an unknown or already archived service.
 */
export async function archiveService(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('services')
    .set({ archived_at: now, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Brings an archived service back to the site; false when it is unknown or not archived. */
export async function restoreService(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db
    .updateTable('services')
    .set({ archived_at: null, updated_at: now })
    .where('id', '=', id)
    .where('archived_at', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
