import type { JobStatus, PartnerMove } from '../../shared/job-progress/transitions';
import type { JobChecklistEntry, JobEvent, JobPhoto, JobProgress } from '../../shared/types/job-progress';
import type { Db } from '../db/database';
import { groupRows } from '../db/group-rows';
import { anyOf } from '../db/id-list';
import { inTransaction } from '../db/transaction';
import type { StoredUpload } from '../files/uploads';

/** Where a job's photo is answered (to who may see the job only: job-photos.routes.ts). */
export const jobPhotoUrl = (storedName: string) => `/Jobs/photos/${storedName}`;

export interface JobRow {
  id: number;
  bookingId: number;
  partnerId: number;
  status: JobStatus;
}

/** One assignment of a partner to a booking (dispatch's booking_assignments), or undefined. */
export async function findJob(db: Db, assignmentId: number): Promise<JobRow | undefined> {
  const row = await db.selectFrom('booking_assignments').select(['id', 'booking_id', 'partner_id', 'status']).where('id', '=', assignmentId).executeTakeFirst();
  return row && { id: row.id, bookingId: row.booking_id, partnerId: row.partner_id, status: row.status as JobStatus };
}

export interface JobMove {
  assignmentId: number;
  from: JobStatus;
  to: PartnerMove;
  note: string;
  reason: string;
  userId: number;
  at: Date;
}

/**
 * Moves a job one step and records the step, if it is still at `from` (a concurrent move, or an
 * admin's withdrawal meanwhile, makes this false and changes nothing).
 */
export async function moveJob(db: Db, move: JobMove): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const moved = await trx
      .updateTable('booking_assignments')
      .set({ status: move.to, updated_at: move.at, ...(move.to === 'declined' ? { decline_reason: move.reason } : {}) })
      .where('id', '=', move.assignmentId)
      .where('status', '=', move.from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) return false;
    await trx
      .insertInto('job_events')
      .values({
        assignment_id: move.assignmentId,
        status: move.to,
        note: move.to === 'declined' ? move.reason : move.note,
        by_user_id: move.userId,
        created_at: move.at,
      })
      .execute();
    return true;
  });
}

/** The statuses of a booking's jobs that are still on (not declined or withdrawn). */
export async function liveJobStatuses(db: Db, bookingId: number): Promise<JobStatus[]> {
  const rows = await db
    .selectFrom('booking_assignments')
    .select('status')
    .where('booking_id', '=', bookingId)
    .where('status', 'not in', ['declined', 'withdrawn'])
    .execute();
  return rows.map((r) => r.status as JobStatus);
}

