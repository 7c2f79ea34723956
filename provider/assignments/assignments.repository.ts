import { ENDED_ASSIGNMENT_STATUSES, type AssignmentStatus } from '../../shared/constants';
import type { BookingAssignment } from '../../shared/types/assignment';
import type { Db } from '../db/database';
import { inCalendarRange } from '../bookings/bookings.repository';

/**
 * Who does a booking (issue 27): the booking_assignments rows with their partner's names. A declined
 * or withdrawn row is history: it no longer gives the partner the booking, nor holds their time.
 */

function assignmentQuery(db: Db) {
  return db
    .selectFrom('booking_assignments')
    .innerJoin('partners', 'partners.id', 'booking_assignments.partner_id')
    .selectAll('booking_assignments')
    .select(['partners.name as partner_name', 'partners.arabic_name as partner_arabic_name']);
}

type AssignmentRecord = Awaited<ReturnType<ReturnType<typeof assignmentQuery>['executeTakeFirstOrThrow']>>;

export function toAssignment(row: AssignmentRecord): BookingAssignment {
  return {
    id: row.id,
    bookingId: row.booking_id,
    partnerId: row.partner_id,
    partnerName: row.partner_name,
    partnerArabicName: row.partner_arabic_name,
    status: row.status,
    declineReason: row.decline_reason,
    assignedBy: row.assigned_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export const isLiveStatus = (status: AssignmentStatus) => !(ENDED_ASSIGNMENT_STATUSES as readonly AssignmentStatus[]).includes(status);

/** Every assignment of the booking, the ended ones too (history), oldest first. */
export async function assignmentsOfBooking(db: Db, bookingId: number): Promise<BookingAssignment[]> {
  const rows = await assignmentQuery(db).where('booking_assignments.booking_id', '=', bookingId).orderBy('booking_assignments.id').execute();
  return rows.map(toAssignment);
}

/** The partner's live assignment to the booking (not declined or withdrawn), if any. */
export async function assignmentOf(db: Db, bookingId: number, partnerId: number): Promise<BookingAssignment | undefined> {
  const row = await assignmentQuery(db)
    .where('booking_assignments.booking_id', '=', bookingId)
    .where('booking_assignments.partner_id', '=', partnerId)
    .where('booking_assignments.status', 'not in', ENDED_ASSIGNMENT_STATUSES)
    .executeTakeFirst();
  return row ? toAssignment(row) : undefined;
}

export async function findAssignment(db: Db, id: number): Promise<BookingAssignment | undefined> {
  const row = await assignmentQuery(db).where('booking_assignments.id', '=', id).executeTakeFirst();
  return row ? toAssignment(row) : undefined;
}

/** The partner a login is (role Partner), or null for any other account or an unknown id. */
export async function partnerIdOfUser(db: Db, userId: number): Promise<number | null> {
  const row = await db.selectFrom('users').select('partner_id').where('id', '=', userId).executeTakeFirst();
  return row?.partner_id ?? null;
}

/** Whether the partner holds a live assignment to the booking: what lets a partner reach a booking at all. */
export async function canPartnerSeeBooking(db: Db, partnerId: number, bookingId: number): Promise<boolean> {
  return (await assignmentOf(db, bookingId, partnerId)) !== undefined;
}

/** The partner's live assignments (their jobs), newest booking first. */
export async function assignmentsOfPartner(db: Db, partnerId: number): Promise<BookingAssignment[]> {
  const rows = await assignmentQuery(db)
    .where('booking_assignments.partner_id', '=', partnerId)
    .where('booking_assignments.status', 'not in', ENDED_ASSIGNMENT_STATUSES)
    .orderBy('booking_assignments.booking_id', 'desc')
    .execute();
  return rows.map(toAssignment);
}

/**
 * The live assignments of the bookings whose time (their slot, else their preferred time: the calendar's
 * rule) falls in [from, to), optionally of bookings that include a service: the admins' calendar lanes.
 */
export async function liveAssignmentsBetween(db: Db, range: { from: Date; to: Date; serviceId: number | null }): Promise<BookingAssignment[]> {
  const rows = await assignmentQuery(db)
    .innerJoin('bookings', 'bookings.id', 'booking_assignments.booking_id')
    .where('booking_assignments.status', 'not in', ENDED_ASSIGNMENT_STATUSES)
    .where(inCalendarRange(range))
    .orderBy('booking_assignments.booking_id')
    .orderBy('booking_assignments.id')
    .execute();
  return rows.map(toAssignment);
}

/** Records an assignment (status 'assigned'); the caller has checked eligibility and clashes in the same transaction. */
export async function insertAssignment(db: Db, bookingId: number, partnerId: number, assignedBy: number | null, now: Date): Promise<number> {
  const row = await db
    .insertInto('booking_assignments')
    .values({ booking_id: bookingId, partner_id: partnerId, assigned_by: assignedBy, status: 'assigned', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Moves an assignment to a status (and sets or clears the decline reason); false when no such row. */
export async function setAssignmentStatus(db: Db, id: number, status: AssignmentStatus, now: Date, declineReason: string | null = null): Promise<boolean> {
  const result = await db
    .updateTable('booking_assignments')
    .set({ status, decline_reason: status === 'declined' ? declineReason : null, updated_at: now })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
