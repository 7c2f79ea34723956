import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * The partners who do a booking's job, as dispatch assigns them (provider/assignments): every
 * assignment but the declined and withdrawn ones. A quote line's cost is owed to the partner it
 * names, else to the booking's one active partner; with several and none named, it is owed to
 * nobody yet (the margins list it under "no partner").
 */

export const INACTIVE_ASSIGNMENTS = ['declined', 'withdrawn'] as const;

export function activePartnersOfBooking(db: Db, bookingId: number) {
  return db
    .selectFrom('booking_assignments')
    .innerJoin('partners', 'partners.id', 'booking_assignments.partner_id')
    .select(['partners.id', 'partners.name', 'partners.arabic_name'])
    .where('booking_assignments.booking_id', '=', bookingId)
    .where('booking_assignments.status', 'not in', [...INACTIVE_ASSIGNMENTS])
    .orderBy('booking_assignments.created_at')
    .orderBy('partners.id')
    .execute();
}

/** SQL: the partner a line's cost is owed to (its own, else the booking's only active partner), for a query over quote_line_costs as qlc and quotes. */
export const owedPartnerSql = sql<number | null>`coalesce(qlc.partner_id, (
  select min(ba.partner_id) from booking_assignments ba
  where ba.booking_id = quotes.request_id and ba.status not in ('declined', 'withdrawn')
  having count(distinct ba.partner_id) = 1))`;