/** The ids of a booking's jobs, declined and withdrawn ones too (the client sees who declined no more: filtered by the caller). */
export async function jobIdsOfBooking(db: Db, bookingId: number): Promise<number[]> {
  const rows = await db.selectFrom('booking_assignments').select('id').where('booking_id', '=', bookingId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/**
 * A partner's jobs to show in the portal: those still on, on bookings not cancelled, whose time is
 * from `since` on, or that are not finished whatever their time (a job left started yesterday);
 * earliest first.
 */
export async function partnerJobIds(db: Db, partnerId: number, since: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .selectFrom('booking_assignments as a')
    .innerJoin('bookings as b', 'b.id', 'a.booking_id')
    .select(['a.id'])
    .where('a.partner_id', '=', partnerId)
    .where('a.status', 'not in', ['declined', 'withdrawn'])
    .where('b.status', '!=', 'cancelled')
    .where((eb) => eb.or([eb('a.status', '!=', 'done'), eb(eb.fn.coalesce('b.slot_starts_at', 'b.prefered_date_and_time'), '>=', since)]))
    .orderBy(({ fn }) => fn.coalesce('b.slot_starts_at', 'b.prefered_date_and_time'))
    .orderBy('a.id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** The checklist items of a booking's main service (the one its slot belongs to), in order. */
async function checklistItemsOfBookings(db: Db, bookingIds: number[]) {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom('booking_items as bi')
    .innerJoin('service_checklist_items as ci', 'ci.service_id', 'bi.service_id')
    .select(['bi.request_id as booking_id', 'ci.id', 'ci.service_id', 'ci.label_en', 'ci.label_ar'])
    .where('bi.request_id', '=', anyOf(bookingIds))
    .where('bi.is_additional_service', '=', false)
    .where('ci.archived_at', 'is', null)
    .orderBy('ci.position')
    .orderBy('ci.id')
    .execute();
}

/** Each job's progress (in the order of `ids`): its partner, steps, photos and checklist. */
export async function progressOf(db: Db, ids: number[]): Promise<JobProgress[]> {
  if (ids.length === 0) return [];
  const jobs = await db
    .selectFrom('booking_assignments as a')
    .innerJoin('partners as p', 'p.id', 'a.partner_id')
    .select(['a.id', 'a.booking_id', 'a.partner_id', 'a.status', 'p.name', 'p.arabic_name'])
    .where('a.id', '=', anyOf(ids))
    .execute();
  const [events, photos, ticks, items] = await Promise.all([
    db.selectFrom('job_events').select(['id', 'assignment_id', 'status', 'note', 'created_at']).where('assignment_id', '=', anyOf(ids)).orderBy('id').execute(),
    db
      .selectFrom('job_photos')
      .select(['id', 'assignment_id', 'stored_name', 'file_name', 'content_type', 'created_at'])
      .where('assignment_id', '=', anyOf(ids))
      .orderBy('id')
      .execute(),
    db.selectFrom('job_checklist_ticks').select(['assignment_id', 'item_id', 'ticked', 'updated_at']).where('assignment_id', '=', anyOf(ids)).execute(),
    checklistItemsOfBookings(db, [...new Set(jobs.map((j) => j.booking_id))]),
  ]);
  const eventsOf = groupRows(events, (e) => e.assignment_id);
  const photosOf = groupRows(photos, (p) => p.assignment_id);
  const itemsOf = groupRows(items, (i) => i.booking_id);
  const byId = new Map(jobs.map((j) => [j.id, j]));
  return ids.flatMap((id) => {
    const job = byId.get(id);
    if (!job) return [];
    const tickOf = new Map(ticks.filter((t) => t.assignment_id === id).map((t) => [t.item_id, t]));
    return [
      {
        assignmentId: job.id,
        bookingId: job.booking_id,
        partnerId: job.partner_id,
        partnerName: job.name,
        partnerArabicName: job.arabic_name,
        status: job.status as JobStatus,
        events: (eventsOf.get(id) ?? []).map((e): JobEvent => ({ id: e.id, status: e.status, note: e.note, at: e.created_at.toISOString() })),
        photos: (photosOf.get(id) ?? []).map(
          (p): JobPhoto => ({
            id: p.id,
            fileUrl: jobPhotoUrl(p.stored_name),
            fileName: p.file_name,
            contentType: p.content_type,
            at: p.created_at.toISOString(),
          }),
        ),
        checklist: (itemsOf.get(job.booking_id) ?? []).map((item): JobChecklistEntry => {
          const tick = tickOf.get(item.id);
          return {
            id: item.id,
            serviceId: item.service_id,
            labelEn: item.label_en,
            labelAr: item.label_ar,
            ticked: tick?.ticked ?? false,
            tickedAt: tick?.ticked ? tick.updated_at.toISOString() : null,
          };
        }),
      },
    ];
  });
}

/** Keeps the photos a partner took on a job (already in the storage). */
export async function addJobPhotos(db: Db, assignmentId: number, uploads: StoredUpload[], userId: number, at: Date): Promise<void> {
  if (uploads.length === 0) return;
  await db
    .insertInto('job_photos')
    .values(
      uploads.map((u) => ({
        assignment_id: assignmentId,
        stored_name: u.storedName,
        file_name: u.fileName,
        content_type: u.contentType,
        size: u.size,
        by_user_id: userId,
        created_at: at,
      })),
    )
    .execute();
}

/** A stored photo's names and the booking (and its client) it was taken for, or undefined. */
export async function photoOf(db: Db, storedName: string) {
  return db
    .selectFrom('job_photos as ph')
    .innerJoin('booking_assignments as a', 'a.id', 'ph.assignment_id')
    .innerJoin('bookings as b', 'b.id', 'a.booking_id')
    .select(['ph.file_name', 'ph.content_type', 'b.id as booking_id', 'b.client_id'])
    .where('ph.stored_name', '=', storedName)
    .executeTakeFirst();
}

/** Whether `itemId` is on the checklist of the job's booking's main service. */
export async function isItemOfJob(db: Db, assignmentId: number, itemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('booking_assignments as a')
    .innerJoin('booking_items as bi', (join) => join.onRef('bi.request_id', '=', 'a.booking_id').on('bi.is_additional_service', '=', false))
    .innerJoin('service_checklist_items as ci', 'ci.service_id', 'bi.service_id')
    .select('ci.id')
    .where('a.id', '=', assignmentId)
    .where('ci.id', '=', itemId)
    .where('ci.archived_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ticks (or unticks) a checklist item on a job. */
export async function setTick(db: Db, assignmentId: number, itemId: number, ticked: boolean, userId: number, at: Date): Promise<void> {
  await db
    .insertInto('job_checklist_ticks')
    .values({ assignment_id: assignmentId, item_id: itemId, ticked, by_user_id: userId, updated_at: at })
    .onConflict((oc) => oc.columns(['assignment_id', 'item_id']).doUpdateSet({ ticked, by_user_id: userId, updated_at: at }))
    .execute();
}
