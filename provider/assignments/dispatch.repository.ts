import { sql } from 'kysely';
import { ENDED_ASSIGNMENT_STATUSES } from '../../shared/constants';
import type { WeekdayIndex, WorkingDay } from '../../shared/types/availability';
import { timeOf } from '../../shared/scheduling/saudi-clock';
import type { Db } from '../db/database';
import { anyOf } from '../db/id-list';
import { groupRows } from '../db/group-rows';
import { readAvailability } from '../scheduling/scheduling.repository';
import { bookingWindow, type BookingToStaff, type CompanyCalendar, type HeldJob, type PartnerProfile } from './dispatch-rules';

/** What dispatch reads of the database: the booking to staff, the partners' profiles, their jobs. */

export interface StaffedBooking extends BookingToStaff {
  id: number;
  status: string;
  serviceTitle: string;
  serviceArabicTitle: string;
}

/** The booking as dispatch sees it (main service, city, window); undefined when there is none. */
export async function bookingToStaff(db: Db, bookingId: number): Promise<StaffedBooking | undefined> {
  const row = await db
    .selectFrom('bookings')
    .select(['id', 'status', 'slot_starts_at', 'slot_minutes', 'prefered_date_and_time', 'address_city'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
  if (!row) return undefined;
  const main = await mainItemsOf(db, [bookingId]);
  const item = main.get(bookingId);
  const serviceId = item?.serviceId ?? 0;
  const schedule = serviceId
    ? await db.selectFrom('service_schedules').select('duration_minutes').where('service_id', '=', serviceId).executeTakeFirst()
    : undefined;
  return {
    id: row.id,
    status: row.status,
    serviceId,
    serviceTitle: item?.title ?? '',
    serviceArabicTitle: item?.arabicTitle ?? '',
    city: row.address_city,
    window: bookingWindow(
      { slotStartsAt: row.slot_starts_at, slotMinutes: row.slot_minutes, preferredAt: row.prefered_date_and_time },
      schedule?.duration_minutes,
    ),
  };
}

/** Each booking's main item (the first not additional, else the first): its service and titles. */
async function mainItemsOf(db: Db, bookingIds: number[]): Promise<Map<number, { serviceId: number | null; title: string; arabicTitle: string }>> {
  if (bookingIds.length === 0) return new Map();
  const items = await db
    .selectFrom('booking_items')
    .select(['request_id', 'service_id', 'is_additional_service', 'service_title', 'service_arabic_title', 'position'])
    .where('request_id', '=', anyOf(bookingIds))
    .orderBy('request_id')
    .orderBy('position')
    .execute();
  const result = new Map<number, { serviceId: number | null; title: string; arabicTitle: string }>();
  for (const [bookingId, rows] of groupRows(items, (i) => i.request_id)) {
    const main = rows.find((i) => !i.is_additional_service) ?? rows[0]!;
    result.set(bookingId, { serviceId: main.service_id, title: main.service_title, arabicTitle: main.service_arabic_title });
  }
  return result;
}

export async function companyCalendar(db: Db): Promise<CompanyCalendar> {
  const { workingHours, blackoutDays } = await readAvailability(db);
  return { workingHours, blackoutDays: blackoutDays.map((d) => d.date) };
}

export interface PartnerCandidate extends PartnerProfile {
  name: string;
  arabicName: string;
}

/** Every partner (archived ones when `ids` names them), with their cities, own week and days off. */
export async function partnerProfiles(db: Db, ids?: readonly number[]): Promise<PartnerCandidate[]> {
  let query = db.selectFrom('partners').select(['id', 'name', 'arabic_name', 'service_id', 'archived_at']).orderBy('name').orderBy('id');
  if (ids) {
    if (ids.length === 0) return [];
    query = query.where('id', '=', anyOf([...ids]));
  } else {
    query = query.where('archived_at', 'is', null);
  }
  const partners = await query.execute();
  if (partners.length === 0) return [];
  const partnerIds = partners.map((p) => p.id);
  const [cities, hours, daysOff] = await Promise.all([
    db.selectFrom('partner_cities').selectAll().where('partner_id', '=', anyOf(partnerIds)).orderBy('city').execute(),
    db.selectFrom('partner_working_hours').selectAll().where('partner_id', '=', anyOf(partnerIds)).orderBy('weekday').execute(),
    db
      .selectFrom('partner_days_off')
      .select(['partner_id', sql<string>`to_char(day, 'YYYY-MM-DD')`.as('date')])
      .where('partner_id', '=', anyOf(partnerIds))
      .orderBy('day')
      .execute(),
  ]);
  const citiesOf = groupRows(cities, (c) => c.partner_id);
  const hoursOf = groupRows(hours, (h) => h.partner_id);
  const daysOffOf = groupRows(daysOff, (d) => d.partner_id);
  return partners.map((p) => ({
    id: p.id,
    name: p.name,
    arabicName: p.arabic_name,
    archived: p.archived_at !== null,
    serviceId: p.service_id,
    cities: (citiesOf.get(p.id) ?? []).map((c) => c.city),
    workingDays: hoursOf.has(p.id) ? weekOf(hoursOf.get(p.id)!) : null,
    daysOff: (daysOffOf.get(p.id) ?? []).map((d) => d.date),
  }));
}

/** A partner's saved week as open weekdays (a row with null hours is a day they do not work). */
export function weekOf(rows: ReadonlyArray<{ weekday: number; opens_minute: number | null; closes_minute: number | null }>): WorkingDay[] {
  return rows.flatMap((r) =>
    r.opens_minute === null || r.closes_minute === null
      ? []
      : [{ weekday: r.weekday as WeekdayIndex, opensAt: timeOf(r.opens_minute), closesAt: timeOf(r.closes_minute) }],
  );
}

export interface HeldJobOf extends HeldJob {
  partnerId: number;
  serviceTitle: string;
  serviceArabicTitle: string;
}

/**
 * The jobs the partners hold that take their time: live assignments not yet done, of bookings still
 * open (not cancelled, not completed), but for `exceptBookingId`.
 */
export async function heldJobs(db: Db, partnerIds: readonly number[], exceptBookingId: number | null): Promise<HeldJobOf[]> {
  if (partnerIds.length === 0) return [];
  let query = db
    .selectFrom('booking_assignments')
    .innerJoin('bookings', 'bookings.id', 'booking_assignments.booking_id')
    .select([
      'booking_assignments.partner_id',
      'bookings.id',
      'bookings.slot_starts_at',
      'bookings.slot_minutes',
      'bookings.prefered_date_and_time',
      sql<number | null>`(select s.duration_minutes from service_schedules s join booking_items i on i.service_id = s.service_id
        where i.request_id = bookings.id order by i.is_additional_service, i.position limit 1)`.as('visit_minutes'),
    ])
    .where('booking_assignments.partner_id', '=', anyOf([...partnerIds]))
    .where('booking_assignments.status', 'not in', [...ENDED_ASSIGNMENT_STATUSES, 'done'])
    .where('bookings.status', 'not in', ['cancelled', 'completed']);
  if (exceptBookingId !== null) query = query.where('bookings.id', '<>', exceptBookingId);
  const rows = await query.execute();
  const titles = await mainItemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    partnerId: r.partner_id,
    bookingId: r.id,
    serviceTitle: titles.get(r.id)?.title ?? '',
    serviceArabicTitle: titles.get(r.id)?.arabicTitle ?? '',
    window: bookingWindow({ slotStartsAt: r.slot_starts_at, slotMinutes: r.slot_minutes, preferredAt: r.prefered_date_and_time }, r.visit_minutes ?? undefined),
  }));
}

/** Takes the partner's row lock: two assignments of one partner are decided one after the other. */
export async function lockPartner(trx: Db, partnerId: number): Promise<boolean> {
  const row = await trx.selectFrom('partners').select('id').where('id', '=', partnerId).forUpdate().executeTakeFirst();
  return row !== undefined;
}

/** The partner's login (role Partner), if they have one: who hears of a job, and how. */
export async function partnerLogin(db: Db, partnerId: number): Promise<{ userId: number; channel: 'email' | 'sms' | 'whatsapp' } | undefined> {
  const row = await db
    .selectFrom('users')
    .innerJoin('partners', 'partners.id', 'users.partner_id')
    .select(['users.id', 'partners.notify_channel'])
    .where('users.partner_id', '=', partnerId)
    .where('users.is_active', '=', true)
    .executeTakeFirst();
  return row ? { userId: row.id, channel: row.notify_channel } : undefined;
}
